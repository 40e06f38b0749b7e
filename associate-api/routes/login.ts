// The sign-in contract of spec §7 with the departures of DESIGN §7.1–7.4 and §7.9. Every route
// counts the attempt before it evaluates anything guessed (rate-limits.ts), so simultaneous
// requests cannot outrun the limits.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { checkExistingPassword, checkNewPassword } from '../../contract/password-rules.ts';
import { isCpf, maskCpfForLog } from '../../contract/cpf.ts';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import { COOKIE_OPTIONS, SESSION_COOKIE } from '../middleware/cookies.ts';
import { ApiError } from '../middleware/errors.ts';
import { changePassword, findByCpf, findById, firstName, reserveBirthDateGuess, returnBirthDateGuess } from '../services/accounts.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../services/device-cookies.ts';
import { deviceLabel } from '../services/device-label.ts';
import { truncatedAddress } from '../services/ip-networks.ts';
import { maskEmail, sendActivationLink, sendRecoveryLink } from '../services/member-mail.ts';
import { hashPassword, burnVerifyTime, verifyPassword } from '../services/passwords.ts';
import type { LimitedKey } from '../services/rate-limits.ts';
import { forgotKeys, ipKey, mailKey, recoveryIpKey, recoveryKeys, step1Keys, step2Keys, cpfKey, deviceKey } from './login-limits.ts';
import { isIsoDate, objectBody, requireCpf, stringField } from './validation.ts';

export const login = new Hono<AppEnv>();

type Member = NonNullable<Awaited<ReturnType<typeof findByCpf>>>;

login.post('/login/step1', async (c) => {
  const { config, db } = c.get('services');
  const raw = objectBody(c.get('body')).cpf;
  // Every step 1 counts, found or not: it is the call that reveals names. A browser the member
  // signed in from is counted apart, so a flood of step 1 calls never closes it out.
  const device = isCpf(raw) ? trustedDevice(c, requireCpf(raw)) : null;
  await refuseOverLimit(c, step1Keys(config.rateLimits, c.get('clientIp'), device));
  const cpf = requireCpf(raw);
  const associate = await findByCpf(db, cpf);
  if (!associate) throw new ApiError(404, MSG.cpfNotFound);
  return c.json({
    data: { associate_id: associate.id, name: firstName(associate.name) },
    complete: associate.passwordHash !== null,
  });
});

login.post('/login/step2', async (c) => {
  const services = c.get('services');
  const body = objectBody(c.get('body'));
  const cpf = requireCpf(body.cpf);
  const password = stringField(body.password, MSG.passwordInvalid);
  const device = trustedDevice(c, cpf);
  const ip = c.get('clientIp');
  await refuseOverLimit(c, step2Keys(services.config.rateLimits, ip, cpf, device));
  const succeeded = () => services.limiter.reset([device ? deviceKey(device) : cpfKey(cpf)]).then(() => services.limiter.refund([ipKey(ip)]));

  const associate = await findByCpf(services.db, cpf);
  if (!associate || String(associate.id) !== String(body.associate_id)) {
    await burnVerifyTime(password);
    throw new ApiError(401, MSG.wrongCredentials);
  }
  if (associate.passwordHash === null) {
    const masked = await startFirstAccess(c, associate, body, password);
    await succeeded();
    return c.json({ msg: MSG.activationSent(masked), activation: 'sent' }, 202);
  }
  const lengthError = checkExistingPassword(password);
  if (lengthError) throw new ApiError(400, lengthError);
  if (!(await verifyPassword(associate.passwordHash, password))) throw new ApiError(401, MSG.wrongCredentials);
  await succeeded();
  await signIn(c, associate);
  return c.json({ msg: MSG.signedIn, data: { associate_id: associate.id, name: associate.name } });
});

/**
 * First access (DESIGN §7.1): with the rules met and the birth date on file, the chosen password
 * waits in an activation link e-mailed to the address on file; only opening it sets the password.
 * Returns the masked address the link went to.
 */
async function startFirstAccess(c: Context<AppEnv>, associate: Member, body: Record<string, unknown>, password: string): Promise<string> {
  const services = c.get('services');
  const { config } = services;
  const birthDate = body.birthDate;
  if (birthDate === undefined || birthDate === null || birthDate === '') throw new ApiError(400, MSG.birthDateRequired);
  if (typeof birthDate !== 'string' || !isIsoDate(birthDate)) throw new ApiError(400, MSG.birthDateInvalid);
  const errors = checkNewPassword(password, stringField(body.confirmPassword, MSG.passwordsDiffer));
  const ruleError = errors.password ?? errors.confirmation;
  if (ruleError) throw new ApiError(400, ruleError);
  if (!(await reserveBirthDateGuess(services.db, associate.id, config.rateLimits.birthDateLifetimeMax))) {
    throw new ApiError(403, MSG.firstAccessLocked(config.supportPhone));
  }
  if (birthDate !== associate.birthDate) throw new ApiError(401, MSG.birthDateMismatch);
  await returnBirthDateGuess(services.db, associate.id);
  if (!associate.email) throw new ApiError(409, MSG.noEmailOnFile(config.supportPhone));
  await refuseOverLimit(c, [mailKey(config.rateLimits, associate.cpf)]);
  const token = await services.recoveryTokens.issue(associate.id, 'activation', await hashPassword(password));
  try {
    await sendActivationLink(services, associate, token);
  } catch (err) {
    services.logger.error({ err, cpf: maskCpfForLog(associate.cpf) }, 'falha ao enviar o link de ativação');
    throw new ApiError(503, MSG.mailFailed);
  }
  return maskEmail(associate.email);
}

/**
 * Opening a link `${PUBLIC_URL}/{token}` (extension): an activation link carrying its password sets
 * it and signs the member in; a staff activation link asks for a password first (answered with
 * `choosePassword`, the link stays live for POST /login/recovery); anything else is 404, which the
 * portal takes as a recovery link.
 */
login.post('/login/activation', async (c) => {
  const services = c.get('services');
  const ip = c.get('clientIp');
  await refuseOverLimit(c, recoveryKeys(services.config.rateLimits, ip));
  const token = objectBody(c.get('body')).token;
  const link = typeof token === 'string' && token ? await services.recoveryTokens.peek(token) : null;
  if (!link || link.purpose !== 'activation') throw new ApiError(404, MSG.activationInvalid);
  await services.limiter.refund([recoveryIpKey(ip)]);
  if (link.passwordHash === null) return c.json({ msg: MSG.choosePassword, choosePassword: true });
  const associateId = await changePassword(services, { kind: 'activation', token: token as string });
  const associate = associateId === null ? null : await findById(services.db, associateId);
  if (!associate) throw new ApiError(404, MSG.activationInvalid);
  await signIn(c, associate);
  return c.json({ msg: MSG.activated, data: { associate_id: associate.id, name: associate.name } });
});

login.post('/login/forgot', async (c) => {
  const services = c.get('services');
  const cpf = requireCpf(objectBody(c.get('body')).cpf);
  await refuseOverLimit(c, forgotKeys(services.config.rateLimits, c.get('clientIp'), cpf));
  const associate = await findByCpf(services.db, cpf);
  if (associate?.email) {
    // Not awaited: the answer must take the same time whether or not the CPF is a member's.
    const sending = services.recoveryTokens.issue(associate.id)
      .then((token) => sendRecoveryLink(services, associate, token))
      .catch((err: unknown) => {
        services.logger.error({ err, cpf: maskCpfForLog(cpf) }, 'falha ao enviar o e-mail de recuperação');
      });
    services.background?.(sending);
  }
  return c.json({ msg: MSG.forgotSent });
});

login.post('/login/recovery', async (c) => {
  const services = c.get('services');
  const body = objectBody(c.get('body'));
  const ip = c.get('clientIp');
  const token = typeof body.token === 'string' ? body.token : '';
  const password = stringField(body.password, MSG.passwordInvalid);
  const errors = checkNewPassword(password, stringField(body.newPassword, MSG.passwordsDiffer));
  const ruleError = errors.password ?? errors.confirmation;
  // The rules are checked first so a typo does not burn the member's link.
  if (ruleError) throw new ApiError(400, ruleError);
  await refuseOverLimit(c, recoveryKeys(services.config.rateLimits, ip));
  const changed = token ? await changePassword(services, { kind: 'link', token, password }) : null;
  if (changed === null) throw new ApiError(400, MSG.recoveryInvalid);
  await services.limiter.refund([recoveryIpKey(ip)]);
  return c.json({ msg: MSG.passwordChanged });
});

login.get('/login/logout', async (c) => {
  const sid = getCookie(c, SESSION_COOKIE);
  if (sid) await c.get('services').sessions.destroy(sid);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  return c.json({ msg: MSG.loggedOut });
});

/** The device id when the request carries a valid device cookie for this CPF. */
function trustedDevice(c: Context<AppEnv>, cpf: string): string | null {
  return c.get('services').devices.verify(cpf, getCookie(c, DEVICE_COOKIE));
}

async function refuseOverLimit(c: Context<AppEnv>, keys: LimitedKey[]): Promise<void> {
  if (!(await c.get('services').limiter.attempt(keys))) throw new ApiError(429, MSG.tooManyAttempts);
}

/** A new session, a line in the sign-in history and a device cookie for this CPF. */
async function signIn(c: Context<AppEnv>, associate: Member): Promise<void> {
  const services = c.get('services');
  const device = deviceLabel(c.req.header('user-agent'));
  const sid = await services.sessions.create(associate.id, device);
  await services.signIns.record(associate.id, { device, ip: truncatedAddress(c.get('clientIp')) });
  setCookie(c, SESSION_COOKIE, sid, { ...COOKIE_OPTIONS, maxAge: services.config.sessionAbsoluteMs / 1000 });
  setCookie(c, DEVICE_COOKIE, services.devices.issue(associate.cpf, getCookie(c, DEVICE_COOKIE)), {
    ...COOKIE_OPTIONS, maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
  services.logger.info({ cpf: maskCpfForLog(associate.cpf) }, 'login realizado');
}
