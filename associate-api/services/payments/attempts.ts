// A payment attempt is written before the provider is called and settled after it, each in its own
// short transaction: no database connection or row lock is held while the provider answers, and an
// answer lost to a timeout or a crash is recovered by asking the provider for the bill by our code
// (settleAttempt). Settling only ever reads the provider and cancels: it never charges.
import { and, eq, inArray } from 'drizzle-orm';
import type { Services } from '../../app-env.ts';
import { invoices, paymentAttempts } from '../../db/schema.ts';
import { MSG } from '../../messages.ts';
import { notifyPaymentReceived } from '../notices/events.ts';
import type { BillState } from './provider.ts';

export type Attempt = typeof paymentAttempts.$inferSelect;
export type AttemptStatus = 'pending' | 'waiting' | 'paid' | 'rejected' | 'canceled' | 'failed';

/** Statuses the provider may still change: a call under way, or a PIX code the bank may still pay. */
export const UNSETTLED: AttemptStatus[] = ['pending', 'waiting'];

/**
 * How long a bill we asked for may still appear at the provider. Our call gives up after the
 * timeout, but the provider may finish it later; only after this long does 'no bill with our
 * code' mean nothing was charged.
 */
export const unsureForMs = (services: Services) => services.config.payment.timeoutMs * 2 + 60_000;

/** Asks the provider what became of an attempt and records it. Never creates a charge. */
export async function settleAttempt(services: Services, attempt: Attempt): Promise<Attempt> {
  return settleWithBill(services, attempt, await billOf(services, attempt));
}

/** The provider's bill for the attempt (by its id, or by our code when the answer was lost). */
export const billOf = (services: Services, attempt: Attempt): Promise<BillState | null> =>
  attempt.gatewayBillId ? services.payments.bill(attempt.gatewayBillId) : services.payments.billByCode(attempt.code);

/**
 * settleAttempt once the bill is read: apart so a caller can record what it read in a transaction
 * of its own (the back office's 'Verificar no provedor' with its audit row) without holding one
 * open during the provider's call.
 */
export async function settleWithBill(services: Services, attempt: Attempt, bill: BillState | null): Promise<Attempt> {
  if (bill) return applyBill(services, attempt, bill);
  if (services.clock().getTime() - attempt.createdAt.getTime() < unsureForMs(services)) return attempt;
  return recordAttempt(services, attempt, { status: 'failed', message: MSG.paymentNotCharged });
}

/** Records what the provider says of the attempt's bill (read after a call, on a read or a webhook). */
export async function applyBill(services: Services, attempt: Attempt, bill: BillState): Promise<Attempt> {
  if (bill.status === 'paid') return recordPaid(services, attempt, bill.billId);
  if (bill.status === 'canceled') return recordAttempt(services, attempt, { status: 'canceled', gatewayBillId: bill.billId });
  if (attempt.method === 'pix') {
    return bill.pix ? recordAttempt(services, attempt, { status: 'waiting', gatewayBillId: bill.billId, pixCode: bill.pix.code }) : attempt;
  }
  if (!bill.rejected) return attempt; // the card charge is still being processed
  // A refused card leaves the bill open at the provider, which could retry it later: close it.
  await services.payments.cancelBill(bill.billId).catch((err: unknown) => {
    services.logger.warn({ err, attemptId: attempt.id }, 'não foi possível cancelar a cobrança recusada no provedor');
  });
  return recordAttempt(services, attempt, { status: 'rejected', gatewayBillId: bill.billId, message: bill.message || MSG.cardDeclined });
}

type AttemptChange = Partial<Pick<Attempt, 'gatewayBillId' | 'pixCode' | 'message' | 'nextCheckAt'>> & { status: AttemptStatus };

/**
 * Moves an attempt on from the status it was read in. Two settlers (a read, a webhook, the job on
 * another instance) may race: only the first change applies, the other gets the row as it is.
 */
export async function recordAttempt(services: Services, attempt: Attempt, change: AttemptChange): Promise<Attempt> {
  if (Object.entries(change).every(([field, value]) => attempt[field as keyof Attempt] === value)) return attempt;
  const [updated] = await services.db.update(paymentAttempts).set({ ...change, updatedAt: services.clock() })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, attempt.status))).returning();
  return updated ?? (await currentAttempt(services, attempt.id));
}

/** The attempt was paid: the attempt and its invoice turn paid together. */
export async function recordPaid(services: Services, attempt: Attempt, billId: string): Promise<Attempt> {
  let invoicePaid = false;
  const paid = await services.db.transaction(async (tx) => {
    // The invoice first, as a payment's start locks it before writing its attempt: the same order
    // everywhere, or the two would wait for each other.
    await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, attempt.invoiceId)).for('update');
    const [paid] = await tx.update(paymentAttempts)
      .set({ status: 'paid', gatewayBillId: billId, message: null, updatedAt: services.clock() })
      .where(and(eq(paymentAttempts.id, attempt.id), inArray(paymentAttempts.status, UNSETTLED))).returning();
    if (!paid) {
      const [row] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
      return row!;
    }
    const changed = await tx.update(invoices).set({ status: 'paid', payment: attempt.method === 'pix' ? 'pix' : 'credit_card' })
      .where(and(eq(invoices.id, attempt.invoiceId), eq(invoices.status, 'pending'))).returning({ id: invoices.id });
    // Every path here is built so this cannot happen; if the provider still holds two paid bills,
    // staff must refund one (the back office lists attempts), so it is said loudly.
    if (changed.length === 0) services.logger.error({ attemptId: attempt.id, invoiceId: attempt.invoiceId }, 'cobrança paga para fatura que não estava pendente: verificar estorno');
    invoicePaid = changed.length > 0;
    return paid;
  });
  // After the commit: 'Pagamento recebido' is queued once the payment is on record (its job id
  // makes a second report of the same payment harmless); the member does not wait for it.
  if (invoicePaid) services.background.run('aviso de pagamento recebido não entrou na fila', () => notifyPaymentReceived(services, attempt.invoiceId), { invoiceId: attempt.invoiceId });
  return paid;
}

export async function currentAttempt(services: Services, id: number): Promise<Attempt> {
  const [row] = await services.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row!;
}

/** The attempts of these invoices that the provider may still change. */
export async function unsettledAttempts(services: Services, invoiceIds: number[]): Promise<Attempt[]> {
  if (invoiceIds.length === 0) return [];
  return services.db.select().from(paymentAttempts)
    .where(and(inArray(paymentAttempts.invoiceId, invoiceIds), inArray(paymentAttempts.status, UNSETTLED)));
}
