// The end of a finance form's POST: success → the API's msg as a flash and 303 back to the page
// (POST→303→GET); a 401/403 ends the session; any other failure stays on the page with the msg
// next to the form and in the toast region.
import type { AstroGlobal } from 'astro';
import type { ApiResult } from '../api/client.ts';
import { setFlash } from '../session/cookies.ts';
import { sessionEndedBy } from '../session/end-session.ts';

export type PostFailure = { alert: string; status: number };

export function finishPost(Astro: AstroGlobal, answer: ApiResult<{ msg?: string }>, successMsg: string, backTo: string): Response | PostFailure {
  if (answer.ok) {
    setFlash(Astro.cookies, { kind: 'success', msg: answer.body.msg ?? successMsg });
    return Astro.redirect(backTo, 303);
  }
  const ended = sessionEndedBy(Astro, answer);
  if (ended) return ended;
  Astro.locals.toasts.push({ kind: 'error', msg: answer.msg });
  Astro.response.status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
  return { alert: answer.msg, status: Astro.response.status };
}
