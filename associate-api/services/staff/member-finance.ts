// Financeiro's reading of the payments (DESIGN §10, read-only): a member's invoices and payment
// attempts (the viewing audited, as every staff view of a member's data), the provider's webhook
// events, the attempts still unsettled, and the one write: 'Verificar no provedor', which reads
// the attempt's bill at the provider and records it with the settling job's own rules
// (payments/attempts.ts), in one transaction with its audit row.
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Services } from '../../app-env.ts';
import { associates, invoices, paymentAttempts, paymentEvents } from '../../db/schema.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { billOf, settleWithBill, UNSETTLED } from '../payments/attempts.ts';

const EVENTS_SHOWN = 50;
const UNSETTLED_SHOWN = 100;

const attemptColumns = {
  id: paymentAttempts.id, invoiceId: paymentAttempts.invoiceId, method: paymentAttempts.method, status: paymentAttempts.status,
  gatewayBillId: paymentAttempts.gatewayBillId, message: paymentAttempts.message, createdAt: paymentAttempts.createdAt, updatedAt: paymentAttempts.updatedAt,
};

export async function viewMemberFinance(services: Services, actor: StaffActor, id: number) {
  const now = services.clock();
  return services.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: associates.id, name: associates.name, cpf: associates.cpf }).from(associates).where(eq(associates.id, id));
    if (!member) return null;
    const bills = await tx.select({
      id: invoices.id, description: invoices.description, status: invoices.status, priceCents: invoices.priceCents,
      expiresAt: invoices.expiresAt, payment: invoices.payment,
    }).from(invoices).where(eq(invoices.associateId, id)).orderBy(desc(invoices.expiresAt), desc(invoices.id));
    const attempts = await tx.select(attemptColumns).from(paymentAttempts).where(eq(paymentAttempts.associateId, id)).orderBy(desc(paymentAttempts.createdAt));
    await recordAudit(tx, now, actor, { action: 'visualizar', entity: 'financeiro-associado', entityId: id, associateId: id });
    return { member, invoices: bills, attempts };
  });
}

/** The newest webhook events, with the member their attempt belongs to (no personal data beyond the name). */
export async function recentEvents(services: Services) {
  return services.db.select({
    id: paymentEvents.id, type: paymentEvents.type, gatewayBillId: paymentEvents.gatewayBillId, attemptId: paymentEvents.attemptId,
    outcome: paymentEvents.outcome, receivedAt: paymentEvents.receivedAt, processedAt: paymentEvents.processedAt, memberName: associates.name,
  }).from(paymentEvents)
    // An event not acted on names no attempt: its bill still tells whose it is.
    .leftJoin(paymentAttempts, or(eq(paymentAttempts.id, paymentEvents.attemptId), eq(paymentAttempts.gatewayBillId, paymentEvents.gatewayBillId)))
    .leftJoin(associates, eq(associates.id, paymentAttempts.associateId))
    .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id)).limit(EVENTS_SHOWN);
}

/** Attempts the provider may still change (a call under way, a PIX code not yet paid), oldest first. */
export async function unsettled(services: Services) {
  return services.db.select({ ...attemptColumns, memberId: associates.id, memberName: associates.name }).from(paymentAttempts)
    .innerJoin(associates, eq(associates.id, paymentAttempts.associateId))
    .where(inArray(paymentAttempts.status, UNSETTLED)).orderBy(asc(paymentAttempts.createdAt)).limit(UNSETTLED_SHOWN);
}

/** Asks the provider about one attempt; null when there is no such attempt. Throws the provider's failure. */
export async function checkAttempt(services: Services, actor: StaffActor, id: number) {
  const [attempt] = await services.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  if (!attempt) return null;
  // The provider is read outside the transaction: no lock is held while it answers.
  const bill = await billOf(services, attempt);
  return services.db.transaction(async (tx) => {
    const after = await settleWithBill({ ...services, db: tx }, attempt, bill);
    await recordAudit(tx, services.clock(), actor, {
      action: 'verificar-no-provedor', entity: 'tentativa-de-pagamento', entityId: id, associateId: attempt.associateId,
      changes: { before: { status: attempt.status }, after: { status: after.status } },
    });
    return { id, before: attempt.status, status: after.status };
  });
}

