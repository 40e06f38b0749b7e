// One log line per request: method, path (ids only, never CPFs: no route carries one), status, ms.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  c.get('services').logger.info({
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  }, 'requisição');
});
