// The sign-in contract of spec §7 with the departures of DESIGN §7.1–7.4 and §7.9. Links are
// read by one route and used by others: only a submitted form changes anything. Every route
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
import { changePassword, findByCpf, findById, firstName } from '../services/accounts.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../services/device-cookies.ts';
import { deviceLabel } from '../services/device-label.ts';
import { truncatedAddress } from '../services/ip-networks.ts';
import { maskEmail, sendActivationLink, sendRecoveryLink } from '../services/member-mail.ts';
import { burnVerifyTime, verifyPassword } from '../services/passwords.ts';
import { representedBy } from '../services/representatives.ts';
import type { LimitedKey } from '../services/rate-limits.ts';
import { forgotKeys, ipKey, mailKey, recoveryIpKey, recoveryKeys, step1GlobalKey, step1Keys, step2Keys, cpfKey, deviceKey } from './login-limits.ts';
import { isIsoDate, objectBody, requireCpf, stringField } from './validation.ts';

export const login = new Hono<AppEnv>();

type Member = NonNullable<Awaited<ReturnType<typeof findByCpf>>>;

login.post('/login/step1', async (c) => {
  const { config, db, limiter } = c.get('services');
  const raw = objectBody(c.get('body')).cpf;
  // Every step 1 counts per network, found or not: it is the call that reveals names. A browser
  // the member signed in from is counted apart, so a flood of step 1 calls never closes it out.
  const device = isCpf(raw) ? trustedDevice(c, requireCpf(raw)) : null;
  await refuseOverLimit(c, step1Keys(config.rateLimits, c.get('clientIp'), device));
  const cpf = requireCpf(raw);
  // Under an abnormal rate from everybody together step 1 keeps working, without the name, so
  // nobody can close sign-in to every new device, nor harvest names from CPFs at scale (§7.2).
  const namesShown = device !== null || (await limiter.attempt([step1GlobalKey(config.rateLimits)]));
  const associate = await findByCpf(db, cpf);
  if (!associate) throw new ApiError(404, MSG.cpfNotFound);
  return c.json({
    data: { associate_id: associate.id, name: namesShown ? firstName(associate.name) : '' },
    complete: associate.passwordHash !== null,
  });
});

login.post('/login/step2', async (c) => {
  const services = c.get('services');
  const body = objectBody(c.get('body'));
  const cpf = requireCpf(body.cpf);
  const device = trustedDevice(c, cpf);
  const ip = c.get('clientIp');
  // Wrong passwords and wrong birth dates alike count per CPF in a window with growing pauses,
  // never for life; a browser the member signed in from is counted per device instead.
  await refuseOverLimit(c, step2Keys(services.config.rateLimits, ip, cpf, device));
  const succeeded = () => services.limiter.reset([device ? deviceKey(device) : cpfKey(cpf)]).then(() => services.limiter.refund([ipKey(ip)]));

  const associate = await findByCpf(services.db, cpf);
  const sameMember = associate !== null && String(associate.id) === String(body.associate_id);
  if (sameMember && associate.passwordHash === null) {
    requireBirthDateOf(associate, body.birthDate);
    await succeeded();
    const masked = await sendFirstAccessLink(c, associate, device);
    return c.json({ msg: MSG.activationSent(masked), activation: 'sent' }, 202);
  }
  const password = stringField(body.password, MSG.passwordInvalid);
  if (!sameMember || associate.passwordHash === null) {
    await burnVerifyTime(password);
    throw new ApiError(401, MSG.wrongCredentials);
  }
  const lengthError = checkExistingPassword(password);
  if (lengthError) throw new ApiError(400, lengthError);
  if (!(await verifyPassword(associate.passwordHash, password))) throw new ApiError(401, MSG.wrongCredentials);
  await succeeded();
  await signIn(c, associate);
  // A representative chooses whom to act for before anything else (issue 23 §4).
  const representing = (await representedBy(services.db, associate.id)).length > 0;
  return c.json({ msg: MSG.signedIn, data: { associate_id: associate.id, name: associate.name, representing } });
});

/** First access, step 2: the birth date on file, or a refusal (counted like a wrong password). */
function requireBirthDateOf(associate: Member, birthDate: unknown): void {
  if (birthDate === undefined || birthDate === null || birthDate === '') throw new ApiError(400, MSG.birthDateRequired);
  if (typeof birthDate !== 'string' || !isIsoDate(birthDate)) throw new ApiError(400, MSG.birthDateInvalid);
  if (birthDate !== associate.birthDate) throw new ApiError(401, MSG.birthDateMismatch);
}

/**
 * First access (DESIGN §7.1), the birth date confirmed: a link is e-mailed to the address on file
 * and nothing else is stored; the password is chosen in the form the link opens, so knowing a CPF
 * and a birth date gives nobody the account. Returns the masked address the link went to.
 */
async function sendFirstAccessLink(c: Context<AppEnv>, associate: Member, device: string | null): Promise<string> {
  const services = c.get('services');
  const { config } = services;
  if (!associate.email) throw new ApiError(409, MSG.noEmailOnFile(config.supportPhone));
  if (!device) await refuseOverLimit(c, [mailKey(config.rateLimits, associate.cpf)]);
  // At the cap of live links the member already has links to open: the answer is the same.
  const token = await services.recoveryTokens.issue(associate.id, 'activation');
  if (token) {
    try {
      await sendActivationLink(services, associate, token);
    } catch (err) {
      services.logger.error({ err, cpf: maskCpfForLog(associate.cpf) }, 'falha ao enviar o link de ativação');
      throw new ApiError(503, MSG.mailFailed);
    }
  }
  return maskEmail(associate.email);
}

/**
 * What a link `${PUBLIC_URL}/{token}` is for (extension), so the portal shows its form: reading
 * it changes nothing, since mail scanners and link previews open every link in an e-mail.
 */
login.post('/login/link', async (c) => {
  const services = c.get('services');
  const ip = c.get('clientIp');
  await refuseOverLimit(c, recoveryKeys(services.config.rateLimits, ip));
  const token = objectBody(c.get('body')).token;
  const link = typeof token === 'string' && token ? await services.recoveryTokens.peek(token) : null;
  if (!link) throw new ApiError(404, MSG.linkInvalid);
  await services.limiter.refund([recoveryIpKey(ip)]);
  return c.json({ purpose: link.purpose });
});

/**
 * The 'Cadastre sua senha' form of an activation link submitted (extension): the password is set,
 * the link spent and the member signed in, all here and only here.
 */
login.post('/login/activation', async (c) => {
  const services = c.get('services');
  const body = objectBody(c.get('body'));
  const ip = c.get('clientIp');
  const password = await newPasswordOf(c, body.confirmPassword);
  const token = typeof body.token === 'string' ? body.token : '';
  const associateId = token ? await changePassword(services, { kind: 'link', purpose: 'activation', token, password }) : null;
  const associate = associateId === null ? null : await findById(services.db, associateId);
  if (!associate) throw new ApiError(404, MSG.activationInvalid);
  await services.limiter.refund([recoveryIpKey(ip)]);
  await signIn(c, associate);
  return c.json({ msg: MSG.activated, data: { associate_id: associate.id, name: associate.name } });
});

login.post('/login/forgot', async (c) => {
  const services = c.get('services');
  const cpf = requireCpf(objectBody(c.get('body')).cpf);
  await refuseOverLimit(c, forgotKeys(services.config.rateLimits, c.get('clientIp'), cpf, trustedDevice(c, cpf)));
  const associate = await findByCpf(services.db, cpf);
  if (associate?.email) {
    // In the background: the answer must take the same time whether or not the CPF is a
    // member's, and whether or not the member's live links are at their cap.
    services.background.run('falha ao enviar o e-mail de recuperação', async () => {
      const token = await services.recoveryTokens.issue(associate.id, 'recovery');
      if (token) await sendRecoveryLink(services, associate, token);
    }, { cpf: maskCpfForLog(cpf) });
  }
  return c.json({ msg: MSG.forgotSent });
});

login.post('/login/recovery', async (c) => {
  const services = c.get('services');
  const body = objectBody(c.get('body'));
  const ip = c.get('clientIp');
  const password = await newPasswordOf(c, body.newPassword);
  const token = typeof body.token === 'string' ? body.token : '';
  const changed = token ? await changePassword(services, { kind: 'link', purpose: 'recovery', token, password }) : null;
  if (changed === null) throw new ApiError(400, MSG.recoveryInvalid);
  await services.limiter.refund([recoveryIpKey(ip)]);
  return c.json({ msg: MSG.passwordChanged });
});

/**
 * The password typed in a link's form, checked against the rules before the attempt is counted
 * and before the link is touched, so a typo does not burn the member's link.
 */
async function newPasswordOf(c: Context<AppEnv>, confirmation: unknown): Promise<string> {
  const password = stringField(objectBody(c.get('body')).password, MSG.passwordInvalid);
  const errors = checkNewPassword(password, stringField(confirmation, MSG.passwordsDiffer));
  const ruleError = errors.password ?? errors.confirmation;
  if (ruleError) throw new ApiError(400, ruleError);
  await refuseOverLimit(c, recoveryKeys(c.get('services').config.rateLimits, c.get('clientIp')));
  return password;
}

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

export async function refuseOverLimit(c: Context<AppEnv>, keys: LimitedKey[]): Promise<void> {
  const { limiter } = c.get('services');
  if (await limiter.attempt(keys)) return;
  // How long, said in the message and in Retry-After: 'Aguarde alguns minutos' left members guessing.
  const seconds = await limiter.secondsToWait(keys);
  throw new ApiError(429, seconds > 0 ? MSG.pausedFor(seconds) : MSG.tooManyAttempts, seconds > 0 ? seconds : undefined);
}

/** A new session, a line in the sign-in history and a device cookie for this CPF. */
export async function signIn(c: Context<AppEnv>, associate: Member): Promise<void> {
  const services = c.get('services');
  const device = deviceLabel(c.req.header('user-agent'));
  const network = truncatedAddress(c.get('clientIp'));
  const sid = await services.sessions.create(associate.id, device, network);
  await services.signIns.record(associate.id, { device, ip: network });
  setCookie(c, SESSION_COOKIE, sid, { ...COOKIE_OPTIONS, maxAge: services.config.sessionAbsoluteMs / 1000 });
  setCookie(c, DEVICE_COOKIE, services.devices.issue(associate.cpf, getCookie(c, DEVICE_COOKIE)), {
    ...COOKIE_OPTIONS, maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
  services.logger.info({ cpf: maskCpfForLog(associate.cpf) }, 'login realizado');
}
