// Cookie names of the contract (docs/api-contract.md). The portal keeps their values inside its
// own cookies and sends them back as plain headers.
export const SESSION_COOKIE = 'sid';
export const PRESESSION_COOKIE = 'presession';

export const COOKIE_OPTIONS = { httpOnly: true, path: '/', sameSite: 'Lax' } as const;
