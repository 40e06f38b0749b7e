// The news list (spec §2/§4/§9): pages of 10, 'Carregar mais' is a link to ?pagina=N that renders
// pages 1..N again, so it works without JavaScript and a reload or shared link shows the same.
import { listNews, type News } from '../api/news.ts';
import type { ApiResult, Caller } from '../api/client.ts';
import { STOCK_NEWS_IMAGE, newsImageUrl } from '../dashboard.ts';
import { isoToBr } from '../iso-date.ts';
import { PAGE_QUERY, PAGE_SIZE as NEWS_PAGE_SIZE, requestedPage } from '../paging.ts';
import { truncate } from '../text.ts';

export { PAGE_QUERY, NEWS_PAGE_SIZE, requestedPage };

/** Spec §9: the preview of a news description. */
const DESCRIPTION_CUT = 50;

export type NewsCard = { id: string; title: string; preview: string; image: string; date: string; page: number };

export type NewsPages =
  | { ok: true; cards: NewsCard[]; page: number; haveMore: boolean }
  | Extract<ApiResult<unknown>, { ok: false }>;

/** The anchor of a page's first item: where 'Carregar mais' lands focus. */
export const pageAnchor = (page: number) => `pagina-${page}`;

export const loadMoreHref = (page: number) => `/noticias?${PAGE_QUERY}=${page + 1}#${pageAnchor(page + 1)}`;

const toCard = (news: News, page: number): NewsCard => ({
  id: String(news.id),
  title: news.title,
  preview: truncate(news.description ?? '', DESCRIPTION_CUT),
  image: news.pathImage ? newsImageUrl(String(news.id)) : STOCK_NEWS_IMAGE,
  date: isoToBr(news.date),
  page,
});

/** Pages 1..`pages`, asked in parallel; haveMore is the server's flag for the last one. */
export async function loadNewsPages(caller: Caller, pages: number): Promise<NewsPages> {
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  const answers = await Promise.all(numbers.map((page) => listNews(caller, NEWS_PAGE_SIZE, (page - 1) * NEWS_PAGE_SIZE)));
  const failed = answers.find((answer) => !answer.ok);
  if (failed && !failed.ok) return failed;
  const cards: NewsCard[] = [];
  let shown = 0;
  let haveMore = false;
  for (const [index, answer] of answers.entries()) {
    if (!answer.ok || answer.body.data.length === 0) break;
    shown = index + 1;
    cards.push(...answer.body.data.map((news) => toCard(news, shown)));
    haveMore = answer.body.haveMore === true;
  }
  return { ok: true, cards, page: Math.max(shown, 1), haveMore };
}
