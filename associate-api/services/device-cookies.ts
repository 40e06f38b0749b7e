// Device cookies (OWASP "Slow down online guessing attacks with device cookies", DESIGN §7.9):
// a successful sign-in leaves the browser a token signed for that CPF. Attempts that bring one
// are counted per device, not per CPF, so an attacker who hammers a member's CPF from anywhere
// pauses only attempts without it and never keeps the member out of their own browser.
// Stateless (an HMAC with a key derived from the API key), so every API instance verifies what
// another issued; a token reveals neither the CPF nor anything else.
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Clock } from './clock.ts';
import { safeEqual } from './secrets.ts';

export const DEVICE_COOKIE = 'device';
// Browsers cap cookies at 400 days; the member signs in far more often than that.
export const DEVICE_COOKIE_DAYS = 400;
const DAY_MS = 86_400_000;
// One browser may serve a couple or a family: it keeps a token for each of its last few members.
const TOKENS_PER_BROWSER = 4;
const SEPARATOR = '~';

export type DeviceCookies = ReturnType<typeof deviceCookies>;

export function deviceCookies(apiKey: string, clock: Clock) {
  const key = Buffer.from(hkdfSync('sha256', apiKey, 'area-do-associado/api', 'device-cookie-v1', 32));
  const mac = (cpf: string, expires: string, nonce: string) =>
    createHmac('sha256', key).update(`${cpf}|${expires}|${nonce}`).digest('base64url');
  const parts = (token: string) => token.split('.') as [string?, string?, string?];

  /**
   * The device id of the first token in the cookie that is signed for this CPF and not expired,
   * or null. The id names the device's own rate-limit counter.
   */
  function verify(cpf: string, cookie: string | undefined): string | null {
    for (const token of (cookie ?? '').split(SEPARATOR).slice(0, TOKENS_PER_BROWSER)) {
      const [expires, nonce, signature] = parts(token);
      if (!expires || !nonce || !signature) continue;
      if (parseInt(expires, 36) <= clock().getTime()) continue;
      if (safeEqual(signature, mac(cpf, expires, nonce))) return nonce;
    }
    return null;
  }

  return {
    verify,

    /** The cookie value after a successful sign-in: a fresh token for this CPF first, older ones after. */
    issue(cpf: string, cookie: string | undefined): string {
      const expires = (clock().getTime() + DEVICE_COOKIE_DAYS * DAY_MS).toString(36);
      const nonce = randomBytes(16).toString('base64url');
      const fresh = `${expires}.${nonce}.${mac(cpf, expires, nonce)}`;
      const others = (cookie ?? '').split(SEPARATOR)
        .filter((token) => /^[0-9a-z]+\.[\w-]+\.[\w-]+$/.test(token) && verify(cpf, token) === null);
      return [fresh, ...others].slice(0, TOKENS_PER_BROWSER).join(SEPARATOR);
    },
  };
}
