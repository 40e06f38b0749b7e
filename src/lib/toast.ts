// A page-level outcome shown in the toast region (top right): errors as alerts, the rest as status.
export type Toast = { kind: 'error' | 'success' | 'info'; msg: string };

/** Where the lasting confirmation of a finished action sits (components/Confirmation.astro). */
export const CONFIRMATION_ANCHOR = 'confirmacao';
