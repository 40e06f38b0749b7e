// GET/PUT /signature: the member's subscription. PUT takes the whole object (spec §3) but only the
// payment method is the member's to change; the provider learns it first, then we record it.
// GET adds (extension) `overdue`: the count and total of the subscription's overdue invoices, so
// its situation can agree with them.
import { Hono } from 'hono';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppEnv } from '../../app-env.ts';
import { cards, subscriptions } from '../../db/schema.ts';
import { MSG } from '../../messages.ts';
import { ApiError } from '../../middleware/errors.ts';
import { memberRequestBudget } from '../../services/payments/request-budget.ts';
import { requireSession } from '../../middleware/session.ts';
import { invoiceToday, overdueOf } from '../../services/payments/overdue.ts';
import { atProvider } from '../../services/payments/provider-errors.ts';
import { objectBody } from '../validation.ts';

export const signature = new Hono<AppEnv>();

const METHODS = ['credit_card', 'bank_slip'] as const;
type Method = (typeof METHODS)[number];

signature.get('/signature', requireSession, async (c) => {
  const [row] = await c.get('services').db.select().from(subscriptions).where(eq(subscriptions.associateId, c.get('associateId')));
  // No subscription is a normal state (the portal shows the spec's empty state), not an error.
  if (!row) return c.json({ data: null });
  const services = c.get('services');
  const overdue = await overdueOf(services.db, row.associateId, invoiceToday(services.clock), row.id);
  return c.json({
    data: {
      statusPaid: row.statusPaid,
      dayCharge: row.dayCharge,
      price: row.priceCents,
      method: row.method,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      frequency: row.frequencyMonths,
      idIuguSignature: row.gatewaySubscriptionId,
      overdue,
    },
  });
});

signature.put('/signature', requireSession, memberRequestBudget, async (c) => {
  const method = objectBody(c.get('body')).method;
  if (!METHODS.includes(method as Method)) throw new ApiError(400, MSG.signatureMethodInvalid);
  const services = c.get('services');
  const associateId = c.get('associateId');
  const [row] = await services.db.select().from(subscriptions).where(eq(subscriptions.associateId, associateId));
  if (!row) throw new ApiError(404, MSG.signatureMissing);
  let profileId: string | null = null;
  if (method === 'credit_card') {
    const [card] = await services.db.select({ profileId: cards.gatewayProfileId }).from(cards)
      .where(and(eq(cards.associateId, associateId), eq(cards.status, 'active'), isNotNull(cards.gatewayProfileId)));
    if (!card) throw new ApiError(422, MSG.signatureNeedsCard);
    profileId = card.profileId;
  }
  if (row.gatewaySubscriptionId !== '0') {
    await atProvider(MSG.providerFailedSignature, () => services.payments.changeSubscriptionMethod(row.gatewaySubscriptionId, method as Method, profileId));
  }
  await services.db.update(subscriptions).set({ method: method as Method, updatedAt: services.clock() }).where(eq(subscriptions.id, row.id));
  return c.json({ msg: MSG.signatureUpdated });
});
