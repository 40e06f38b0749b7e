// A representative who may help (issue 23 §4, docs/api-contract.md "Representatives"):
// - the member's own: list, invite, revoke (never open to a representative: representative-policy.ts);
// - the invitation link: read (changes nothing) and accept (signs the representative in);
// - the representative's: whom they may act for, and choosing (a property of the session).
import { isValidEmail } from '@brazilian-utils/brazilian-utils';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { checkExistingPassword, checkNewPassword } from '../../contract/password-rules.ts';
import { maskCpfForLog } from '../../contract/cpf.ts';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import { SESSION_COOKIE } from '../middleware/cookies.ts';
import { ApiError } from '../middleware/errors.ts';
import { SCOPES, type Scope } from '../middleware/representative-policy.ts';
import { readSession, requireSession } from '../middleware/session.ts';
import { deviceLabel } from '../services/device-label.ts';
import { truncatedAddress } from '../services/ip-networks.ts';
import { sendInvitation } from '../services/representative-mail.ts';
import {
  acceptInvitation, invite, listFor, mayActFor, peekInvitation, representedBy, revoke,
} from '../services/representatives.ts';
import { recoveryIpKey, recoveryKeys } from './login-limits.ts';
import { refuseOverLimit, signIn } from './login.ts';
import { objectBody, pathId, requireCpf, stringField } from './validation.ts';

export const representatives = new Hono<AppEnv>();

representatives.get('/representatives', requireSession, async (c) => {
  const list = await listFor(c.get('services').db, c.get('associateId'));
  return c.json({ data: list.map((r) => ({ ...r, since: r.since.toISOString(), invitedAt: r.invitedAt.toISOString() })) });
});

representatives.post('/representatives', requireSession, async (c) => {
  const services = c.get('services');
  const body = objectBody(c.get('body'));
  const name = stringField(body.name, MSG.representativeNameInvalid).trim().replace(/\s+/g, ' ');
  if (name.length < 3 || name.length > 120 || !name.includes(' ')) throw new ApiError(400, MSG.representativeNameInvalid);
  const cpf = requireCpf(body.cpf);
  const email = stringField(body.email, MSG.emailInvalid).trim();
  if (email.length > 254 || !isValidEmail(email)) throw new ApiError(400, MSG.emailInvalid);
  if (typeof body.scope !== 'string' || !SCOPES.includes(body.scope as Scope)) throw new ApiError(400, MSG.representativeScopeInvalid);
  const scope = body.scope as Scope;
  const token = await invite(services.db, services.clock, c.get('associateId'), { name, cpf, email, scope });
  const memberName = c.get('member').name;
  services.background.run('falha ao enviar o convite de representante', () =>
    sendInvitation(services, { to: email, name, memberName, scope, token }), { cpf: maskCpfForLog(cpf) });
  return c.json({ msg: MSG.representativeInvited(email) }, 201);
});

representatives.delete('/representatives/:id', requireSession, async (c) => {
  const { db, clock } = c.get('services');
  const id = pathId(c.req.param('id'), MSG.representationNotFound);
  if (!(await revoke(db, clock, c.get('associateId'), id))) throw new ApiError(404, MSG.representationNotFound);
  return c.json({ msg: MSG.representativeRevoked });
});

const tokenOf = (body: Record<string, unknown>) => (typeof body.token === 'string' && body.token.length <= 128 ? body.token : '');

/** What an invitation link is for, so the portal shows its form: mail scanners open links too. */
representatives.post('/representatives/invitation', async (c) => {
  const { db, clock, config } = c.get('services');
  await refuseOverLimit(c, recoveryKeys(config.rateLimits, c.get('clientIp')));
  const token = tokenOf(objectBody(c.get('body')));
  const invitation = token ? await peekInvitation(db, clock, token) : null;
  if (!invitation) throw new ApiError(404, MSG.invitationInvalid);
  await c.get('services').limiter.refund([recoveryIpKey(c.get('clientIp'))]);
  return c.json({ data: invitation });
});

/** The invitation's form submitted: accepted, and the representative signed in. */
representatives.post('/representatives/invitation/accept', async (c) => {
  const services = c.get('services');
  const body = objectBody(c.get('body'));
  const password = stringField(body.password, MSG.passwordInvalid);
  const token = tokenOf(body);
  // Counted before anything is evaluated; the 256-bit token is what really keeps guessers out.
  await refuseOverLimit(c, recoveryKeys(services.config.rateLimits, c.get('clientIp')));
  const invitation = token ? await peekInvitation(services.db, services.clock, token) : null;
  if (!invitation) throw new ApiError(404, MSG.invitationInvalid);
  if (invitation.account === 'new') {
    const errors = checkNewPassword(password, typeof body.confirmPassword === 'string' ? body.confirmPassword : '');
    const ruleError = errors.password ?? errors.confirmation;
    if (ruleError) throw new ApiError(400, ruleError);
  } else {
    const lengthError = checkExistingPassword(password);
    if (lengthError) throw new ApiError(400, lengthError);
  }
  const { account, memberName } = await acceptInvitation(services.db, services.clock, token, password);
  await services.limiter.refund([recoveryIpKey(c.get('clientIp'))]);
  await signIn(c, account);
  return c.json({ msg: MSG.invitationAccepted(memberName), data: { associate_id: account.id, name: account.name, representing: true } });
});

/** Whom the signed-in person may act for, and whom they act for now. */
representatives.get('/representing', async (c) => {
  const session = await readSession(c);
  const members = await representedBy(c.get('services').db, session.actorId);
  return c.json({
    data: {
      name: session.actorName,
      // A member may go back to their own account; a representative-only account has none.
      ownAccount: !session.representativeOnly,
      actingFor: session.actingFor,
      members: members.map((m) => ({ id: m.memberId, name: m.name, scope: m.scope, kind: m.kind })),
    },
  });
});

/**
 * Choosing whom to act for (member_id), or one's own account (null). Entering a member's account is
 * recorded in the member's access history as the representative's ('Carlos em nome de Maria').
 */
representatives.post('/representing', async (c) => {
  const services = c.get('services');
  const session = await readSession(c);
  const sid = getCookie(c, SESSION_COOKIE)!;
  const chosen = objectBody(c.get('body')).member_id;
  if (chosen === null) {
    if (session.representativeOnly) throw new ApiError(403, MSG.representativeMustChoose);
    await services.sessions.actFor(sid, null);
    return c.json({ msg: MSG.signedIn, data: { actingFor: null } });
  }
  if (typeof chosen !== 'number' || !Number.isSafeInteger(chosen) || !(await mayActFor(services.db, session.actorId, chosen))) {
    throw new ApiError(404, MSG.representationNotFound);
  }
  await services.sessions.actFor(sid, chosen);
  await services.signIns.record(chosen, {
    device: deviceLabel(c.req.header('user-agent')), ip: truncatedAddress(c.get('clientIp')), actedBy: session.actorId,
  });
  return c.json({ msg: MSG.signedIn, data: { actingFor: chosen } });
});
