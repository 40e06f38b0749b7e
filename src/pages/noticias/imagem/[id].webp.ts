// A news picture as image/webp (DESIGN.md §5: never base64 inside HTML), fetched alone by id.
// Member content: `private, no-cache` makes every reuse ask again (so it passes the session check
// and is gone for the next person at a shared computer after logout) while the ETag's 304 still
// spares a slow link the bytes.
import type { APIRoute } from 'astro';
import { getNewsImage } from '../../../lib/api/news.ts';
import { memberFileHeaders } from '../../../lib/member-file-cache.ts';
import { entityTagOf, matchesIfNoneMatch } from '../../../lib/pdf/entity-tag.ts';
import { sessionEndedBy } from '../../../lib/session/end-session.ts';

export const GET: APIRoute = async (context) => {
  const id = context.params.id ?? '';
  if (!/^\d{1,12}$/.test(id)) return new Response(null, { status: 404 });
  const answer = await getNewsImage(context.locals.caller, id);
  const ended = sessionEndedBy(context, answer);
  if (ended) return ended;
  if (!answer.ok) return new Response(null, { status: answer.status === 404 ? 404 : 502 });
  const { bytes } = answer.body;
  const etag = entityTagOf(bytes);
  const headers = { ...memberFileHeaders(etag), 'content-type': 'image/webp' };
  if (matchesIfNoneMatch(context.request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(bytes, { headers: { ...headers, 'content-length': String(bytes.byteLength) } });
};
