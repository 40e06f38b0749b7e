// How the API's verdict on overdue invoices (contract/overdue.ts) reads to a member (issue #20):
// in words, never by colour alone, with the singular for one invoice.
import type { OverdueSummary } from '../../../contract/overdue.ts';
import { brDate, brl } from './format.ts';

export const OVERDUE_ANCHOR = 'vencidas';
export const OVERDUE_LINK = 'Ver faturas vencidas';

const invoicesWord = (count: number) => (count === 1 ? '1 fatura vencida' : `${count} faturas vencidas`);

/** 'Vencida em 10/10/2026', beside the status 'Pendente' of an invoice past its due date. */
export const overdueSince = (dueDate: string) => `Vencida em ${brDate(dueDate)}`;

/** 'Você tem 2 faturas vencidas — total R$ 91,80'; null when nothing is overdue. */
export const overdueNotice = (overdue: OverdueSummary | undefined) =>
  overdue && overdue.count > 0 ? `Você tem ${invoicesWord(overdue.count)} — total ${brl(overdue.total)}` : null;

/** The subscription's situation: late while any of its invoices is overdue, else as the provider says. */
export function subscriptionSituation(statusPaid: string, overdue: OverdueSummary | undefined): string {
  if (overdue && overdue.count > 0) return `Em atraso: ${invoicesWord(overdue.count)}`;
  return statusPaid === 'paid' ? 'Em dia' : 'Pendente';
}
