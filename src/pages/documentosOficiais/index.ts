// /documentosOficiais → /relatoriosContabeis (spec §2, alternative menu: Documentos oficiais, Painel: the general official documents are the accounting reports).
import { movedTo } from '../../lib/content/moved-permanently.ts';

export const GET = movedTo('/relatoriosContabeis');
export const HEAD = GET;
