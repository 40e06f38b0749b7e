// How a 'Ler como texto' page answers what its document's lookup found, whichever the document:
// a 404 when there is no such document for this member, the session's end on a 401/403, and
// otherwise the status the page is rendered with.
import type { AstroGlobal } from 'astro';
import { settle } from '../content/failed-call.ts';
import type { DocumentText } from './document-text.ts';

type Shown = Exclude<DocumentText, { kind: 'missing' }>;

/** 503 while the portal is busy (try again), 422 for a wrong password, 403 before the folder's terms. */
function statusOf(text: Shown): number {
  if (text.kind === 'locked') return 403;
  if (text.kind !== 'read') return 200;
  if (text.answer.kind === 'busy') return 503;
  return text.answer.kind === 'password' && text.answer.wrong ? 422 : 200;
}

export function settleDocumentText<T extends DocumentText>(Astro: AstroGlobal, text: T): Response | Exclude<T, { kind: 'missing' }> {
  if (text.kind === 'missing') return new Response(null, { status: 404 });
  const shown = text as Exclude<T, { kind: 'missing' }>;
  if (shown.kind === 'failed') {
    const ended = settle(Astro, shown.failure);
    if (ended instanceof Response) return ended;
  } else Astro.response.status = statusOf(shown);
  return shown;
}
