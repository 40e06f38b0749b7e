// Finding 1 of issue #9: limits that are checked before and recorded after a guess can be raced.
// Every attempt is now counted first, atomically, so a burst of simultaneous requests gets at
// most the limit's number of evaluations: any more answer 429 without being evaluated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, NOBODY_CPF } from './helpers/client.ts';

const MINUTE = 60_000;
const CPF_MAX = 5;
const IP_MAX = 6;
let api: TestApi;
let mariaId: number;

beforeAll(async () => {
  api = await startApi({
    rateLimits: {
      perCpf: { max: CPF_MAX, windowMs: 15 * MINUTE },
      perIp: { max: IP_MAX, windowMs: 15 * MINUTE },
    },
  });
  // From its own address: the races below spend the others.
  mariaId = (await call(api, 'POST', '/login/step1', { body: { cpf: MARIA.cpf }, headers: { 'x-forwarded-for': '192.0.2.250' } })).body.data.associate_id;
});
afterAll(async () => { await api?.close(); });

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('simultaneous attempts', () => {
  it('200 concurrent wrong passwords for one CPF, from many addresses, are evaluated at most the limit times', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => call(api, 'POST', '/login/step2', {
      body: { cpf: MARIA.cpf, password: `Errada#${1000 + i}`, associate_id: mariaId },
      headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
    })));
    const list = statuses(answers);
    // 401 = the password was verified (argon2) and refused; 429 = refused before any verification.
    expect(count(list, 401)).toBeLessThanOrEqual(CPF_MAX);
    expect(count(list, 401) + count(list, 429)).toBe(200);
  }, 120_000);

  it('concurrent step 1 calls from one address get at most the per-address limit of answers', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => call(api, 'POST', '/login/step1', {
      body: { cpf: NOBODY_CPF }, headers: { 'x-forwarded-for': '192.0.2.7' },
    })));
    const list = statuses(answers);
    expect(count(list, 404)).toBeLessThanOrEqual(IP_MAX);
    expect(count(list, 429)).toBeGreaterThanOrEqual(40 - IP_MAX);
  });

  it('concurrent recovery attempts with guessed tokens from one address are evaluated at most the limit times', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => call(api, 'POST', '/login/recovery', {
      body: { token: `${i}`.padStart(43, 'x'), password: 'Valida#2026', newPassword: 'Valida#2026' },
      headers: { 'x-forwarded-for': '192.0.2.8' },
    })));
    const list = statuses(answers);
    expect(count(list, 400)).toBeLessThanOrEqual(IP_MAX);
    expect(count(list, 429)).toBeGreaterThanOrEqual(40 - IP_MAX);
  });
});
