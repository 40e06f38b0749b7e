// Random secrets handed to members (session ids, recovery tokens) and the hashes we keep of
// them: the database never holds a value that could be replayed.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits, URL-safe (recovery links and cookies carry it verbatim). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
