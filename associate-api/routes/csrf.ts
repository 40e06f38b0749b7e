// GET /csrftoken: the token for the caller's session, or for a pre-session cookie created here
// so the sign-in forms (before any session exists) are protected too.
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env.ts';
import { COOKIE_OPTIONS, PRESESSION_COOKIE, SESSION_COOKIE } from '../middleware/cookies.ts';
import { csrfTokenFor } from '../services/csrf-tokens.ts';
import { newSecret } from '../services/secrets.ts';
import { STAFF_PENDING_COOKIE, STAFF_SESSION_COOKIE } from '../middleware/staff.ts';

export const csrf = new Hono<AppEnv>();

csrf.get('/csrftoken', (c) => {
  const apiKey = c.get('services').config.apiKey;
  const sid = getCookie(c, SESSION_COOKIE);
  if (sid) return c.json({ csrfToken: csrfTokenFor(apiKey, `${SESSION_COOKIE}:${sid}`) });
  // The staff back office's cookies (DESIGN §10) bind tokens the same way.
  for (const name of [STAFF_SESSION_COOKIE, STAFF_PENDING_COOKIE]) {
    const value = getCookie(c, name);
    if (value) return c.json({ csrfToken: csrfTokenFor(apiKey, `${name}:${value}`) });
  }
  let presession = getCookie(c, PRESESSION_COOKIE);
  if (!presession) {
    presession = newSecret();
    setCookie(c, PRESESSION_COOKIE, presession, COOKIE_OPTIONS);
  }
  return c.json({ csrfToken: csrfTokenFor(apiKey, `${PRESESSION_COOKIE}:${presession}`) });
});
