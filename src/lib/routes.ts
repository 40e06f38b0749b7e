// Which routes the guard protects (spec §2). /financeiro is "wrapper public, inner pages private"
// in the spec; the wrapper shows nothing without the member's data, so it is private here too.
const PRIVATE_SECTIONS = new Set([
  'dashboard', 'profile', 'faq', 'noticias', 'noticia', 'relatoriosContabeis', 'agoage',
  'comunicacaoago', 'financeiro', 'juridico', 'pastasCompartilhadas', 'documentos', 'busca', 'carteirinha', 'meus-dados',
  'declaracoes', 'sessao', 'atendimento', 'representantes', 'representados', 'avisos',
]);

/** Shown (status 503) when the API cannot confirm a session: unreachable, slow or failing. */
export const UNAVAILABLE_PAGE = '/servico-indisponivel';

// Recovery and activation links carry the API's token: 32 random bytes in base64url (43 characters).
const RECOVERY_TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export type Access = 'private' | 'public' | 'open' | 'staff' | 'staff-public';

/** The staff back office (DESIGN §10): its own session cookie, its own sign-in page. */
const STAFF_SECTION = 'gestao';
// Enrolment links (/gestao/ativar/{token}) open with or without a staff session.
const STAFF_OPEN = new Set(['ativar']);

export const firstSegment = (pathname: string) => pathname.split('/').find(Boolean) ?? '';

export const isRecoveryToken = (value: string) => RECOVERY_TOKEN.test(value);

/**
 * private: needs a live member session; public: sign-in pages, left for /dashboard when signed in;
 * staff: needs the back office's session (a member's never counts); staff-public: its sign-in page;
 * open: the rest (404, logout, enrolment links).
 */
export function routeAccess(pathname: string): Access {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second = ''] = segments;
  if (first === undefined) return 'public';
  if (first === STAFF_SECTION) return second === 'entrar' ? 'staff-public' : STAFF_OPEN.has(second) ? 'open' : 'staff';
  if (PRIVATE_SECTIONS.has(first)) return 'private';
  if (segments.length === 1 && isRecoveryToken(first)) return 'public';
  return 'open';
}
