// GET/POST/PUT /credit/card. Adding takes only the gateway_token the browser got from the
// provider's public endpoint (card number and CVV never come here, DESIGN §7.5); brand and last
// four digits are the provider's word. PUT deletes: at the provider first, then here.
// Extensions (issue #20): GET adds `subscriptionMethod` (the subscription's payment method, null
// without one), so the add-card dialog knows whether to ask; POST takes `for_subscription: true`
// to have a subscription paid by bank slip paid with the new card from now on.
import { Hono } from 'hono';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppEnv, Services } from '../../app-env.ts';
import { cards, subscriptions } from '../../db/schema.ts';
import { MSG } from '../../messages.ts';
import { ApiError } from '../../middleware/errors.ts';
import { memberRequestBudget } from '../../services/payments/request-budget.ts';
import { requireSession } from '../../middleware/session.ts';
import { providerCustomer } from '../../services/payments/customer.ts';
import { atProvider } from '../../services/payments/provider-errors.ts';
import { objectBody } from '../validation.ts';
import { bodyId } from './ids.ts';

export const creditCards = new Hono<AppEnv>();

creditCards.get('/credit/card', requireSession, async (c) => {
  const { db } = c.get('services');
  const associateId = c.get('associateId');
  const [rows, [subscription]] = await Promise.all([
    db.select().from(cards).where(eq(cards.associateId, associateId))
      // The card in use first, then the most recent.
      .orderBy(sql`${cards.status} = 'active' desc`, desc(cards.createdAt), desc(cards.id)),
    db.select({ method: subscriptions.method }).from(subscriptions).where(eq(subscriptions.associateId, associateId)),
  ]);
  return c.json({
    data: rows.map((card) => ({ id: card.id, brand: card.brand, finalNumber: card.finalNumber, name: card.holderName, status: card.status })),
    subscriptionMethod: subscription?.method ?? null,
  });
});

creditCards.post('/credit/card', requireSession, memberRequestBudget, async (c) => {
  const body = objectBody(c.get('body'));
  const token = body.gateway_token;
  if (typeof token !== 'string' || !/^[\w-]{1,200}$/.test(token)) throw new ApiError(400, MSG.gatewayTokenMissing);
  if (body.for_subscription !== undefined && typeof body.for_subscription !== 'boolean') throw new ApiError(400, MSG.forSubscriptionInvalid);
  const services = c.get('services');
  const associateId = c.get('associateId');
  const customerId = await providerCustomer(services.db, services.payments, associateId, MSG.providerFailedCard);
  const profile = await atProvider(MSG.providerFailedCard, () => services.payments.createCardProfile(customerId, token));
  await services.db.transaction(async (tx) => {
    // The provider makes the new card the active one; the earlier ones stay as history.
    await tx.update(cards).set({ status: 'inactive' }).where(and(eq(cards.associateId, associateId), eq(cards.status, 'active')));
    await tx.insert(cards).values({
      associateId, brand: profile.brand, finalNumber: profile.lastFour, holderName: profile.holderName,
      status: 'active', gatewayToken: token, gatewayProfileId: profile.id, createdAt: services.clock(),
    });
  });
  if (body.for_subscription !== true) return c.json({ msg: MSG.cardAdded });
  return c.json({ msg: await paySubscriptionWith(services, associateId, profile.id) });
});

/**
 * A subscription paid by bank slip is paid with the new card from now on (one paid by card already
 * follows the active card). The card is added whatever happens here: a provider that refuses the
 * change leaves the subscription as it was, and the member is told so.
 */
async function paySubscriptionWith(services: Services, associateId: number, profileId: string): Promise<string> {
  const [row] = await services.db.select().from(subscriptions).where(eq(subscriptions.associateId, associateId));
  if (!row || row.method === 'credit_card') return MSG.cardAdded;
  try {
    if (row.gatewaySubscriptionId !== '0') await services.payments.changeSubscriptionMethod(row.gatewaySubscriptionId, 'credit_card', profileId);
  } catch (err) {
    services.logger.warn({ err, subscriptionId: row.id }, 'assinatura não passou para o cartão novo no provedor');
    return MSG.cardAddedSignatureKept;
  }
  await services.db.update(subscriptions).set({ method: 'credit_card', updatedAt: services.clock() }).where(eq(subscriptions.id, row.id));
  return MSG.cardAddedForSignature;
}

creditCards.put('/credit/card', requireSession, memberRequestBudget, async (c) => {
  const id = bodyId(objectBody(c.get('body')).id, MSG.cardNotFound);
  const services = c.get('services');
  const [card] = await services.db.select().from(cards).where(and(eq(cards.id, id), eq(cards.associateId, c.get('associateId'))));
  if (!card) throw new ApiError(404, MSG.cardNotFound);
  if (card.status === 'deleted') throw new ApiError(409, MSG.cardAlreadyDeleted);
  if (card.gatewayProfileId) {
    const profileId = card.gatewayProfileId;
    await atProvider(MSG.providerFailedDelete, () => services.payments.deleteCardProfile(profileId));
  }
  await services.db.update(cards).set({ status: 'deleted' }).where(eq(cards.id, card.id));
  return c.json({ msg: MSG.cardDeleted });
});
