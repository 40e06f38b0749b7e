// What a representative may do in the member's name (issue 23 §4): deny by default. Every route
// the API answers is in exactly one of these lists or refused with 403; tests/api/representatives
// visits them all. The session middleware (session.ts) applies it on every request of a session
// that acts for someone, so a route added later is refused to representatives until listed here.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import { ApiError } from './errors.ts';

export type Scope = 'consultar' | 'consultar_pagar';
export const SCOPES: readonly Scope[] = ['consultar', 'consultar_pagar'];

/** Routes that answer without a session, or end it: they act on nobody's account. */
export const OPEN_ROUTES = [
  'GET /health', 'POST /webhooks/payments', 'GET /csrftoken',
  'POST /login/step1', 'POST /login/step2', 'POST /login/link', 'POST /login/activation',
  'POST /login/forgot', 'POST /login/recovery', 'GET /login/logout',
  'GET /card/verify/:code', 'GET /declarations/verify/:code',
  'POST /representatives/invitation', 'POST /representatives/invitation/accept',
  'GET /notices/opt-out/:token', 'POST /notices/opt-out/:token',
];

/** The representative's own choice of whom to act for: about the actor, in any representative session. */
export const CHOOSING_ROUTES = ['GET /representing', 'POST /representing'];

// 'consultar': reading everything the member reads, opening files included. Not the data export
// nor the access history (/meus-dados), the open sessions, the representatives, nor anything that
// writes (terms, card code, profile).
const READING = [
  'GET /user/check', 'GET /user/dashboard', 'GET /user/profile', 'GET /user/card',
  'GET /search', 'GET /credit/card', 'GET /signature',
  'GET /invoices/getWithLimit/:page', 'GET /invoices/show/:id',
  'GET /process/getWithLimit/:page', 'GET /process/show/:id/:page', 'GET /process/file/:kind/:id', 'GET /process/file/:kind/:id/pdf',
  'GET /associate/faq', 'GET /officialDocuments', 'GET /officialDocuments/file/:id', 'GET /officialDocuments/file/:id/pdf',
  'GET /news/user/getWithLimit/:page', 'GET /news/user/:id', 'GET /news/user/:id/image', 'GET /news/user/:id/file',
  'GET /user/declarations', 'GET /user/declarations/membership', 'GET /user/declarations/annual/:year',
  'GET /folderViewer/associates/getWithLimit/:page', 'GET /authorizationViewer/request/:id',
  'GET /fileViewer/getWithLimit/associate/:id/:page', 'GET /fileViewer/associate/:id',
  'POST /fileViewer/associate/:id/view', 'GET /fileViewer/view/:token',
  'GET /requests', 'GET /requests/:ref', 'GET /requests/:ref/attachment',
  'GET /user/notices',
];

/** Per scope, the routes a representative may use in the member's name (besides choosing). */
export const REPRESENTATIVE_ROUTES: Record<Scope, readonly string[]> = {
  consultar: READING,
  // Paying an invoice; never the cards or the subscription's method.
  consultar_pagar: [...READING, 'POST /invoices/pay'],
};

const matcher = (route: string) => {
  const [method, path = ''] = route.split(' ');
  const pattern = path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return { method, path: new RegExp(`^${pattern}$`) };
};
const compiled = new Map<string, ReturnType<typeof matcher>[]>();
const matchersOf = (list: readonly string[], key: string) => {
  let found = compiled.get(key);
  if (!found) compiled.set(key, (found = list.map(matcher)));
  return found;
};
const listed = (c: Context<AppEnv>, list: readonly string[], key: string) =>
  matchersOf(list, key).some((m) => m.method === c.req.method && m.path.test(c.req.path));

/** A session acting for a member, on a route its scope does not list: 403. */
export function requireRepresentativeRoute(c: Context<AppEnv>, scope: Scope): void {
  if (listed(c, CHOOSING_ROUTES, 'choosing') || listed(c, REPRESENTATIVE_ROUTES[scope], scope)) return;
  throw new ApiError(403, MSG.representativeRefused);
}

/** A representative-only account acting for nobody yet: only choosing whom. */
export function requireChoosing(c: Context<AppEnv>): void {
  if (!listed(c, CHOOSING_ROUTES, 'choosing')) throw new ApiError(403, MSG.representativeMustChoose);
}
