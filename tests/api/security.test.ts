// Plumbing every route relies on: API key, CSRF, JSON parsing and size limit, sessions' idle and
// absolute limits, unknown routes. Bad input always gets a 4xx with a pt-BR msg and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api?.close(); });

const profileName = async (cookies: Record<string, string>) => (await call(api, 'GET', '/user/profile', { cookies })).body.data.name;

describe('API key', () => {
  it.each([
    ['missing', null],
    ['wrong', 'chave-errada'],
    ['a prefix of the right one', 'chave-de-teste'],
  ])('a %s key is refused with 403 on every route, known or not', async (_label, apiKey) => {
    for (const [method, path] of [['POST', '/login/step1'], ['GET', '/csrftoken'], ['GET', '/associate/faq'], ['GET', '/nao-existe']] as const) {
      const body = method === 'POST' ? { cpf: MARIA.cpf } : undefined;
      const answer = await call(api, method, path, { apiKey, body, csrf: false });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ msg: 'Acesso não autorizado.' });
    }
  });

  it('GET /health needs no key and reveals no data', async () => {
    const answer = await call(api, 'GET', '/health', { apiKey: null });
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('GET /health answers 503 while the database is being prepared', async () => {
    const starting = await startApi({ notReady: true });
    try {
      const answer = await call(starting, 'GET', '/health', { apiKey: null });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ msg: 'Serviço iniciando. Tente novamente em instantes.' });
    } finally {
      await starting.close();
    }
  });
});

describe('CSRF', () => {
  it('refuses a POST without a token, with a wrong one, or with a token of another cookie', async () => {
    const noToken = await call(api, 'POST', '/login/step1', { body: { cpf: MARIA.cpf }, csrf: false });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toEqual({ msg: 'Requisição inválida. Recarregue a página e tente novamente.' });

    const issued = await call(api, 'GET', '/csrftoken');
    const wrong = await call(api, 'POST', '/login/step1', {
      body: { cpf: MARIA.cpf }, csrf: false, cookies: issued.cookies, headers: { 'x-csrf-token': 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(403);

    const other = await call(api, 'GET', '/csrftoken');
    const mismatched = await call(api, 'POST', '/login/step1', {
      body: { cpf: MARIA.cpf }, csrf: false, cookies: other.cookies, headers: { 'x-csrf-token': issued.body.csrfToken },
    });
    expect(mismatched.status).toBe(403);
  });

  it('binds the token to the session: a pre-session token does not pass with a session cookie alone', async () => {
    const cookies = await signIn(api, ANA);
    const preSession = await call(api, 'GET', '/csrftoken');
    const answer = await call(api, 'PUT', '/user/profile', {
      cookies, csrf: false, body: {}, headers: { 'x-csrf-token': preSession.body.csrfToken },
    });
    expect(answer.status).toBe(403);
  });

  it('a refused PUT writes nothing', async () => {
    const cookies = await signIn(api, ANA);
    const before = await profileName(cookies);
    const answer = await call(api, 'PUT', '/user/profile', { cookies, csrf: false, body: { name: 'Invasor' } });
    expect(answer.status).toBe(403);
    expect(await profileName(cookies)).toBe(before);
  });
});

describe('request bodies', () => {
  it('malformed JSON is 400 with a pt-BR message', async () => {
    const answer = await call(api, 'POST', '/login/step1', { rawBody: '{"cpf": "529' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/JSON/);
  });

  it.each([['an array', '[1,2]'], ['a string', '"52998224725"'], ['null', 'null']])('a JSON body that is %s is 400', async (_label, rawBody) => {
    const answer = await call(api, 'POST', '/login/forgot', { rawBody });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toEqual(expect.any(String));
  });

  it('a body over 64 KiB is 413 and nothing is written', async () => {
    const cookies = await signIn(api, ANA);
    const before = await profileName(cookies);
    const answer = await call(api, 'PUT', '/user/profile', { cookies, rawBody: JSON.stringify({ name: 'x'.repeat(70_000) }) });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ msg: 'Requisição muito grande.' });
    expect(await profileName(cookies)).toBe(before);
  });
});

describe('unknown routes', () => {
  it('answer 404 with a pt-BR msg', async () => {
    const answer = await call(api, 'GET', '/nao-existe/123');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ msg: 'Recurso não encontrado.' });
  });
});

describe('session limits', () => {
  it('a session unused for longer than the idle limit expires', async () => {
    const cookies = await signIn(api, MARIA);
    api.clock.advance(59 * 60_000);
    expect((await call(api, 'GET', '/user/check', { cookies })).status).toBe(200);
    api.clock.advance(59 * 60_000);
    expect((await call(api, 'GET', '/user/check', { cookies })).status).toBe(200);
    api.clock.advance(61 * 60_000);
    const expired = await call(api, 'GET', '/user/check', { cookies });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ msg: 'Login expirado' });
  });

  it('a session in constant use still ends one day after sign-in', async () => {
    const cookies = await signIn(api, MARIA);
    // 26 × 55 min = 23 h 50 min of activity, never idle for an hour.
    for (let step = 0; step < 26; step++) {
      api.clock.advance(55 * 60_000);
      expect((await call(api, 'GET', '/user/check', { cookies })).status).toBe(200);
    }
    api.clock.advance(15 * 60_000);
    expect((await call(api, 'GET', '/user/check', { cookies })).status).toBe(401);
  });
});
