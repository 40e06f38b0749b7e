// /comunicacao/noticias → /noticias (spec §2, alternative menu: Comunicação, Últimas notícias).
import { movedTo } from '../../lib/content/moved-permanently.ts';

export const GET = movedTo('/noticias');
export const HEAD = GET;
