// The portal's cookies (README "## Portal"): `token` (the API session), `login` (the no-JS sign-in
// flow between step 1 and step 2), `flash` (a one-time toast across POST→303→GET), `activation` (the 'Enviamos um
// link…' notice after a first access) and `device` (the API's device cookie, DESIGN §7.9); the
// form kept through an expired session (`rascunho`) has its own file, draft.ts.
import type { AstroCookies, AstroCookieSetOptions } from 'astro';
import { apiKey, config } from '../config.ts';
import { deriveCookieKey, seal, unseal } from './sealed.ts';
import type { Toast } from '../toast.ts';

const SESSION_COOKIE = 'token';
const LOGIN_COOKIE = 'login';
const FLASH_COOKIE = 'flash';
const LINK_NOTICE_COOKIE = 'link-sent';
const DEVICE_COOKIE = 'device';

const ONE_DAY = 86_400;
// Long enough to find one's password, short enough that a shared computer forgets the CPF.
const LOGIN_FLOW_SECONDS = 15 * 60;
const FLASH_SECONDS = 60;
// Where a first-access or recovery link went: the member may go and read the e-mail and come back
// to re-read it (a 5-second toast left them wondering whether anything was sent).
const LINK_NOTICE_SECONDS = 60 * 60;
// Browsers keep a cookie at most 400 days; the API's token inside has the same life.
const DEVICE_SECONDS = 400 * ONE_DAY;

let cachedKey: Buffer | undefined;
/** The key of every sealed value the portal hands the browser (cookies, a form's hidden field). */
export const cookieKey = () => (cachedKey ??= deriveCookieKey(apiKey()));

function options(maxAge: number): AstroCookieSetOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure, maxAge };
}

export function readSessionToken(cookies: AstroCookies): string | undefined {
  return cookies.get(SESSION_COOKIE)?.value || undefined;
}

export function setSessionToken(cookies: AstroCookies, sid: string): void {
  cookies.set(SESSION_COOKIE, sid, options(ONE_DAY));
}

export function clearSessionToken(cookies: AstroCookies): void {
  cookies.delete(SESSION_COOKIE, { path: '/' });
}

/** What step 2 needs from step 1; sealed because it holds the member's full CPF. */
export type LoginFlow = { cpf: string; associateId: number | string; firstName: string; complete: boolean };

function isLoginFlow(value: unknown): value is LoginFlow {
  const v = value as Partial<LoginFlow> | null;
  return (
    typeof v === 'object' && v !== null &&
    typeof v.cpf === 'string' && typeof v.firstName === 'string' && typeof v.complete === 'boolean' &&
    (typeof v.associateId === 'number' || typeof v.associateId === 'string')
  );
}

export function readSealed(cookies: AstroCookies, name: string): unknown {
  const sealed = cookies.get(name)?.value;
  return sealed ? unseal(cookieKey(), name, sealed) : undefined;
}

export function setSealed(cookies: AstroCookies, name: string, value: unknown, seconds: number): void {
  cookies.set(name, seal(cookieKey(), name, value, seconds), options(seconds));
}

export function readLoginFlow(cookies: AstroCookies): LoginFlow | undefined {
  const value = readSealed(cookies, LOGIN_COOKIE);
  return isLoginFlow(value) ? value : undefined;
}

export function setLoginFlow(cookies: AstroCookies, flow: LoginFlow): void {
  setSealed(cookies, LOGIN_COOKIE, flow, LOGIN_FLOW_SECONDS);
}

export function clearLoginFlow(cookies: AstroCookies): void {
  cookies.delete(LOGIN_COOKIE, { path: '/' });
}

export function readLinkNotice(cookies: AstroCookies): string | undefined {
  const value = readSealed(cookies, LINK_NOTICE_COOKIE);
  return typeof value === 'string' ? value : undefined;
}

export function setLinkNotice(cookies: AstroCookies, msg: string): void {
  setSealed(cookies, LINK_NOTICE_COOKIE, msg, LINK_NOTICE_SECONDS);
}

export function clearLinkNotice(cookies: AstroCookies): void {
  cookies.delete(LINK_NOTICE_COOKIE, { path: '/' });
}

/**
 * The API's device cookie, passed back verbatim: the API signs and checks it, the portal only
 * keeps it (it holds no CPF, only tokens signed for one). Kept across sign-outs on purpose.
 */
export function readDeviceCookie(cookies: AstroCookies): string | undefined {
  return cookies.get(DEVICE_COOKIE)?.value || undefined;
}

export function setDeviceCookie(cookies: AstroCookies, value: string): void {
  cookies.set(DEVICE_COOKIE, value, options(DEVICE_SECONDS));
}

export function setFlash(cookies: AstroCookies, toast: Toast): void {
  setSealed(cookies, FLASH_COOKIE, toast, FLASH_SECONDS);
}

/** Reads and removes the one-time message, so a reload does not show it again. */
export function takeFlash(cookies: AstroCookies): Toast | undefined {
  if (!cookies.has(FLASH_COOKIE)) return undefined;
  const value = readSealed(cookies, FLASH_COOKIE) as Partial<Toast> | undefined;
  cookies.delete(FLASH_COOKIE, { path: '/' });
  const kinds: Toast['kind'][] = ['error', 'success', 'info'];
  return value && typeof value.msg === 'string' && kinds.includes(value.kind as Toast['kind'])
    ? { kind: value.kind as Toast['kind'], msg: value.msg }
    : undefined;
}
