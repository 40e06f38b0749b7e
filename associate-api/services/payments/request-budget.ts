// How long a member's request may wait for the payment provider. The portal waits 10 s for any
// answer of ours (src/lib/api/client.ts) and then shows the outage page; a payment makes up to
// four provider calls in a row (customer, the open PIX read and cancelled, the charge), each with
// PAYMENT_TIMEOUT_SECONDS and GETs retried. So the calls of one request share one deadline, short
// enough that the member gets our own answer ('Não pague de novo…' for a lost one) in time.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Services } from '../../app-env.ts';

/** Paying, adding or deleting a card, changing the subscription's method. */
export const MEMBER_REQUEST_BUDGET_MS = 8_000;

/**
 * Reading invoices settles their open attempts on the way (invoice-sync.ts). A slow provider must
 * not keep the list from the member: what it does not answer in time shows as last recorded, and
 * the settling job and the webhooks catch up.
 */
export const READ_BUDGET_MS = 2_000;

/** The services with a provider whose calls together end within `budgetMs` from now. */
export const withinBudget = (services: Services, budgetMs: number): Services => ({ ...services, payments: services.paymentsWithin(budgetMs) });

/** For the finance routes: every provider call of the request shares MEMBER_REQUEST_BUDGET_MS. */
export const memberRequestBudget: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('services', withinBudget(c.get('services'), MEMBER_REQUEST_BUDGET_MS));
  await next();
};
