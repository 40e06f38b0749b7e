// The e-mailed (or staff-printed) link /{token} (spec §2, DESIGN §7.1): one route for both kinds
// of link, and the API tells which. An activation link signs the member in; a staff activation
// link and a recovery link lead to the new-password form with the token in a sealed cookie, so
// it leaves the address bar, the history and any Referer at once.
import type { AstroCookies } from 'astro';
import { openActivationLink } from '../api/auth.ts';
import type { Caller } from '../api/client.ts';
import { clearLoginFlow, setDeviceCookie, setFlash, setRecoveryToken, setSessionToken } from '../session/cookies.ts';

export async function openLink(ctx: { cookies: AstroCookies; caller: Caller }, token: string): Promise<string> {
  const answer = await openActivationLink(ctx.caller, token);
  if (answer.ok && answer.sid) {
    clearLoginFlow(ctx.cookies);
    setSessionToken(ctx.cookies, answer.sid);
    if (answer.device) setDeviceCookie(ctx.cookies, answer.device);
    if (answer.body.msg) setFlash(ctx.cookies, { kind: 'success', msg: answer.body.msg });
    return '/dashboard';
  }
  if (answer.ok && answer.body.choosePassword && answer.body.msg) setFlash(ctx.cookies, { kind: 'info', msg: answer.body.msg });
  // Anything else is taken for a recovery link; the recovery form says so if it is not one either.
  setRecoveryToken(ctx.cookies, token);
  return '/recuperar-senha';
}
