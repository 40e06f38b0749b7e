// When an invoice is overdue (issue #20): unpaid — neither paid nor canceled, so 'Pendente' in
// spec §4 — and due before today in Brasília. The associate API judges with this rule and sends its
// verdict (each invoice's `overdue`, and the count and total of the overdue ones); the portal only
// words it, so Faturas, the dashboard and Assinatura can never disagree about which are overdue.
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Today as YYYY-MM-DD in Brasília. `fixedDay` (DEMO_TODAY on the test stacks) wins when it is a
 * date: the demo invoices are dated from it, so judging them by the calendar would make the
 * reference pictures change from day to day.
 */
export function businessToday(now: Date, fixedDay?: string): string {
  if (fixedDay && /^\d{4}-\d{2}-\d{2}$/.test(fixedDay)) return fixedDay;
  return dayFormat.format(now);
}

export type DueInvoice = { status: string; dueDate: string; priceCents: number };

/** Unpaid and due before `today` (both YYYY-MM-DD, so the text order is the calendar's). */
export const isOverdue = (invoice: Pick<DueInvoice, 'status' | 'dueDate'>, today: string) =>
  invoice.status !== 'paid' && invoice.status !== 'canceled' && invoice.dueDate < today;

/** What the member owes late: how many overdue invoices and their total in cents. */
export type OverdueSummary = { count: number; total: number };

export function overdueSummary(invoices: readonly DueInvoice[], today: string): OverdueSummary {
  const late = invoices.filter((invoice) => isOverdue(invoice, today));
  return { count: late.length, total: late.reduce((sum, invoice) => sum + invoice.priceCents, 0) };
}
