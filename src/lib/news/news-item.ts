// One news item for /noticia/{id} (spec §2) and its attached file. Read by id from the API
// (GET /news/user/{id}), so a member who arrives by a link sees it whatever list was loaded.
import { getNews, type News } from '../api/news.ts';
import type { ApiResult, Caller } from '../api/client.ts';

export type NewsLookup =
  | { kind: 'found'; news: News }
  | { kind: 'missing' }
  | { kind: 'failed'; result: Extract<ApiResult<unknown>, { ok: false }> };

// The API's ids are whole numbers; anything else cannot name a news item.
const NEWS_ID = /^\d{1,12}$/;

export async function findNews(caller: Caller, id: string | undefined): Promise<NewsLookup> {
  if (!id || !NEWS_ID.test(id)) return { kind: 'missing' };
  const answer = await getNews(caller, id);
  if (answer.ok) return { kind: 'found', news: answer.body.data };
  return answer.status === 404 || answer.status === 400 ? { kind: 'missing' } : { kind: 'failed', result: answer };
}

/** Only web addresses become links: a stored "javascript:" must never run in a member's page. */
export function safeExternalLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export const attachmentHref = (id: string) => `/noticia/${encodeURIComponent(id)}/anexo`;
