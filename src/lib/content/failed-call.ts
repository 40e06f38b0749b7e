// How a private page reads its data — the one pattern every page copies:
//
//   const faq = settle(Astro, await listFaq(Astro.locals.caller));
//   if (faq instanceof Response) return faq;          // the session ended (401/403): to sign-in
//   … render faq's data when faq.ok, else faq.msg (spec §8) where the data would be.
//
// The data call is also the session check (the API checks the session on every private call), so
// a page costs one API call. Only a 401 ('Login expirado') or a 403 (silent) signs the member out;
// an unreachable, slow or failing API leaves the session alone and answers 503 with the fallback.
import type { AstroGlobal } from 'astro';
import { sessionEndedBy } from '../session/end-session.ts';
import { isOutage } from '../api/client.ts';

type Failure = { ok: false; status: number; msg: string };

/** For a page's own call (pages only: components cannot redirect or set the status). */
export function settle<T extends { ok: true } | Failure>(Astro: AstroGlobal, result: T): Response | T {
  if (result.ok) return result;
  const ended = sessionEndedBy(Astro, result);
  if (ended) return ended;
  Astro.locals.toasts.push({ kind: 'error', msg: result.msg });
  // A representative's refused request is the API's 403, not a failure of it.
  Astro.response.status = isOutage(result.status) ? 503 : result.status === 403 ? 403 : 502;
  return result;
}
