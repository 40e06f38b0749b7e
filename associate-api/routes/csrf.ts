// GET /csrftoken: the token for the caller's session, or for a pre-session cookie created here
// so the sign-in forms (before any session exists) are protected too.
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env.ts';
import { COOKIE_OPTIONS, PRESESSION_COOKIE, SESSION_COOKIE } from '../middleware/cookies.ts';
import { csrfTokenFor } from '../services/csrf-tokens.ts';
import { newSecret } from '../services/secrets.ts';

export const csrf = new Hono<AppEnv>();

csrf.get('/csrftoken', (c) => {
  const apiKey = c.get('services').config.apiKey;
  const sid = getCookie(c, SESSION_COOKIE);
  if (sid) return c.json({ csrfToken: csrfTokenFor(apiKey, `${SESSION_COOKIE}:${sid}`) });
  let presession = getCookie(c, PRESESSION_COOKIE);
  if (!presession) {
    presession = newSecret();
    setCookie(c, PRESESSION_COOKIE, presession, COOKIE_OPTIONS);
  }
  return c.json({ csrfToken: csrfTokenFor(apiKey, `${PRESESSION_COOKIE}:${presession}`) });
});
