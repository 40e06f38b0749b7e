// Paying an invoice charges the member once, whatever the method and however often it is asked
// (DESIGN §7.6):
// 1. the portal's Idempotency-Key is claimed in the database (unique per member): a repeat of a
//    finished request gets the stored answer, a repeat of a running one is told it is running;
// 2. a short transaction checks the invoice (its row locked only for that moment) and writes a
//    'pending' attempt; a member has at most one pending attempt (a unique index, so across API
//    instances too): a second payment while one is in flight is refused;
// 3. the provider is called outside any transaction, so a slow provider holds no database
//    connection; before a card is charged an open PIX bill is closed (open-pix.ts);
// 4. the answer is recorded in another short transaction; an answer lost to a timeout leaves the
//    attempt pending, settled later by asking the provider for its code (attempts.ts), never by
//    charging again.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Services } from '../../app-env.ts';
import { cards, idempotencyKeys, invoices, paymentAttempts } from '../../db/schema.ts';
import { MSG } from '../../messages.ts';
import { ApiError } from '../../middleware/errors.ts';
import { applyBill, recordAttempt, recordPaid, settleAttempt, type Attempt } from './attempts.ts';
import { providerCustomer } from './customer.ts';
import { closeOpenPix } from './open-pix.ts';
import { PaymentProviderError } from './provider.ts';
import { WAITING_SLOWDOWN } from './settle-job.ts';
import { providerFailure } from './provider-errors.ts';
import { MEMBER_REQUEST_BUDGET_MS } from './request-budget.ts';

/** `actedBy`: the representative paying in the member's name (issue 23 §4), recorded on the attempt. */
export type PaymentRequest = { associateId: number; invoiceId: number; method: 'pix' | number; key: string; actedBy?: number };
export type PaymentAnswer = { status: 200; body: { msg: string; data: { status: string; pix: { code: string } | null } } };

export async function payInvoice(services: Services, request: PaymentRequest): Promise<PaymentAnswer> {
  const key = `${request.associateId}:${request.key}`;
  const requestHash = createHash('sha256').update(JSON.stringify([request.invoiceId, request.method])).digest('hex');
  const claimed = await services.db.insert(idempotencyKeys)
    .values({ key, associateId: request.associateId, requestHash })
    .onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) return replay(services, key, requestHash);
  try {
    const answer = await pay(services, request);
    await services.db.update(idempotencyKeys).set({ responseStatus: answer.status, responseBody: answer.body }).where(eq(idempotencyKeys.key, key));
    return answer;
  } catch (error) {
    await services.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    throw error;
  }
}

type Started = { attempt: Attempt; openPix: Attempt | null; profileId: string | null } | { shownPix: Attempt };

async function pay(services: Services, request: PaymentRequest): Promise<PaymentAnswer> {
  const started = await startAttempt(services, request);
  if ('shownPix' in started) return showOpenPix(services, request, started.shownPix);
  const { attempt, openPix, profileId } = started;
  let sent = false;
  try {
    const customerId = await providerCustomer(services.db, services.payments, request.associateId, MSG.providerFailedPay);
    if (openPix) await closeOpenPix(services, openPix, attempt);
    const [invoice] = await services.db.select().from(invoices).where(eq(invoices.id, attempt.invoiceId));
    const charge = { customerId, amountCents: invoice!.priceCents, description: invoice!.description, invoiceId: invoice!.id, code: attempt.code };
    sent = true;
    if (!profileId) {
      const pix = await services.payments.chargePix(charge);
      // The member needs a few minutes in the bank app; the provider's webhook is the first news.
      const firstCheck = new Date(services.clock().getTime() + WAITING_SLOWDOWN * services.config.payment.settleIntervalMs);
      await recordAttempt(services, attempt, { status: 'waiting', gatewayBillId: pix.billId, pixCode: pix.code, nextCheckAt: firstCheck });
      return pixAnswer(pix.code);
    }
    const result = await services.payments.chargeCard({ ...charge, profileId });
    if (result.paid) return answerFor(await recordPaid(services, attempt, result.billId));
    return answerFor(await applyBill(services, attempt, { billId: result.billId, code: attempt.code, status: 'pending', rejected: true, message: result.message, pix: null }));
  } catch (error) {
    if (!sent || nothingReachedProvider(error)) {
      // Nothing was charged: the attempt ends, and the member may try again at once.
      await recordAttempt(services, attempt, { status: 'failed', message: error instanceof ApiError ? error.message : MSG.paymentNotCharged });
      throw providerFailure(error, MSG.providerFailedPay);
    }
    return answerFor(await settleNow(services, attempt, error));
  }
}

/** Checks the invoice and the card and writes the pending attempt, holding the invoice row only meanwhile. */
async function startAttempt(services: Services, request: PaymentRequest): Promise<Started> {
  return services.db.transaction(async (tx): Promise<Started> => {
    const [invoice] = await tx.select().from(invoices)
      .where(and(eq(invoices.id, request.invoiceId), eq(invoices.associateId, request.associateId)))
      .for('update');
    if (!invoice) throw new ApiError(404, MSG.invoiceNotFound);
    if (invoice.status === 'paid') throw new ApiError(409, MSG.invoiceAlreadyPaid);
    if (invoice.status === 'canceled') throw new ApiError(409, MSG.invoiceCanceled);
    const [openPix] = await tx.select().from(paymentAttempts)
      .where(and(eq(paymentAttempts.invoiceId, invoice.id), eq(paymentAttempts.status, 'waiting')));
    // An open PIX charge for this invoice is shown again rather than doubled.
    if (request.method === 'pix' && openPix) return { shownPix: openPix };
    let profileId: string | null = null;
    if (request.method !== 'pix') {
      const [card] = await tx.select().from(cards).where(and(eq(cards.id, request.method), eq(cards.associateId, request.associateId)));
      if (!card) throw new ApiError(404, MSG.cardNotFound);
      if (card.status !== 'active' || !card.gatewayProfileId) throw new ApiError(409, MSG.cardNotActive);
      profileId = card.gatewayProfileId;
    }
    const [attempt] = await tx.insert(paymentAttempts).values({
      associateId: request.associateId, invoiceId: invoice.id,
      method: request.method === 'pix' ? 'pix' : 'credit_card', cardId: request.method === 'pix' ? null : request.method,
      // Our key for the bill at the provider, which refuses a second bill with it: an attempt
      // whose answer was lost is found by it, and can never be charged twice.
      code: `fatura-${invoice.id}-${randomUUID()}`,
      status: 'pending', createdAt: services.clock(), updatedAt: services.clock(), nextCheckAt: services.clock(),
      actedBy: request.actedBy ?? null,
    }).onConflictDoNothing().returning();
    // The only conflict possible is the member's other pending attempt (one in flight per member).
    if (!attempt) throw new ApiError(409, MSG.paymentInFlight);
    return { attempt, openPix: openPix ?? null, profileId };
  });
}

/** The open PIX code again, once the provider confirms it can still be paid. */
async function showOpenPix(services: Services, request: PaymentRequest, open: Attempt): Promise<PaymentAnswer> {
  let settled: Attempt;
  try {
    settled = await settleAttempt(services, open);
  } catch (error) {
    throw providerFailure(error, MSG.providerFailedPay);
  }
  if (settled.status === 'waiting' && settled.pixCode) return pixAnswer(settled.pixCode);
  if (settled.status === 'paid') throw new ApiError(409, MSG.invoiceAlreadyPaid);
  // Cancelled at the provider meanwhile: a new code is made.
  return pay(services, request);
}

/** A charge was sent and its answer lost: ask the provider once now; the job asks again later. */
async function settleNow(services: Services, attempt: Attempt, cause: unknown): Promise<Attempt> {
  services.logger.warn({ err: cause, attemptId: attempt.id }, 'resposta do provedor perdida: tentativa fica pendente até a confirmação');
  try {
    return await settleAttempt(services, attempt);
  } catch {
    return attempt;
  }
}

/** The request never reached the provider (connection refused, no key), or the provider refused it: no bill exists. */
function nothingReachedProvider(error: unknown): boolean {
  return error instanceof PaymentProviderError && (error.kind === 'unreachable' || error.kind === 'refused');
}

function answerFor(attempt: Attempt): PaymentAnswer {
  if (attempt.status === 'paid') return { status: 200, body: { msg: MSG.invoicePaid, data: { status: 'paid', pix: null } } };
  if (attempt.status === 'waiting' && attempt.pixCode) return pixAnswer(attempt.pixCode);
  if (attempt.status === 'rejected') throw new ApiError(422, attempt.message || MSG.cardDeclined);
  if (attempt.status === 'failed') throw new ApiError(503, attempt.message || MSG.paymentNotCharged);
  throw new ApiError(502, MSG.paymentUnconfirmed);
}

function pixAnswer(code: string): PaymentAnswer {
  return { status: 200, body: { msg: MSG.pixCreated, data: { status: 'pending', pix: { code } } } };
}

// A double click without scripts sends the form twice, and the browser shows the second answer:
// the repeat waits (holding no connection between looks) for the first to finish and answers the
// same, so the member sees the payment's outcome rather than 'em andamento'. The first ends within
// its budget; the repeat waits no longer than that, inside the portal's own 10 s.
const REPLAY_LOOK_MS = 250;

async function replay(services: Services, key: string, requestHash: string): Promise<PaymentAnswer> {
  const deadline = Date.now() + MEMBER_REQUEST_BUDGET_MS;
  for (;;) {
    const [row] = await services.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    // Gone: the first request failed and freed the key; its answer was the member's to see.
    if (!row) throw new ApiError(409, MSG.paymentInProgress);
    if (row.requestHash !== requestHash) throw new ApiError(422, MSG.paymentKeyReused);
    if (row.responseStatus !== null) return { status: 200, body: row.responseBody as PaymentAnswer['body'] };
    if (Date.now() > deadline) throw new ApiError(409, MSG.paymentInProgress);
    await new Promise((resolve) => setTimeout(resolve, REPLAY_LOOK_MS));
  }
}
