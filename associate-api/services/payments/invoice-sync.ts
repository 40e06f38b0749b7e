// Reading invoices settles their open attempts first: a PIX code the bank paid, a card charge whose
// answer was lost. The provider's webhooks and the settling job do the same in the background; a
// read is the member's own 'Já paguei'. A provider that cannot answer within READ_BUDGET_MS leaves
// the invoice as it is.
import { inArray } from 'drizzle-orm';
import type { Services } from '../../app-env.ts';
import { invoices } from '../../db/schema.ts';
import { isOverdue } from '../../../contract/overdue.ts';
import { settleAttempt, unsettledAttempts, type Attempt } from './attempts.ts';
import { READ_BUDGET_MS, withinBudget } from './request-budget.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type SyncedInvoice = InvoiceRow & { pixCode: string | null };

export async function syncPixInvoices(services: Services, rows: InvoiceRow[]): Promise<SyncedInvoice[]> {
  const open = await unsettledAttempts(services, rows.filter((row) => row.status === 'pending').map((row) => row.id));
  if (open.length === 0) return rows.map((row) => ({ ...row, pixCode: null }));
  const bounded = withinBudget(services, READ_BUDGET_MS);
  const settled = await Promise.all(open.map(async (attempt): Promise<Attempt> => {
    try {
      return await settleAttempt(bounded, attempt);
    } catch (err) {
      services.logger.warn({ err, attemptId: attempt.id }, 'não foi possível consultar a cobrança no provedor');
      return attempt;
    }
  }));
  const changed = new Set(settled.filter((attempt) => attempt.status === 'paid').map((attempt) => attempt.invoiceId));
  const fresh = changed.size === 0 ? [] : await services.db.select().from(invoices).where(inArray(invoices.id, [...changed]));
  return rows.map((row) => {
    const current = fresh.find((invoice) => invoice.id === row.id) ?? row;
    const pix = settled.find((attempt) => attempt.invoiceId === row.id && attempt.status === 'waiting');
    return { ...current, pixCode: current.status === 'pending' ? pix?.pixCode ?? null : null };
  });
}

/**
 * An invoice as spec §3 names its fields; `pix` (open PIX charge or null) and `overdue` (unpaid
 * and due before `today`, contract/overdue.ts) are our extensions.
 */
export function invoiceView(row: SyncedInvoice, today: string) {
  return {
    id: row.id,
    idSignature: row.subscriptionId ? String(row.subscriptionId) : '0',
    description: row.description,
    status: row.status,
    price: row.priceCents,
    created_at: row.createdAt.toISOString(),
    experies_at: row.expiresAt,
    payment: row.payment,
    path: row.path,
    pix: row.pixCode ? { code: row.pixCode } : null,
    overdue: isOverdue({ status: row.status, dueDate: row.expiresAt }, today),
  };
}
