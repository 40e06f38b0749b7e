// /comunicacao/faq → /faq (spec §2, alternative menu: Comunicação, Perguntas Frequentes).
import { movedTo } from '../../lib/content/moved-permanently.ts';

export const GET = movedTo('/faq');
export const HEAD = GET;
