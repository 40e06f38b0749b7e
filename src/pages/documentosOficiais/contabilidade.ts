// /documentosOficiais/contabilidade → /relatoriosContabeis (spec §2, alternative menu: Documentos oficiais, Relatórios Contábeis).
import { movedTo } from '../../lib/content/moved-permanently.ts';

export const GET = movedTo('/relatoriosContabeis');
export const HEAD = GET;
