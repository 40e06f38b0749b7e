// The enrolment link /gestao/ativar/{token} (72 hours, single use): reading it changes nothing
// (mail scanners open links); the submitted form sets the password, confirms one code of the new
// authenticator and answers the ten recovery codes, the only time they exist in clear.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../middleware/errors.ts';
import { MSG } from '../../messages.ts';
import { rateLimitNetwork } from '../../services/ip-networks.ts';
import { completeEnrolment, readEnrolment } from '../../services/staff/accounts.ts';
import { objectBody, stringField } from '../validation.ts';
import { STAFF_MSG } from './messages.ts';

export const staffEnrolment = new Hono<AppEnv>();

async function countAttempt(c: Context<AppEnv>) {
  const { limiter, config } = c.get('services');
  const key = { key: `staff:enrolment:${rateLimitNetwork(c.get('clientIp'))}`, rule: config.rateLimits.perIp };
  if (!(await limiter.attempt([key]))) throw new ApiError(429, MSG.tooManyAttempts);
}

const tokenOf = (body: Record<string, unknown>) => {
  const token = body.token;
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{32,128}$/.test(token)) throw new ApiError(404, STAFF_MSG.enrolmentInvalid);
  return token;
};

staffEnrolment.post('/staff/enrolment/read', async (c) => {
  const services = c.get('services');
  await countAttempt(c);
  const enrolment = await readEnrolment(services.db, tokenOf(objectBody(c.get('body'))), services.clock());
  if (!enrolment) throw new ApiError(404, STAFF_MSG.enrolmentInvalid);
  return c.json({ data: enrolment });
});

staffEnrolment.post('/staff/enrolment', async (c) => {
  const services = c.get('services');
  const body = objectBody(c.get('body'));
  await countAttempt(c);
  const result = await completeEnrolment(services.db, services.clock(), {
    token: tokenOf(body),
    password: stringField(body.password, MSG.passwordInvalid),
    confirmation: stringField(body.confirmPassword, MSG.passwordsDiffer),
    code: stringField(body.code, STAFF_MSG.codeRequired),
  }, c.get('clientIp'));
  if (!result.ok) {
    if (result.reason === 'password') throw new ApiError(400, result.msg!);
    if (result.reason === 'code') throw new ApiError(400, STAFF_MSG.enrolmentCode);
    throw new ApiError(404, STAFF_MSG.enrolmentInvalid);
  }
  return c.json({ msg: STAFF_MSG.enrolled, recoveryCodes: result.recoveryCodes });
});
