// Account security of a signed-in member (extensions, docs/api-contract.md "Account"): changing the
// password, the open sessions and the sign-in history. The member is always the session's.
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { checkNewPassword } from '../../contract/password-rules.ts';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import { SESSION_COOKIE } from '../middleware/cookies.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { changePassword, findById } from '../services/accounts.ts';
import { sendPasswordChangedNotice } from '../services/member-mail.ts';
import { verifyPassword } from '../services/passwords.ts';
import { currentPasswordKeys } from './login-limits.ts';
import { objectBody, stringField } from './validation.ts';

export const account = new Hono<AppEnv>();

const currentSid = (c: Context<AppEnv>) => getCookie(c, SESSION_COOKIE) ?? '';

/**
 * Checks the member's current password before a sensitive change (password, e-mail), counted
 * first like every guess. 400, not 401: a typo must not look like an ended session to the portal.
 */
export async function requireCurrentPassword(c: Context<AppEnv>, given: unknown): Promise<void> {
  const services = c.get('services');
  if (typeof given !== 'string' || given === '') throw new ApiError(400, MSG.currentPasswordRequired);
  const keys = currentPasswordKeys(services.config.rateLimits, c.get('associateId'));
  if (!(await services.limiter.attempt(keys))) throw new ApiError(429, MSG.tooManyAttempts);
  const member = await findById(services.db, c.get('associateId'));
  if (!member?.passwordHash || !(await verifyPassword(member.passwordHash, given))) {
    throw new ApiError(400, MSG.currentPasswordWrong);
  }
  await services.limiter.reset(keys.map((k) => k.key));
}

account.post('/user/password', requireSession, async (c) => {
  const services = c.get('services');
  const body = objectBody(c.get('body'));
  const password = stringField(body.password, MSG.passwordInvalid);
  const errors = checkNewPassword(password, stringField(body.confirmPassword, MSG.passwordsDiffer));
  const ruleError = errors.password ?? errors.confirmation;
  if (ruleError) throw new ApiError(400, ruleError);
  await requireCurrentPassword(c, body.currentPassword);
  const associateId = c.get('associateId');
  await changePassword(services, { kind: 'signed-in', associateId, password, keepSession: currentSid(c) });
  const member = await findById(services.db, associateId);
  if (member?.email) {
    services.background.run('falha ao enviar o aviso de senha alterada', () => sendPasswordChangedNotice(services, member));
  }
  return c.json({ msg: MSG.passwordChanged });
});

/** The member's open sessions as the contract shows them, the current one marked. */
export async function openSessions(c: Context<AppEnv>) {
  const list = await c.get('services').sessions.list(c.get('associateId'), currentSid(c));
  return list.map((s) => ({ ...s, lastSeenAt: s.lastSeenAt.toISOString() }));
}

account.get('/user/sessions', requireSession, async (c) => c.json({ data: await openSessions(c) }));

account.delete('/user/sessions/:id', requireSession, async (c) => {
  const ended = await c.get('services').sessions.destroyByPublicId(c.get('associateId'), c.req.param('id'));
  if (!ended) throw new ApiError(404, MSG.sessionNotFound);
  return c.json({ msg: MSG.sessionEnded });
});

/** 'Encerrar todas as outras': every session of the member but the one asking. */
account.delete('/user/sessions', requireSession, async (c) => {
  await c.get('services').sessions.destroyAllOf(c.get('associateId'), undefined, currentSid(c));
  return c.json({ msg: MSG.otherSessionsEnded });
});

account.get('/user/signins', requireSession, async (c) => {
  const raw = c.req.query('limit') ?? '20';
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1 || limit > 100) throw new ApiError(400, MSG.badSignInLimit);
  const entries = await c.get('services').signIns.list(c.get('associateId'), limit);
  return c.json({ data: entries.map((e) => ({ at: e.at.toISOString(), device: e.device, ip: e.ip, actedBy: e.actedBy })) });
});
