// Scale-out (DESIGN §1): two API instances on one PostgreSQL share sessions and rate limits,
// because both live in the database. Only meaningful on PostgreSQL (PGlite is one process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { onPostgres } from './helpers/database.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';

const MINUTE = 60_000;
const limits = { perCpf: { max: 2, windowMs: 15 * MINUTE }, blockBaseMs: MINUTE, blockMaxMs: 4 * MINUTE };

describe.runIf(onPostgres)('two API instances on one PostgreSQL', () => {
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    first = await startApi({ rateLimits: limits });
    second = await startApi({ rateLimits: limits, shareWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a session made on one instance is honoured, and ended, on the other', async () => {
    const cookies = await signIn(first, MARIA);
    const check = await call(second, 'GET', '/user/check', { cookies });
    expect(check.status).toBe(200);
    expect(check.body.data.name).toBe('Maria Aparecida da Silva');
    // A CSRF token from one instance is accepted by the other (same key, same derivation).
    const token = await call(first, 'GET', '/csrftoken', { cookies });
    const profile = (await call(second, 'GET', '/user/profile', { cookies })).body.data;
    const saved = await call(second, 'PUT', '/user/profile', { cookies, csrf: false, body: profile, headers: { 'x-csrf-token': token.body.csrfToken } });
    expect(saved.status).toBe(200);
    await call(second, 'GET', '/login/logout', { cookies });
    expect((await call(first, 'GET', '/user/check', { cookies })).status).toBe(401);
  });

  it('failures counted on one instance pause the CPF on the other', async () => {
    const id = (await call(first, 'POST', '/login/step1', { body: { cpf: ANA.cpf } })).body.data.associate_id;
    const attempt = (api: TestApi, password: string) =>
      call(api, 'POST', '/login/step2', { body: { cpf: ANA.cpf, password, associate_id: id } });
    expect((await attempt(first, 'Errada#0001')).status).toBe(401);
    expect((await attempt(second, 'Errada#0002')).status).toBe(401);
    expect((await attempt(first, ANA.password)).status).toBe(429);
    expect((await attempt(second, ANA.password)).status).toBe(429);
  });
});
