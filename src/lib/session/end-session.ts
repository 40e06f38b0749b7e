// Spec §2/§4/§8: a failed session ends it. 403 (bad key or CSRF) signs the member out silently;
// anything else tells them why ('Login expirado' or the server's msg) on the login page.
import type { AstroCookies } from 'astro';
import { FALLBACK } from '../messages.ts';
import { clearLoginFlow, clearSessionToken, setFlash } from './cookies.ts';

type Context = { cookies: AstroCookies; redirect: (path: string, status?: 301 | 302 | 303 | 307 | 308) => Response; locals?: App.Locals };

export function endSession(context: Context, failure: { status: number; msg: string }): Response {
  clearSessionToken(context.cookies);
  clearLoginFlow(context.cookies);
  if (failure.status !== 403) setFlash(context.cookies, { kind: 'error', msg: failure.msg });
  return context.redirect('/', 303);
}

/** For a private call's answer: the redirect that ends the session, or undefined to carry on. */
export function sessionEndedBy(context: Context, result: { ok: true } | { ok: false; status: number }) {
  if (result.ok || (result.status !== 401 && result.status !== 403)) return undefined;
  // A representative refused what their scope does not allow stays signed in (issue 23 §4); one
  // who has not chosen whom to act for is sent to choose.
  const caller = context.locals?.caller;
  if (result.status === 403 && caller?.actingFor) return undefined;
  if (result.status === 403 && caller?.mustChoose) return context.redirect('/representados', 303);
  return endSession(context, { status: result.status, msg: FALLBACK.session });
}
