// One log line per request: method, route pattern (never the path: it may carry a card's
// verification code or a member's ids), status, ms.
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '../app-env.ts';

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  c.get('services').logger.info({
    method: c.req.method,
    // The last route matched: the handler's pattern ('/card/verify/:code'), '*' when none was.
    route: routePath(c, -1),
    status: c.res.status,
    ms: Math.round(performance.now() - started),
    // A representative's request: who acted, in whose name (ids, never names or CPFs).
    ...(c.get('actor') ? { actedBy: c.get('actor')!.id, onBehalfOf: c.get('associateId') } : {}),
  }, 'requisição');
});
