// A content page whose call failed: an ended session goes to sign-in (spec §4); otherwise the
// page still renders, with the spec §8 message in the toast region and in the page itself.
import type { AstroGlobal } from 'astro';
import { sessionEndedBy } from '../session/end-session.ts';

type Failure = { ok: false; status: number; msg: string };

/**
 * For a page's own call (pages only: components cannot redirect or set the status): the
 * redirect to follow, or the result to render once a failure has been reported.
 */
export function settle<T extends { ok: true } | Failure>(Astro: AstroGlobal, result: T): Response | T {
  if (result.ok) return result;
  const ended = sessionEndedBy(Astro, result);
  if (ended) return ended;
  Astro.locals.toasts.push({ kind: 'error', msg: result.msg });
  Astro.response.status = 502;
  return result;
}
