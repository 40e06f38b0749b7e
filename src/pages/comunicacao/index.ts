// /comunicacao → /comunicacaoago (spec §2, alternative menu: Comunicação, Painel).
import { movedTo } from '../../lib/content/moved-permanently.ts';

export const GET = movedTo('/comunicacaoago');
export const HEAD = GET;
