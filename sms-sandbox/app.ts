// The SMS sandbox: the subset of Zenvia's API v2 the associate API uses (POST
// /v2/channels/sms/messages with the token in X-API-TOKEN, { from, to, contents: [{ type: 'text',
// text }] }, errors as { code, message }), plus a test-only read of what it received under
// /_sandbox, which needs the same token. It keeps messages in memory: nothing is ever sent to a
// phone. Not for production.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';

export type ReceivedSms = { id: string; from: string; to: string; text: string; receivedAt: string };

// Zenvia's 'to' for SMS: country code and number, digits only.
const PHONE = /^\d{10,15}$/;

export function createSmsSandbox(options: { token: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const received: ReceivedSms[] = [];
  const app = new Hono();
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.use('/v2/*', async (c, next) => {
    if (c.req.header('x-api-token') !== options.token) return c.json({ code: 'UNAUTHORIZED', message: 'Invalid API token' }, 401);
    await next();
  });
  app.use('/_sandbox/*', async (c, next) => {
    if (c.req.header('x-api-token') !== options.token) return c.json({ code: 'UNAUTHORIZED', message: 'Invalid API token' }, 401);
    await next();
  });
  app.post('/v2/channels/sms/messages', async (c) => {
    const body = await c.req.json().catch(() => null) as { from?: unknown; to?: unknown; contents?: unknown } | null;
    const content = Array.isArray(body?.contents) ? body.contents[0] as { type?: unknown; text?: unknown } | undefined : undefined;
    if (typeof body?.from !== 'string' || !body.from || typeof body.to !== 'string' || !PHONE.test(body.to)
      || content?.type !== 'text' || typeof content.text !== 'string' || !content.text) {
      return c.json({ code: 'VALIDATION_ERROR', message: 'from, to and one text content are required' }, 400);
    }
    const message: ReceivedSms = { id: randomUUID(), from: body.from, to: body.to, text: content.text, receivedAt: now().toISOString() };
    received.push(message);
    return c.json({ id: message.id, from: message.from, to: message.to, direction: 'OUT', channel: 'sms', contents: [{ type: 'text', text: message.text }], timestamp: message.receivedAt });
  });
  // How many arrived, without the messages: a benchmark polls it while thousands arrive.
  app.get('/_sandbox/messages/count', (c) => c.json({ count: received.length }));
  app.get('/_sandbox/messages', (c) => {
    const to = c.req.query('to');
    return c.json({ messages: to ? received.filter((message) => message.to === to) : received });
  });
  return app;
}
