// A request refused before its body was read (413 too large, 403 bad key) leaves that body in the
// socket. On a kept-alive connection the next request — from the portal's shared pool, so another
// member's page — would be parsed out of those leftover bytes and fail. Such answers close the
// connection instead; the body is never read (a 50 MB upload must not be drained into memory).
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';

const hasBody = (headers: Headers) =>
  headers.has('transfer-encoding') || Number(headers.get('content-length') ?? 0) > 0;

export const closeAfterUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (hasBody(c.req.raw.headers) && !c.req.raw.bodyUsed) c.res.headers.set('connection', 'close');
});
