// /juridico/processos/{id} (spec §2/§4): the case, its updates and its motions. Both lists come
// from the same paged call, but each has its own 'Carregar mais' (?atualizacoes=N, ?solicitacoes=M):
// pages 1..max(N, M) are asked once and each list takes its own share.
import { showLawsuit, type AttachmentKind, type LawsuitPage, type LawsuitUpdate, type Motion } from '../api/lawsuits.ts';
import type { Caller } from '../api/client.ts';
import { formatInstantDate } from '../datetime.ts';
import { isoToBr } from '../iso-date.ts';
import { listFromPages, pageOffsets, PAGE_SIZE, type Failure, type Paged } from '../paging.ts';

// Lists of a single case stay short; ten pages of each is more than any case has.
export const MAX_DETAIL_PAGES = 10;
export const UPDATES_QUERY = 'atualizacoes';
export const MOTIONS_QUERY = 'solicitacoes';

export type Attachment = { href: string; name: string };

export type UpdateItem = { id: string; title: string; date: string; description: string; attachment?: Attachment };

export type MotionItem = {
  id: string;
  type: string;
  filedBy: string;
  filedDate: string;
  description: string;
  outcome: 'Pendente' | 'Deferido' | 'Indeferido';
  judge?: string;
  decisionDate?: string;
  notes?: string;
  attachment?: Attachment;
};

export type LawsuitSummary = Pick<LawsuitPage, 'number' | 'caseTitle' | 'court' | 'vara' | 'lawFirmName' | 'lawyerName'> & {
  action: string;
  updatedAt: string;
};

export type LawsuitDetail =
  | { kind: 'found'; lawsuit: LawsuitSummary; updates: Paged<UpdateItem>; motions: Paged<MotionItem> }
  | { kind: 'missing' }
  | { kind: 'failed'; failure: Failure };

/** Spec §3/§4: outcome null = pending, 'defired' = granted, anything else = denied. */
export function motionOutcome(outcome: string | null): MotionItem['outcome'] {
  if (outcome === null) return 'Pendente';
  return outcome === 'defired' ? 'Deferido' : 'Indeferido';
}

export const attachmentPath = (lawsuitId: string, kind: AttachmentKind, id: string) =>
  `/juridico/processos/${encodeURIComponent(lawsuitId)}/anexos/${kind}-${encodeURIComponent(id)}`;

const attachment = (lawsuitId: string, kind: AttachmentKind, item: { id: number | string; filename: string | null }) =>
  item.filename ? { href: attachmentPath(lawsuitId, kind, String(item.id)), name: item.filename } : undefined;

const toUpdate = (lawsuitId: string) => (update: LawsuitUpdate): UpdateItem => ({
  id: String(update.id),
  title: update.title,
  date: formatInstantDate(update.created_at),
  description: update.description,
  attachment: attachment(lawsuitId, 'update', update),
});

const toMotion = (lawsuitId: string) => (motion: Motion): MotionItem => ({
  id: String(motion.id),
  type: motion.motionType,
  filedBy: motion.filedBy,
  filedDate: isoToBr(motion.filedDate),
  description: motion.description,
  outcome: motionOutcome(motion.outcome),
  judge: motion.judgeName ?? undefined,
  decisionDate: motion.decisionDate ? isoToBr(motion.decisionDate) : undefined,
  notes: motion.notes ?? undefined,
  attachment: attachment(lawsuitId, 'motion', motion),
});

// Ids are the API's numbers; anything else cannot name a lawsuit and is a 404 without asking.
const LAWSUIT_ID = /^\d{1,9}$/;

export async function loadLawsuit(caller: Caller, id: string | undefined, updatePages: number, motionPages: number): Promise<LawsuitDetail> {
  if (!id || !LAWSUIT_ID.test(id)) return { kind: 'missing' };
  const answers = await Promise.all(pageOffsets(Math.max(updatePages, motionPages)).map((offset) => showLawsuit(caller, id, PAGE_SIZE, offset)));
  const [first] = answers;
  if (!first!.ok) return first!.status === 404 ? { kind: 'missing' } : { kind: 'failed', failure: first! };
  const pages = answers.map((answer) => (answer.ok ? answer.body.data : answer));
  const updates = listFromPages(pages, updatePages, (page) => page.updates.map(toUpdate(id)));
  const motions = listFromPages(pages, motionPages, (page) => page.motions.map(toMotion(id)));
  const data = first!.body.data;
  return {
    kind: 'found',
    lawsuit: {
      action: data.action_name, number: data.number, caseTitle: data.caseTitle, court: data.court, vara: data.vara,
      lawFirmName: data.lawFirmName, lawyerName: data.lawyerName, updatedAt: formatInstantDate(data.process_updated_at),
    },
    updates,
    motions,
  };
}
