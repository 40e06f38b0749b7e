// The provider's webhooks (Vindi: POST { event: { type, created_at, data } }, redelivered up to ten
// times over two days until it gets a 2xx, in any order). A webhook is a hint, never the truth: the
// bill it names is read again from the provider's API and the attempt settled from that, so a
// forged, stale or out-of-order event changes nothing the provider does not confirm. Each event is
// kept once (event_key) with what it led to, for the back office.
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Services } from '../../app-env.ts';
import { paymentAttempts, paymentEvents } from '../../db/schema.ts';
import { sha256 } from '../secrets.ts';
import { applyBill } from './attempts.ts';
import { PaymentProviderError } from './provider.ts';

export type ProviderEvent = { key: string; type: string; billId: string | null; createdAt: string | null };

/** The events that can change an attempt; others (test, subscription_created, …) are kept and ignored. */
const ABOUT_BILLS = new Set(['bill_paid', 'bill_canceled', 'charge_rejected']);

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Json : {});
const idOf = (value: unknown): string | null => (typeof value === 'number' || (typeof value === 'string' && /^\d{1,18}$/.test(value)) ? String(value) : null);

export function parseEvent(body: unknown): ProviderEvent | null {
  const event = object(object(body).event);
  if (typeof event.type !== 'string' || !/^[a-z_]{1,60}$/.test(event.type)) return null;
  const data = object(event.data);
  const charge = object(data.charge);
  const billId = idOf(object(data.bill).id) ?? idOf(object(charge.bill).id);
  const createdAt = typeof event.created_at === 'string' ? event.created_at.slice(0, 40) : null;
  // Vindi's events carry no id of their own; a redelivery repeats the same body, so its type, the
  // bill and charge it is about and its time name it.
  const key = idOf(event.id) ?? sha256(JSON.stringify([event.type, billId, idOf(charge.id), createdAt]));
  return { key, type: event.type, billId, createdAt };
}

/** Records the event (once) and acts on it; answers what it led to. Throws when the provider cannot be read, so the provider sends it again. */
export async function receiveEvent(services: Services, event: ProviderEvent): Promise<string> {
  await services.db.insert(paymentEvents)
    .values({ eventKey: event.key, type: event.type, gatewayBillId: event.billId, providerCreatedAt: event.createdAt, receivedAt: services.clock() })
    .onConflictDoNothing();
  const [row] = await services.db.select().from(paymentEvents).where(eq(paymentEvents.eventKey, event.key));
  if (row!.processedAt) return row!.outcome ?? 'duplicate';
  const { outcome, attemptId } = await actOn(services, event);
  await services.db.update(paymentEvents).set({ outcome, attemptId, processedAt: services.clock() })
    .where(and(eq(paymentEvents.id, row!.id), isNull(paymentEvents.processedAt)));
  return outcome;
}

async function actOn(services: Services, event: ProviderEvent): Promise<{ outcome: string; attemptId: number | null }> {
  if (!ABOUT_BILLS.has(event.type) || !event.billId) return { outcome: 'ignored', attemptId: null };
  let bill;
  try {
    bill = await services.payments.bill(event.billId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.status === 404) return { outcome: 'unknown_bill', attemptId: null };
    throw error;
  }
  const [attempt] = await services.db.select().from(paymentAttempts)
    .where(or(eq(paymentAttempts.gatewayBillId, bill.billId), bill.code ? eq(paymentAttempts.code, bill.code) : undefined));
  if (!attempt) return { outcome: 'unknown_bill', attemptId: null };
  const settled = await applyBill(services, attempt, bill);
  return { outcome: settled.status, attemptId: settled.id };
}
