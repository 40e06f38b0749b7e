// The sign-in contract of spec §7 with the departures of DESIGN §7.1–7.4.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { checkExistingPassword, checkNewPassword } from '../../contract/password-rules.ts';
import { maskCpfForLog } from '../../contract/cpf.ts';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import { COOKIE_OPTIONS, SESSION_COOKIE } from '../middleware/cookies.ts';
import { ApiError } from '../middleware/errors.ts';
import { changePassword, findByCpf, firstName } from '../services/accounts.ts';
import { burnVerifyTime, verifyPassword } from '../services/passwords.ts';
import type { LimitedKey } from '../services/rate-limits.ts';
import { forgotKeys, recoveryKeys, step1Keys, step2Keys } from './login-limits.ts';
import { isIsoDate, objectBody, requireCpf, stringField } from './validation.ts';

export const login = new Hono<AppEnv>();

login.post('/login/step1', async (c) => {
  const { limiter, config, db } = c.get('services');
  const keys = step1Keys(config.rateLimits, c.get('clientIp'));
  await refuseWhenBlocked(c, keys);
  // Every step 1 counts, found or not: it is the call that reveals names.
  await limiter.record(keys);
  const cpf = requireCpf(objectBody(c.get('body')).cpf);
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
  const keys = step2Keys(services.config.rateLimits, c.get('clientIp'), cpf);
  await refuseWhenBlocked(c, keys);

  const associate = await findByCpf(services.db, cpf);
  if (!associate || String(associate.id) !== String(body.associate_id)) {
    await burnVerifyTime(password);
    return failSignIn(c, keys, MSG.wrongCredentials);
  }

  if (associate.passwordHash !== null) {
    const lengthError = checkExistingPassword(password);
    if (lengthError) throw new ApiError(400, lengthError);
    if (!(await verifyPassword(associate.passwordHash, password))) return failSignIn(c, keys, MSG.wrongCredentials);
  } else {
    // First access (DESIGN §7.1): the date of birth on file must match before a password is set.
    const birthDate = body.birthDate;
    if (birthDate === undefined || birthDate === null || birthDate === '') throw new ApiError(400, MSG.birthDateRequired);
    if (typeof birthDate !== 'string' || !isIsoDate(birthDate)) throw new ApiError(400, MSG.birthDateInvalid);
    const errors = checkNewPassword(password, stringField(body.confirmPassword, MSG.passwordsDiffer));
    const ruleError = errors.password ?? errors.confirmation;
    if (ruleError) throw new ApiError(400, ruleError);
    if (birthDate !== associate.birthDate) return failSignIn(c, keys, MSG.birthDateMismatch);
    const changed = await changePassword(services, { kind: 'first-access', associateId: associate.id }, password);
    if (changed === null) throw new ApiError(409, MSG.passwordAlreadySet);
  }

  await services.limiter.reset([keys[0]!.key]);
  const sid = await services.sessions.create(associate.id);
  setCookie(c, SESSION_COOKIE, sid, { ...COOKIE_OPTIONS, maxAge: services.config.sessionAbsoluteMs / 1000 });
  services.logger.info({ cpf: maskCpfForLog(cpf) }, 'login realizado');
  return c.json({ msg: MSG.signedIn, data: { associate_id: associate.id, name: associate.name } });
});

login.post('/login/forgot', async (c) => {
  const services = c.get('services');
  const cpf = requireCpf(objectBody(c.get('body')).cpf);
  const keys = forgotKeys(services.config.rateLimits, c.get('clientIp'), cpf);
  await refuseWhenBlocked(c, keys);
  await services.limiter.record(keys);
  const associate = await findByCpf(services.db, cpf);
  if (associate) {
    // Not awaited: the answer must take the same time whether or not the CPF is a member's.
    const sending = sendRecoveryLink(c, associate).catch((err: unknown) => {
      services.logger.error({ err, cpf: maskCpfForLog(cpf) }, 'falha ao enviar o e-mail de recuperação');
    });
    services.background?.(sending);
  }
  return c.json({ msg: MSG.forgotSent });
});

login.post('/login/recovery', async (c) => {
  const services = c.get('services');
  const body = objectBody(c.get('body'));
  const keys = recoveryKeys(services.config.rateLimits, c.get('clientIp'));
  await refuseWhenBlocked(c, keys);
  const token = typeof body.token === 'string' ? body.token : '';
  const password = stringField(body.password, MSG.passwordInvalid);
  const errors = checkNewPassword(password, stringField(body.newPassword, MSG.passwordsDiffer));
  const ruleError = errors.password ?? errors.confirmation;
  // The rules are checked first so a typo does not burn the member's link.
  if (ruleError) throw new ApiError(400, ruleError);
  const changed = token ? await changePassword(services, { kind: 'recovery', token }, password) : null;
  if (changed === null) {
    await services.limiter.record(keys);
    throw new ApiError(400, MSG.recoveryInvalid);
  }
  return c.json({ msg: MSG.passwordChanged });
});

login.get('/login/logout', async (c) => {
  const sid = getCookie(c, SESSION_COOKIE);
  if (sid) await c.get('services').sessions.destroy(sid);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  return c.json({ msg: MSG.loggedOut });
});

async function refuseWhenBlocked(c: Context<AppEnv>, keys: LimitedKey[]): Promise<void> {
  if (await c.get('services').limiter.isBlocked(keys)) throw new ApiError(429, MSG.tooManyAttempts);
}

async function failSignIn(c: Context<AppEnv>, keys: LimitedKey[], msg: string): Promise<never> {
  await c.get('services').limiter.record(keys);
  throw new ApiError(401, msg);
}

async function sendRecoveryLink(c: Context<AppEnv>, associate: { id: number; name: string; email: string }): Promise<void> {
  const { recoveryTokens, mailer, config } = c.get('services');
  const token = await recoveryTokens.issue(associate.id);
  const link = `${config.publicUrl}/${token}`;
  await mailer.send({
    to: associate.email,
    subject: 'Recuperação de senha da Área do Associado',
    text: [
      `Olá, ${firstName(associate.name)}.`,
      '',
      'Recebemos um pedido para criar uma nova senha de acesso à Área do Associado.',
      'Para continuar, abra o link abaixo. Ele vale por 1 hora e só pode ser usado uma vez:',
      '',
      link,
      '',
      'Se não foi você quem pediu, ignore esta mensagem: sua senha atual continua valendo.',
    ].join('\n'),
  });
}
