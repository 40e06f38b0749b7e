// POST /webhooks/payments: the payment provider's events. The provider does not hold the portal's
// API key, so this route is mounted before the key check (app.ts) and protected instead by the
// credentials in the URL configured at the provider (https://vindi:SECRET@…/webhooks/payments,
// sent as HTTP Basic; Vindi's documented way). Only this path needs to be reachable from the
// provider: the proxy forwards it to the API and nothing else (README). Without
// PAYMENT_WEBHOOK_SECRET the route does not exist.
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { safeEqual } from '../services/secrets.ts';
import { parseEvent, receiveEvent } from '../services/payments/webhooks.ts';
import { providerFailure } from '../services/payments/provider-errors.ts';

export function paymentWebhooks(bodyLimitBytes: number): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/webhooks/payments', requireWebhookCredentials, jsonBody(bodyLimitBytes), async (c) => {
    const event = parseEvent(c.get('body'));
    if (!event) throw new ApiError(400, MSG.webhookInvalid);
    try {
      return c.json({ outcome: await receiveEvent(c.get('services'), event) });
    } catch (error) {
      // Not acted on (the provider could not be read): a non-2xx makes the provider send it again.
      throw providerFailure(error, MSG.webhookInvalid);
    }
  });
  return routes;
}

const requireWebhookCredentials = createMiddleware<AppEnv>(async (c, next) => {
  const secret = c.get('services').config.payment.webhookSecret;
  if (!secret) throw new ApiError(404, MSG.webhookDisabled);
  if (!safeEqual(basicPassword(c) ?? '', secret)) {
    c.header('WWW-Authenticate', 'Basic realm="webhooks", charset="UTF-8"');
    throw new ApiError(401, MSG.webhookUnauthorized);
  }
  await next();
});

function basicPassword(c: Context<AppEnv>): string | null {
  const header = c.req.header('authorization') ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}
