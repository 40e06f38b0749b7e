// Paying an invoice charges the member once, however often the request arrives (DESIGN §7.6):
// 1. the portal's Idempotency-Key is claimed in the database (unique per member): a repeat of a
//    finished request gets the stored answer, a repeat of a running one is told it is running;
// 2. the invoice row is locked for the whole payment, so two different requests for the same
//    invoice run one after the other and the second finds it paid;
// 3. a failure (provider down, card refused) writes nothing and frees the key for a new attempt.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Services } from '../../app-env.ts';
import { cards, idempotencyKeys, invoices } from '../../db/schema.ts';
import { MSG } from '../../messages.ts';
import { ApiError } from '../../middleware/errors.ts';
import { providerCustomer } from './customer.ts';
import { atProvider } from './provider-errors.ts';

export type PaymentRequest = { associateId: number; invoiceId: number; method: 'pix' | number; key: string };
export type PaymentAnswer = { status: 200; body: { msg: string; data: { status: string; pix: { code: string } | null } } };

export async function payInvoice(services: Services, request: PaymentRequest): Promise<PaymentAnswer> {
  const key = `${request.associateId}:${request.key}`;
  const requestHash = createHash('sha256').update(JSON.stringify([request.invoiceId, request.method])).digest('hex');
  const claimed = await services.db.insert(idempotencyKeys)
    .values({ key, associateId: request.associateId, requestHash })
    .onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) return replay(services, key, requestHash);
  try {
    const answer = await services.db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices)
        .where(and(eq(invoices.id, request.invoiceId), eq(invoices.associateId, request.associateId)))
        .for('update');
      if (!invoice) throw new ApiError(404, MSG.invoiceNotFound);
      if (invoice.status === 'paid') throw new ApiError(409, MSG.invoiceAlreadyPaid);
      if (invoice.status === 'canceled') throw new ApiError(409, MSG.invoiceCanceled);
      const charge = {
        amountCents: invoice.priceCents, description: invoice.description, invoiceId: invoice.id,
        // The provider refuses a second bill with this code: a retry of ours can never charge twice.
        code: `fatura-${invoice.id}-${requestHash.slice(0, 16)}-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`,
      };

      if (request.method === 'pix') {
        // An open PIX charge for this invoice is shown again rather than doubled.
        if (invoice.gatewayBillId) {
          const open = await atProvider(MSG.providerFailedPay, () => services.payments.bill(invoice.gatewayBillId!));
          // Paid meanwhile: the invoice list records it (invoice-sync.ts); here we only refuse.
          if (open.status === 'paid') throw new ApiError(409, MSG.invoiceAlreadyPaid);
          if (open.status === 'pending' && open.pix) return pixAnswer(open.pix.code);
        }
        const customerId = await providerCustomer(tx, services.payments, request.associateId, MSG.providerFailedPay);
        const pix = await atProvider(MSG.providerFailedPay, () => services.payments.chargePix({ ...charge, customerId }));
        await tx.update(invoices).set({ gatewayBillId: pix.billId }).where(eq(invoices.id, invoice.id));
        return pixAnswer(pix.code);
      }

      const [card] = await tx.select().from(cards).where(and(eq(cards.id, request.method), eq(cards.associateId, request.associateId)));
      if (!card) throw new ApiError(404, MSG.cardNotFound);
      if (card.status !== 'active' || !card.gatewayProfileId) throw new ApiError(409, MSG.cardNotActive);
      const customerId = await providerCustomer(tx, services.payments, request.associateId, MSG.providerFailedPay);
      const result = await atProvider(MSG.providerFailedPay, () => services.payments.chargeCard({ ...charge, customerId, profileId: card.gatewayProfileId! }));
      if (!result.paid) {
        await services.payments.cancelBill(result.billId).catch(() => {});
        throw new ApiError(422, result.message || MSG.cardDeclined);
      }
      await tx.update(invoices).set({ status: 'paid', payment: 'credit_card', gatewayBillId: null }).where(eq(invoices.id, invoice.id));
      // A PIX code shown earlier must not be paid as well.
      if (invoice.gatewayBillId) await services.payments.cancelBill(invoice.gatewayBillId).catch(() => {});
      return { status: 200 as const, body: { msg: MSG.invoicePaid, data: { status: 'paid', pix: null } } };
    });
    await services.db.update(idempotencyKeys).set({ responseStatus: answer.status, responseBody: answer.body }).where(eq(idempotencyKeys.key, key));
    return answer;
  } catch (error) {
    await services.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    throw error;
  }
}

function pixAnswer(code: string): PaymentAnswer {
  return { status: 200, body: { msg: MSG.pixCreated, data: { status: 'pending', pix: { code } } } };
}

async function replay(services: Services, key: string, requestHash: string): Promise<PaymentAnswer> {
  const [row] = await services.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!row) throw new ApiError(409, MSG.paymentInProgress);
  if (row.requestHash !== requestHash) throw new ApiError(422, MSG.paymentKeyReused);
  if (row.responseStatus === null) throw new ApiError(409, MSG.paymentInProgress);
  return { status: 200, body: row.responseBody as PaymentAnswer['body'] };
}
