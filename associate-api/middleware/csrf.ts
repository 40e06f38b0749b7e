// POST/PUT/DELETE must carry the token GET /csrftoken gave for the same sid/presession cookie.
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import { csrfTokenFor } from '../services/csrf-tokens.ts';
import { safeEqual } from '../services/secrets.ts';
import { PRESESSION_COOKIE, SESSION_COOKIE } from './cookies.ts';
import { ApiError } from './errors.ts';
import { STAFF_PENDING_COOKIE, STAFF_SESSION_COOKIE } from './staff.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const requireCsrf = createMiddleware<AppEnv>(async (c, next) => {
  if (!UNSAFE.has(c.req.method)) return next();
  const given = c.req.header('x-csrf-token') ?? '';
  const apiKey = c.get('services').config.apiKey;
  const bindings = [
    [SESSION_COOKIE, getCookie(c, SESSION_COOKIE)],
    [PRESESSION_COOKIE, getCookie(c, PRESESSION_COOKIE)],
    [STAFF_SESSION_COOKIE, getCookie(c, STAFF_SESSION_COOKIE)],
    [STAFF_PENDING_COOKIE, getCookie(c, STAFF_PENDING_COOKIE)],
  ] as const;
  const matches = bindings.some(([name, value]) => value && safeEqual(given, csrfTokenFor(apiKey, `${name}:${value}`)));
  if (!given || !matches) throw new ApiError(403, MSG.badCsrf);
  await next();
});
