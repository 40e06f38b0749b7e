// An invoice waiting on a PIX charge turns 'paid' when the provider says the charge was paid.
// We ask when the member looks at their invoices (reload or the page's live region), so no
// inbound webhook has to reach the API. A provider that cannot answer leaves the invoice as it is.
import { eq } from 'drizzle-orm';
import type { Services } from '../../app-env.ts';
import { invoices } from '../../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type SyncedInvoice = InvoiceRow & { pixCode: string | null };

export async function syncPixInvoices(services: Services, rows: InvoiceRow[]): Promise<SyncedInvoice[]> {
  return Promise.all(rows.map(async (row): Promise<SyncedInvoice> => {
    if (row.status !== 'pending' || !row.gatewayBillId) return { ...row, pixCode: null };
    try {
      const bill = await services.payments.bill(row.gatewayBillId);
      if (bill.status === 'paid') {
        const [updated] = await services.db.update(invoices).set({ status: 'paid', payment: 'pix' })
          .where(eq(invoices.id, row.id)).returning();
        return { ...updated!, pixCode: null };
      }
      if (bill.status === 'canceled') {
        await services.db.update(invoices).set({ gatewayBillId: null }).where(eq(invoices.id, row.id));
        return { ...row, gatewayBillId: null, pixCode: null };
      }
      return { ...row, pixCode: bill.pix?.code ?? null };
    } catch (err) {
      services.logger.warn({ err, invoiceId: row.id }, 'não foi possível consultar a cobrança PIX no provedor');
      return { ...row, pixCode: null };
    }
  }));
}

/** An invoice as spec §3 names its fields; `pix` is our extension (open PIX charge or null). */
export function invoiceView(row: SyncedInvoice) {
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
  };
}
