// Data of the dashboard (spec §2): the four latest news as tiles.
import { listNews } from './api/news.ts';
import type { Caller } from './api/client.ts';
import { truncate } from './text.ts';

export const DASHBOARD_NEWS = 4;
const DESCRIPTION_CUT = 50;

export type NewsTile = { id: string; title: string; preview: string; image: string };

export const STOCK_NEWS_IMAGE = '/noticia-padrao.webp';

export const newsImageUrl = (id: string) => `/noticias/imagem/${encodeURIComponent(id)}.webp`;

export async function dashboardNews(caller: Caller) {
  const answer = await listNews(caller, DASHBOARD_NEWS, 0);
  if (!answer.ok) return answer;
  const tiles: NewsTile[] = answer.body.data.slice(0, DASHBOARD_NEWS).map((news) => ({
    id: String(news.id),
    title: news.title,
    preview: truncate(news.description ?? '', DESCRIPTION_CUT),
    image: news.pathImage ? newsImageUrl(String(news.id)) : STOCK_NEWS_IMAGE,
  }));
  return { ok: true as const, tiles };
}
