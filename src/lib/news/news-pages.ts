// The news list (spec §2/§4/§9): pages of 10, 'Carregar mais' is a link to ?pagina=N that renders
// pages 1..N again, so it works without JavaScript and a reload or shared link shows the same.
// Pages 1..N come in one lean call (limit N × 10).
import { listNews, type News } from '../api/news.ts';
import type { Caller } from '../api/client.ts';
import { newsPicture } from '../dashboard.ts';
import { isoToBr } from '../iso-date.ts';
import { PAGE_QUERY, PAGE_SIZE as NEWS_PAGE_SIZE, requestedPage as requestedPageUpTo, type Failure } from '../paging.ts';
import { preview } from '../text.ts';

export { PAGE_QUERY, NEWS_PAGE_SIZE };

/** Spec §9: the preview of a news description. */
const DESCRIPTION_CUT = 50;
// The API's largest lean page (500 items): a hand-typed ?pagina=9999 shows the first 50 pages.
const MAX_PAGES = 50;

/** The page the member asked for (1..50). */
export const requestedPage = (value: string | null) => requestedPageUpTo(value, MAX_PAGES);

export type NewsCard = { id: string; title: string; preview: string; image: string; date: string; page: number };

/**
 * What the list shows. `failed` is set when 'Carregar mais' could not load page N but pages
 * 1..N−1 could: spec §4 keeps what was loaded, steps back one page and hides 'Carregar mais'.
 */
export type NewsPages =
  | { ok: true; cards: NewsCard[]; page: number; haveMore: boolean; failed?: Failure }
  | Failure;

/** The anchor of a page's first item: where 'Carregar mais' lands focus. */
export const pageAnchor = (page: number) => `pagina-${page}`;

export const loadMoreHref = (page: number) => `/noticias?${PAGE_QUERY}=${page + 1}#${pageAnchor(page + 1)}`;

const toCard = (news: News, index: number): NewsCard => ({
  id: String(news.id),
  title: news.title,
  preview: preview(news.description ?? '', DESCRIPTION_CUT),
  image: newsPicture(news),
  date: isoToBr(news.date),
  page: Math.floor(index / NEWS_PAGE_SIZE) + 1,
});

async function firstPages(caller: Caller, pages: number) {
  const answer = await listNews(caller, pages * NEWS_PAGE_SIZE, 0);
  if (!answer.ok) return answer;
  const cards = answer.body.data.map(toCard);
  const page = Math.max(1, Math.ceil(cards.length / NEWS_PAGE_SIZE));
  return { ok: true as const, cards, page, haveMore: answer.body.haveMore === true };
}

/** Pages 1..`pages`; when that fails, pages 1..`pages`−1 with the failure to show below them. */
export async function loadNewsPages(caller: Caller, pages: number): Promise<NewsPages> {
  const all = await firstPages(caller, pages);
  if (all.ok || pages === 1 || all.status === 401 || all.status === 403) return all;
  const earlier = await firstPages(caller, pages - 1);
  return earlier.ok ? { ...earlier, haveMore: false, failed: all } : all;
}
