// The back office's cookies (DESIGN §10), apart from the members' (`token`): `gestao_sessao` holds
// the API's staff session, `gestao_entrada` the pending sign-in between password and code,
// `gestao_link` (sealed, 10 minutes) an enrolment link to show the admin after POST→303→GET.
// SameSite=Strict: no link from elsewhere ever arrives with a staff session.
import type { AstroCookies, AstroCookieSetOptions } from 'astro';
import { config } from '../config.ts';
import { readSealed, setSealed } from '../session/cookies.ts';

export const STAFF_SESSION_COOKIE = 'gestao_sessao';
const PENDING_COOKIE = 'gestao_entrada';
const LINK_COOKIE = 'gestao_link';

const options = (maxAge: number): AstroCookieSetOptions => ({ httpOnly: true, sameSite: 'strict', path: '/', secure: config.cookieSecure, maxAge });

export const readStaffSession = (cookies: AstroCookies) => cookies.get(STAFF_SESSION_COOKIE)?.value || undefined;
export const readStaffPending = (cookies: AstroCookies) => cookies.get(PENDING_COOKIE)?.value || undefined;

// The API ends the session after 30 idle minutes; the cookie only needs to outlive the longest day.
export const setStaffSession = (cookies: AstroCookies, id: string) => cookies.set(STAFF_SESSION_COOKIE, id, options(12 * 3600));
export const setStaffPending = (cookies: AstroCookies, id: string) => cookies.set(PENDING_COOKIE, id, options(300));

export const clearStaffSession = (cookies: AstroCookies) => cookies.delete(STAFF_SESSION_COOKIE, { path: '/' });
export const clearStaffPending = (cookies: AstroCookies) => cookies.delete(PENDING_COOKIE, { path: '/' });

export type ShownLink = { name: string; link: string };

export function setShownLink(cookies: AstroCookies, shown: ShownLink): void {
  setSealed(cookies, LINK_COOKIE, shown, 600);
}

/** Read once: a reload no longer shows the link. */
export function takeShownLink(cookies: AstroCookies): ShownLink | undefined {
  const value = readSealed(cookies, LINK_COOKIE) as Partial<ShownLink> | undefined;
  cookies.delete(LINK_COOKIE, { path: '/' });
  return typeof value?.name === 'string' && typeof value.link === 'string' ? { name: value.name, link: value.link } : undefined;
}
