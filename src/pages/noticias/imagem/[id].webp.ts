// A news picture as image/webp (DESIGN.md §5: never base64 inside HTML). The browser keeps it a
// day and revalidates with the ETag, so a member's old phone downloads each picture once.
import type { APIRoute } from 'astro';
import { createHash } from 'node:crypto';
import { getNews } from '../../../lib/api/news.ts';
import { sessionEndedBy } from '../../../lib/session/end-session.ts';

export const GET: APIRoute = async (context) => {
  const id = context.params.id ?? '';
  if (!/^\d{1,12}$/.test(id)) return new Response(null, { status: 404 });
  const answer = await getNews(context.locals.caller, id);
  const ended = sessionEndedBy(context, answer);
  if (ended) return ended;
  if (!answer.ok) return new Response(null, { status: answer.status === 404 ? 404 : 502 });
  const base64 = answer.body.data.pathImage?.replace(/^data:image\/webp;base64,/, '');
  if (!base64) return new Response(null, { status: 404 });
  const bytes = Buffer.from(base64, 'base64');
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  const headers = { etag, 'cache-control': 'private, max-age=86400', 'content-type': 'image/webp' };
  if (context.request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(bytes, { headers: { ...headers, 'content-length': String(bytes.byteLength) } });
};
