// Private routes: the sid cookie is the only source of the member's identity; ids in paths or
// bodies are never trusted for that.
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { ApiError } from './errors.ts';

export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const sid = getCookie(c, SESSION_COOKIE);
  const associateId = sid ? await c.get('services').sessions.resume(sid) : null;
  if (associateId === null) throw new ApiError(401, MSG.sessionExpired);
  c.set('associateId', associateId);
  await next();
});
