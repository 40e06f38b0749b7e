// The second factor (RFC 6238, 30-second steps, 6 digits) through otpauth. A code is accepted one
// step either side of now (phones' clocks drift) and never twice: the step it was accepted for
// is recorded, and only a later step is accepted afterwards (staff-accounts.ts consumeTotpStep).
import { Secret, TOTP } from 'otpauth';

// The name staff see in their authenticator app next to their e-mail.
const ISSUER = 'Gestão da Área do Associado';

const PERIOD_SECONDS = 30;

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** The step a 6-digit code belongs to (now ±1), or null when it is not a current code. */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** What the authenticator app scans: otpauth://totp/…?secret=… */
export const otpauthUrl = (secret: string, email: string) => totpFor(secret, email).toString();
