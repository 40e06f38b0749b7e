// The events members may be told of, each turned into one job per member (queue.ts). The staff
// back office calls notifyLawsuitMovement and notifyNewDocument when it records a movement or
// publishes a document; payments call notifyPaymentReceived when an invoice is recorded paid; the
// daily scan calls queueDueReminders. Each event has a stable key, so reporting it twice is harmless.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../app-env.ts';
import { associates, invoices, lawsuitMembers, lawsuits, lawsuitUpdates, officialDocuments } from '../../db/schema.ts';
import { addDays, brasiliaDay } from '../declarations/issue-day.ts';
import type { NoticeJob } from './queue.ts';

export type EventDeps = Pick<Deps, 'db' | 'clock' | 'notices'>;

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const brDay = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** Every open invoice due `days` after `today` (Brasília) gets its reminder. Answers how many. */
export async function queueDueReminders(deps: EventDeps, today = brasiliaDay(deps.clock()), days = 3): Promise<number> {
  const due = addDays(today, days);
  const rows = await deps.db.select({ id: invoices.id, associateId: invoices.associateId, description: invoices.description, priceCents: invoices.priceCents })
    .from(invoices).where(and(eq(invoices.status, 'pending'), eq(invoices.expiresAt, due)));
  await deps.notices.enqueue(rows.map((invoice): NoticeJob => ({
    associateId: invoice.associateId,
    category: 'invoice_due',
    eventKey: `invoice:${invoice.id}:due:${due}`,
    title: `Fatura vence em ${days} dias`,
    body: `A fatura "${invoice.description}" de ${money.format(invoice.priceCents / 100)} vence em ${brDay(due)}.`,
    link: `/financeiro/faturas/${invoice.id}`,
  })));
  return rows.length;
}

export async function notifyPaymentReceived(deps: EventDeps, invoiceId: number): Promise<void> {
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.status !== 'paid') return;
  await deps.notices.enqueue([{
    associateId: invoice.associateId,
    category: 'payment_received',
    eventKey: `invoice:${invoice.id}:paid`,
    title: 'Pagamento recebido',
    body: `Recebemos o pagamento da fatura "${invoice.description}" de ${money.format(invoice.priceCents / 100)}. Obrigado!`,
    link: `/financeiro/faturas/${invoice.id}`,
  }]);
}

/**
 * A new movement (lawsuit update) in a lawsuit: told to the member it was filed for and to every
 * member linked to it (collective lawsuits, lawsuit_members). False when either id is unknown or
 * they do not match.
 */
export async function notifyLawsuitMovement(deps: EventDeps, lawsuitId: number, movementId: number): Promise<boolean> {
  const [found] = await deps.db.select({ associateId: lawsuits.associateId, number: lawsuits.number, title: lawsuitUpdates.title })
    .from(lawsuitUpdates).innerJoin(lawsuits, eq(lawsuits.id, lawsuitUpdates.lawsuitId))
    .where(and(eq(lawsuitUpdates.id, movementId), eq(lawsuits.id, lawsuitId)));
  if (!found) return false;
  const linked = await deps.db.select({ associateId: lawsuitMembers.associateId }).from(lawsuitMembers).where(eq(lawsuitMembers.lawsuitId, lawsuitId));
  const members = new Set([found.associateId, ...linked.map((row) => row.associateId)]);
  await deps.notices.enqueue([...members].map((associateId): NoticeJob => ({
    associateId,
    category: 'lawsuit_movement',
    eventKey: `lawsuit:${lawsuitId}:movement:${movementId}`,
    title: 'Nova movimentação no seu processo',
    body: `O processo ${found.number} teve uma nova movimentação: ${found.title}.`,
    link: `/juridico/processos/${lawsuitId}`,
  })));
  return true;
}

/** A new document (accounting report, assembly, informative) for every member. False when the id is unknown. */
export async function notifyNewDocument(deps: EventDeps, documentId: number): Promise<boolean> {
  const [document] = await deps.db.select({ title: officialDocuments.title, category: officialDocuments.category })
    .from(officialDocuments).where(eq(officialDocuments.id, documentId));
  if (!document) return false;
  const assembly = document.category.startsWith('ago');
  // Members only: a representative-only account has no documents of its own to be told about.
  const members = await deps.db.select({ id: associates.id }).from(associates).where(eq(associates.representativeOnly, false));
  await deps.notices.enqueue(members.map(({ id }): NoticeJob => ({
    associateId: id,
    category: 'new_document',
    eventKey: `document:${documentId}`,
    title: assembly ? 'Novo documento de assembleia' : 'Novo documento publicado',
    body: `A associação publicou "${document.title}".`,
    link: `/documentos/${documentId}`,
  })));
  return true;
}

/** The functions above bound to one API's parts (compose.ts hands them to the back office). */
export function noticeEvents(deps: EventDeps) {
  return {
    queueDueReminders: (today?: string) => queueDueReminders(deps, today),
    notifyPaymentReceived: (invoiceId: number) => notifyPaymentReceived(deps, invoiceId),
    notifyLawsuitMovement: (lawsuitId: number, movementId: number) => notifyLawsuitMovement(deps, lawsuitId, movementId),
    notifyNewDocument: (documentId: number) => notifyNewDocument(deps, documentId),
  };
}
