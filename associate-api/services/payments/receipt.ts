// The receipt of a paid invoice (issue #20): what was paid, how (card brand and last four digits,
// or PIX), when, and a code the member can quote to the association — the provider's bill id,
// which staff find in the provider's panel. Invoices paid before this portal (seeded or settled
// elsewhere) have no attempt here and so no receipt.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cards, paymentAttempts } from '../../db/schema.ts';

export type Receipt = {
  paidAt: string;
  method: 'pix' | 'credit_card';
  card: { brand: string; finalNumber: string } | null;
  code: string;
};

export async function receiptOf(db: Db, invoiceId: number): Promise<Receipt | null> {
  const [row] = await db.select({
    method: paymentAttempts.method, paidAt: paymentAttempts.updatedAt, billId: paymentAttempts.gatewayBillId,
    attemptId: paymentAttempts.id, brand: cards.brand, finalNumber: cards.finalNumber,
  }).from(paymentAttempts)
    .leftJoin(cards, eq(cards.id, paymentAttempts.cardId))
    .where(and(eq(paymentAttempts.invoiceId, invoiceId), eq(paymentAttempts.status, 'paid')))
    .orderBy(desc(paymentAttempts.updatedAt)).limit(1);
  if (!row) return null;
  const method = row.method === 'pix' ? 'pix' : 'credit_card';
  return {
    paidAt: row.paidAt.toISOString(),
    method,
    card: method === 'credit_card' && row.brand && row.finalNumber ? { brand: row.brand, finalNumber: row.finalNumber } : null,
    code: row.billId ?? `P${row.attemptId}`,
  };
}
