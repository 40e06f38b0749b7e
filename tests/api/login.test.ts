// Sign-in contract of spec §7 for the three demo members, with DESIGN §7.1–7.3.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../contract/validation-messages.ts';
import { API_KEY, startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, JOSE, MARIA, NOBODY_CPF, signIn } from './helpers/client.ts';
import { outboxMessages, recoveryToken, waitForMessage } from './helpers/outbox.ts';

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api?.close(); });

describe('POST /login/step1', () => {
  it('greets a complete account by first name only', async () => {
    const answer = await call(api, 'POST', '/login/step1', { body: { cpf: MARIA.cpf } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { associate_id: expect.any(Number), name: 'Maria' }, complete: true });
  });

  it('accepts the masked CPF and reports an account without password as incomplete', async () => {
    const answer = await call(api, 'POST', '/login/step1', { body: { cpf: '111.444.777-35' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.name).toBe('José');
    expect(answer.body.complete).toBe(false);
  });

  it('answers 404 with a pt-BR message for a valid CPF nobody has', async () => {
    const answer = await call(api, 'POST', '/login/step1', { body: { cpf: NOBODY_CPF } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ msg: 'CPF não encontrado' });
  });

  it.each([
    ['letters', '5299822472a'],
    ['10 digits', '5299822472'],
    ['12 digits', '529982247250'],
    ['wrong check digits', '52998224726'],
    ['empty', ''],
    ['a number instead of a string', 52998224725],
    ['null', null],
  ])('refuses a CPF with %s: 400 CPF inválido', async (_label, cpf) => {
    const answer = await call(api, 'POST', '/login/step1', { body: { cpf } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ msg: VALIDATION.cpfInvalid });
  });
});

describe('POST /login/step2 for an account with a password', () => {
  it('signs in, sets a fresh HttpOnly sid cookie and /user/check returns the member', async () => {
    const step1 = await call(api, 'POST', '/login/step1', { body: { cpf: MARIA.cpf } });
    const id = step1.body.data.associate_id;
    const response = await fetchStep2({ cpf: MARIA.cpf, password: MARIA.password, associate_id: id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: expect.any(String), data: { associate_id: id, name: 'Maria Aparecida da Silva', representing: false } });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    const sid = setCookie.split(';')[0]!.slice(4);
    expect(Buffer.from(sid, 'base64url').length).toBeGreaterThanOrEqual(16);

    const check = await call(api, 'GET', '/user/check', { cookies: { sid } });
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({ associate_id: id, name: 'Maria Aparecida da Silva' });
  });

  it('gives a different session id at every sign-in', async () => {
    const first = await signIn(api, MARIA);
    const second = await signIn(api, MARIA);
    expect(first.sid).not.toBe(second.sid);
  });

  it('refuses a wrong password with 401 and no cookie', async () => {
    const id = (await call(api, 'POST', '/login/step1', { body: { cpf: ANA.cpf } })).body.data.associate_id;
    const answer = await call(api, 'POST', '/login/step2', { body: { cpf: ANA.cpf, password: 'Errada@2025', associate_id: id } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ msg: 'CPF ou senha incorretos' });
    expect(answer.cookies.sid).toBeUndefined();
  });

  it('refuses a password under 8 characters with the spec message', async () => {
    const id = (await call(api, 'POST', '/login/step1', { body: { cpf: ANA.cpf } })).body.data.associate_id;
    const answer = await call(api, 'POST', '/login/step2', { body: { cpf: ANA.cpf, password: 'curta', associate_id: id } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ msg: VALIDATION.passwordInvalid });
  });

  it("refuses the right password with another member's associate_id", async () => {
    const mariaId = (await call(api, 'POST', '/login/step1', { body: { cpf: MARIA.cpf } })).body.data.associate_id;
    const answer = await call(api, 'POST', '/login/step2', { body: { cpf: ANA.cpf, password: ANA.password, associate_id: mariaId } });
    expect(answer.status).toBe(401);
    expect(answer.cookies.sid).toBeUndefined();
  });

  it('refuses a password of the wrong type', async () => {
    const answer = await call(api, 'POST', '/login/step2', { body: { cpf: ANA.cpf, password: 12345678, associate_id: 1 } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ msg: VALIDATION.passwordInvalid });
  });
});

describe('POST /login/step2 at first access (José, no password yet)', () => {
  let joseId: number;
  beforeAll(async () => {
    joseId = (await call(api, 'POST', '/login/step1', { body: { cpf: JOSE.cpf } })).body.data.associate_id;
  });
  const attempt = (extra: Record<string, unknown>) =>
    call(api, 'POST', '/login/step2', { body: { cpf: JOSE.cpf, associate_id: joseId, birthDate: JOSE.birthDate, ...extra } });
  let token: string | undefined;
  async function activationToken(): Promise<string> {
    const before = outboxMessages(api.outboxDir).length;
    expect((await attempt({})).status).toBe(202);
    return recoveryToken(await waitForMessage(api.outboxDir, before + 1), 'http://portal.teste');
  }

  it.each([
    ['no date of birth', { birthDate: undefined }, VALIDATION.birthDateRequired],
    ['a malformed date of birth', { birthDate: '14/03/1950' }, VALIDATION.birthDateInvalid],
    ['an impossible date of birth', { birthDate: '1950-02-30' }, VALIDATION.birthDateInvalid],
  ])('refuses %s with 400 and sets nothing', async (_label, extra, msg) => {
    const answer = await attempt(extra);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ msg });
    expect((await call(api, 'POST', '/login/step1', { body: { cpf: JOSE.cpf } })).body.complete).toBe(false);
  });

  it.each([
    ['a password under 8 characters', { password: 'Ab#1', confirmPassword: 'Ab#1' }, VALIDATION.passwordInvalid],
    ['a password without a special character', { password: 'Carlos1950', confirmPassword: 'Carlos1950' }, VALIDATION.passwordComposition(['1 caractere especial'])],
    ['a password without an uppercase letter', { password: 'carlos#1950', confirmPassword: 'carlos#1950' }, VALIDATION.passwordComposition(['1 letra maiúscula'])],
    ['a password without a digit', { password: 'Carlos#Pereira', confirmPassword: 'Carlos#Pereira' }, VALIDATION.passwordComposition(['1 número'])],
    ['a common password', { password: 'Senha@123', confirmPassword: 'Senha@123' }, VALIDATION.passwordTooCommon],
    ['a confirmation that differs', { confirmPassword: 'Carlos#1951x' }, VALIDATION.passwordsDiffer],
    ['no confirmation', { confirmPassword: undefined }, VALIDATION.passwordsDiffer],
  ])("the link's 'Cadastre sua senha' form refuses %s with 400, sets nothing and keeps the link", async (_label, extra, msg) => {
    token ??= await activationToken();
    const valid = { token, password: 'Carlos#1950x', confirmPassword: 'Carlos#1950x' };
    const answer = await call(api, 'POST', '/login/activation', { body: { ...valid, ...extra } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ msg });
    expect((await call(api, 'POST', '/login/step1', { body: { cpf: JOSE.cpf } })).body.complete).toBe(false);
  });

  it('refuses a date of birth that is not the one on file (DESIGN §7.1) and sets nothing', async () => {
    const answer = await attempt({ birthDate: '1950-03-15' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ msg: 'Data de nascimento não confere' });
    expect((await call(api, 'POST', '/login/step1', { body: { cpf: JOSE.cpf } })).body.complete).toBe(false);
  });

  it('with the right date of birth sets nothing: the password is chosen in the form the e-mailed link opens (first-access.test.ts)', async () => {
    const answer = await attempt({});
    expect(answer.status).toBe(202);
    expect(answer.cookies.sid).toBeUndefined();
    expect((await call(api, 'POST', '/login/step1', { body: { cpf: JOSE.cpf } })).body.complete).toBe(false);
  });
});

describe('GET /login/logout and GET /user/check', () => {
  it('logout deletes the session: the same cookie is then refused with Login expirado', async () => {
    const cookies = await signIn(api, ANA);
    expect((await call(api, 'GET', '/user/check', { cookies })).status).toBe(200);
    const logout = await call(api, 'GET', '/login/logout', { cookies });
    expect(logout.status).toBe(200);
    expect(logout.body.msg).toEqual(expect.any(String));
    const check = await call(api, 'GET', '/user/check', { cookies });
    expect(check.status).toBe(401);
    expect(check.body).toEqual({ msg: 'Login expirado' });
  });

  it('logout without a session still answers 200', async () => {
    expect((await call(api, 'GET', '/login/logout')).status).toBe(200);
  });

  it('check without or with an unknown cookie is 401', async () => {
    expect((await call(api, 'GET', '/user/check')).status).toBe(401);
    expect((await call(api, 'GET', '/user/check', { cookies: { sid: 'inventado' } })).status).toBe(401);
  });
});

async function fetchStep2(body: Record<string, unknown>): Promise<Response> {
  const token = await call(api, 'GET', '/csrftoken');
  return fetch(`${api.url}/login/step2`, {
    method: 'POST',
    headers: {
      'x-api-key': API_KEY,
      'content-type': 'application/json',
      'x-csrf-token': token.body.csrfToken,
      cookie: `presession=${token.cookies.presession}`,
    },
    body: JSON.stringify(body),
  });
}
