// The member's address, for per-IP limits. The portal forwards it in x-forwarded-for; that
// header is believed only because this runs after the API key check (anyone else could forge it).
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';

export const clientIp = createMiddleware<AppEnv>(async (c, next) => {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  c.set('clientIp', forwarded || socketAddress(c));
  await next();
});

function socketAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'desconhecido';
  } catch {
    // app.request() in tests has no socket.
    return 'desconhecido';
  }
}
