// Staff sign-in (DESIGN §10): e-mail and password open a pending session (cookie gestao_entrada,
// 5 minutes) that only a TOTP code (±1 step, never twice) or a one-time recovery code turns into
// a session (cookie gestao_sessao). Attempts are counted before they are evaluated, per e-mail
// and per network, with the members' rules and growing pauses (services/rate-limits.ts).
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.ts';
import { COOKIE_OPTIONS } from '../../middleware/cookies.ts';
import { ApiError } from '../../middleware/errors.ts';
import { STAFF_PENDING_COOKIE, STAFF_SESSION_COOKIE } from '../../middleware/staff.ts';
import { MSG } from '../../messages.ts';
import { recordAudit } from '../../services/audit.ts';
import { burnVerifyTime, verifyPassword } from '../../services/passwords.ts';
import { rateLimitNetwork } from '../../services/ip-networks.ts';
import type { LimitedKey } from '../../services/rate-limits.ts';
import { consumeTotpStep, findStaffByEmail } from '../../services/staff/accounts.ts';
import { looksLikeRecoveryCode, spendRecoveryCode } from '../../services/staff/recovery-codes.ts';
import { totpStepOf } from '../../services/staff/totp.ts';
import { objectBody, stringField } from '../validation.ts';
import { STAFF_MSG } from './messages.ts';

export const staffSignIn = new Hono<AppEnv>();

const STAFF_COOKIE_OPTIONS = { ...COOKIE_OPTIONS, sameSite: 'Strict' } as const;

function keys(c: Context<AppEnv>, subject: string): LimitedKey[] {
  const { rateLimits } = c.get('services').config;
  return [
    { key: `staff:${subject}`, rule: rateLimits.perCpf },
    { key: `staff:ip:${rateLimitNetwork(c.get('clientIp'))}`, rule: rateLimits.perIp },
  ];
}

async function refuseOverLimit(c: Context<AppEnv>, limited: LimitedKey[]): Promise<void> {
  const { limiter } = c.get('services');
  if (await limiter.attempt(limited)) return;
  const seconds = await limiter.secondsToWait(limited);
  throw new ApiError(429, seconds > 0 ? MSG.pausedFor(seconds) : MSG.tooManyAttempts, seconds > 0 ? seconds : undefined);
}

staffSignIn.post('/staff/login', async (c) => {
  const services = c.get('services');
  const body = objectBody(c.get('body'));
  const email = stringField(body.email, STAFF_MSG.emailRequired).trim().toLowerCase();
  const password = stringField(body.password, STAFF_MSG.passwordRequired);
  if (!email || email.length > 254) throw new ApiError(400, STAFF_MSG.emailRequired);
  if (!password || password.length > 128) throw new ApiError(400, STAFF_MSG.passwordRequired);
  await refuseOverLimit(c, keys(c, `email:${email}`));
  const staff = await findStaffByEmail(services.db, email);
  if (!staff || staff.disabled || staff.passwordHash === null) {
    await burnVerifyTime(password);
    throw new ApiError(401, STAFF_MSG.wrongCredentials);
  }
  if (!(await verifyPassword(staff.passwordHash, password))) throw new ApiError(401, STAFF_MSG.wrongCredentials);
  const pending = await services.staffSessions.open(staff.id);
  setCookie(c, STAFF_PENDING_COOKIE, pending, { ...STAFF_COOKIE_OPTIONS, maxAge: 300 });
  return c.json({ msg: STAFF_MSG.codeRequired, next: 'code' });
});

staffSignIn.post('/staff/login/code', async (c) => {
  const services = c.get('services');
  const pendingId = getCookie(c, STAFF_PENDING_COOKIE);
  const pending = pendingId ? await services.staffSessions.pending(pendingId) : null;
  if (!pendingId || !pending) throw new ApiError(401, STAFF_MSG.secondFactorExpired);
  const code = stringField(objectBody(c.get('body')).code, STAFF_MSG.codeRequired).trim();
  if (!code || code.length > 32) throw new ApiError(400, STAFF_MSG.codeRequired);
  await refuseOverLimit(c, keys(c, `code:${pending.id}`));
  const now = services.clock();
  const step = totpStepOf(pending.totpSecret, code.replace(/\s/g, ''), now);
  const passed = step !== null
    ? await consumeTotpStep(services.db, pending.id, step)
    : looksLikeRecoveryCode(code) && (await spendRecoveryCode(services.db, pending.id, code, now));
  if (!passed) throw new ApiError(401, STAFF_MSG.wrongCode);
  await services.limiter.reset([`staff:code:${pending.id}`, `staff:email:${pending.email.toLowerCase()}`]);
  const sid = await services.staffSessions.verify(pendingId, pending.id, (tx) => recordAudit(tx, now,
    { id: pending.id, email: pending.email, role: pending.role, ip: c.get('clientIp') },
    { action: step !== null ? 'entrar' : 'entrar-com-codigo-de-recuperacao', entity: 'sessao' }));
  deleteCookie(c, STAFF_PENDING_COOKIE, { path: '/' });
  setCookie(c, STAFF_SESSION_COOKIE, sid, { ...STAFF_COOKIE_OPTIONS, maxAge: 12 * 3600 });
  return c.json({ msg: STAFF_MSG.signedIn, data: { name: pending.name, role: pending.role } });
});

staffSignIn.post('/staff/logout', async (c) => {
  const sid = getCookie(c, STAFF_SESSION_COOKIE);
  if (sid) await c.get('services').staffSessions.destroy(sid);
  deleteCookie(c, STAFF_SESSION_COOKIE, { path: '/' });
  return c.json({ msg: STAFF_MSG.signedOut });
});
