// /juridico/processos (spec §2/§4): the member's lawsuits, 'Carregar mais' while the last page was full.
import { listLawsuits, type Lawsuit } from '../api/lawsuits.ts';
import type { Caller } from '../api/client.ts';
import { formatInstantDate } from '../datetime.ts';
import { loadPages, type Paged } from '../paging.ts';

export type LawsuitRow = { id: string; action: string; number: string; caseTitle: string; court: string; updatedAt: string };

const toRow = (lawsuit: Lawsuit): LawsuitRow => ({
  id: String(lawsuit.process_id),
  action: lawsuit.action_name,
  number: lawsuit.number,
  caseTitle: lawsuit.caseTitle,
  court: lawsuit.court,
  updatedAt: formatInstantDate(lawsuit.process_updated_at),
});

export function loadLawsuitPages(caller: Caller, pages: number): Promise<Paged<LawsuitRow>> {
  return loadPages(pages, async (limit) => {
    const answer = await listLawsuits(caller, limit, 0);
    return answer.ok ? answer.body.data.map(toRow) : answer;
  });
}
