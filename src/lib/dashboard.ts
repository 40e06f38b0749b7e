// Data of the dashboard (spec §2): the member's name, the four latest news as tiles and the last
// access line, and the member's overdue invoices (issue #20), in the one API call that also checks
// the session.
import { getDashboard, type News } from './api/news.ts';
import type { Caller } from './api/client.ts';
import { formatDayAtTime } from './datetime.ts';
import { preview } from './text.ts';

export const DASHBOARD_NEWS = 4;
const DESCRIPTION_CUT = 50;

export type NewsTile = { id: string; title: string; preview: string; image: string };

export const STOCK_NEWS_IMAGE = '/noticia-padrao.webp';

export const newsImageUrl = (id: string) => `/noticias/imagem/${encodeURIComponent(id)}.webp`;

/** The picture a news item is shown with: its own, or the stock one when it has none. */
export const newsPicture = (news: Pick<News, 'id' | 'imageSize'>) => (news.imageSize ? newsImageUrl(String(news.id)) : STOCK_NEWS_IMAGE);

export async function loadDashboard(caller: Caller) {
  const answer = await getDashboard(caller);
  if (!answer.ok) return answer;
  const { name, news, previousSignInAt, overdue } = answer.body.data;
  const tiles: NewsTile[] = news.slice(0, DASHBOARD_NEWS).map((item) => ({
    id: String(item.id),
    title: item.title,
    preview: preview(item.description ?? '', DESCRIPTION_CUT),
    image: newsPicture(item),
  }));
  return { ok: true as const, name, tiles, lastAccess: lastAccessLine(previousSignInAt), overdue };
}

/**
 * 'Seu último acesso foi em DD/MM/YYYY às HH:mm' (issue #9): the sign-in before the one that opened
 * this session, so a member notices a sign-in that was not theirs; undefined on a first sign-in.
 */
export function lastAccessLine(previousSignInAt: string | null | undefined): string | undefined {
  return previousSignInAt ? `Seu último acesso foi em ${formatDayAtTime(new Date(previousSignInAt))}` : undefined;
}
