// Encrypted, expiring cookie values (AES-256-GCM). The login-flow cookie carries a full CPF and
// must not be readable or forgeable by the browser; the key is derived from the shared API key so
// every portal instance behind a proxy can open what another one sealed, with no server state.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function deriveCookieKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'area-do-associado/portal', 'cookie-encryption-v1', 32));
}

/**
 * Seals `value` for one cookie name (`purpose`, bound as associated data so a sealed login cookie
 * cannot be replayed as a flash cookie) until `ttlSeconds` from `now`.
 */
export function seal(key: Buffer, purpose: string, value: unknown, ttlSeconds: number, now = Date.now()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const plain = Buffer.from(JSON.stringify({ exp: now + ttlSeconds * 1000, value }));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed value, or undefined when it was tampered with, sealed for another purpose or expired. */
export function unseal(key: Buffer, purpose: string, sealed: string, now = Date.now()): unknown {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const parsed = JSON.parse(plain.toString('utf8')) as { exp?: unknown; value?: unknown };
    return typeof parsed.exp === 'number' && parsed.exp > now ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}
