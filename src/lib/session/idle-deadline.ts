// When the member's session ends if unused (WCAG 2.2.1), as the API told it on this request.
//
// A page that asked the API for its data already knows it. A page that asked nothing (a panel of
// links) needs the /user/check the guard makes anyway; the footer may need the answer before the
// guard asks, so both share one call.
import { checkSession } from '../api/auth.ts';

type Locals = App.Locals;

/** The page's /user/check, made once per request whoever asks first. */
export const confirmSession = (locals: Locals) => (locals.sessionCheck ??= checkSession(locals.caller));

/** The idle deadline (epoch ms) once the request's calls have told it; undefined when no call could. */
export async function idleDeadlineOf(locals: Locals): Promise<number | undefined> {
  if (locals.sessionCheck) await locals.sessionCheck;
  else if (!locals.caller.sessionAsked) await confirmSession(locals);
  return locals.caller.idleDeadline;
}
