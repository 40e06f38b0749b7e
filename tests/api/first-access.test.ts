// First access (DESIGN §7.1, issue 18 findings 1, 2 and 4): step 2 asks for the birth date only
// and e-mails a link to the address on file, storing nothing the requester chose; the link opens
// the 'Cadastre sua senha' form, and only submitting it sets the password, spends the link and
// signs the member in. Reading the link (what a mail scanner's fetch leads to) changes nothing.
// Wrong birth dates pause the CPF for a while, growing, never for life.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCookies } from '../../associate-api/services/device-cookies.ts';
import { issueStaffActivationLink } from '../../associate-api/services/staff-activation.ts';
import { API_KEY, startApi, SUPPORT_PHONE, type TestApi } from './helpers/api-server.ts';
import { call, JOSE, MARIA, RAIMUNDO, signIn } from './helpers/client.ts';
import { outboxMessages, recoveryToken, waitForMessage } from './helpers/outbox.ts';

const PUBLIC_URL = 'http://portal.teste';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ATTACKER = 'Ladrao#Escolheu1';
const CHOSEN = 'Carlos#1950x';
let api: TestApi;
let ids: Record<string, number>;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  api = await startApi({ rateLimits: { perCpf: { max: 5, windowMs: 15 * MINUTE }, blockBaseMs: MINUTE, blockMaxMs: 15 * MINUTE } });
  ids = {};
  for (const member of [JOSE, RAIMUNDO]) {
    ids[member.cpf] = (await call(api, 'POST', '/login/step1', { body: { cpf: member.cpf } })).body.data.associate_id;
  }
});
afterAll(async () => { await api?.close(); });

/** Step 2 of a first access; `extra` is what an attacker might add (a password of their choice). */
const register = (member: { cpf: string }, birthDate: string, extra: Record<string, unknown> = {}, device?: string) =>
  call(api, 'POST', '/login/step2', {
    body: { cpf: member.cpf, associate_id: ids[member.cpf], birthDate, ...extra },
    headers: { 'x-forwarded-for': freshIp() },
    cookies: device ? { device } : {},
  });
const read = (token: string) => call(api, 'POST', '/login/link', { body: { token } });
const activate = (token: string, password: string, confirmPassword = password) =>
  call(api, 'POST', '/login/activation', { body: { token, password, confirmPassword } });
const isComplete = async (cpf: string) => (await call(api, 'POST', '/login/step1', { body: { cpf } })).body.complete;

/** Step 2 of a first access, then the token of the link it e-mailed. */
async function requestActivation(extra: Record<string, unknown> = {}): Promise<string> {
  const before = outboxMessages(api.outboxDir).length;
  expect((await register(JOSE, JOSE.birthDate, extra)).status).toBe(202);
  return recoveryToken(await waitForMessage(api.outboxDir, before + 1), PUBLIC_URL);
}

describe('first access by e-mailed link', () => {
  it('says where the link went, sets nothing and signs nobody in', async () => {
    const before = outboxMessages(api.outboxDir).length;
    const answer = await register(JOSE, JOSE.birthDate);
    expect(answer.status).toBe(202);
    expect(answer.body.msg).toBe('Enviamos um link para j•••@e•••.com.br. Abra-o em até 1 hora para criar sua senha.');
    expect(answer.cookies.sid).toBeUndefined();
    expect(await isComplete(JOSE.cpf)).toBe(false);
    const mail = await waitForMessage(api.outboxDir, before + 1);
    expect(mail).toContain('To: jose.carlos@example.com.br');
    expect(mail).toContain(`${PUBLIC_URL}/`);
  });

  it('a password sent with the birth date is ignored: opening the link never lets its sender in', async () => {
    const token = await requestActivation({ password: ATTACKER, confirmPassword: ATTACKER });
    // What the portal does when the link is fetched (by the member, a preview or a mail scanner).
    expect((await read(token)).body).toEqual({ purpose: 'activation' });
    expect((await call(api, 'POST', '/login/activation', { body: { token } })).status).toBe(400);
    expect(await isComplete(JOSE.cpf)).toBe(false);
    // Still a first access: no password signs in, the attacker's least of all.
    await expect(signIn(api, { cpf: JOSE.cpf, password: ATTACKER })).rejects.toThrow(/step2 400/);
  });

  it('reading a link changes nothing, any number of times; an unknown or expired one is 404', async () => {
    const token = await requestActivation();
    for (let i = 0; i < 3; i++) expect((await read(token)).status).toBe(200);
    expect((await read('z'.repeat(43))).status).toBe(404);
    const old = await requestActivation();
    api.clock.advance(HOUR + 1000);
    expect((await read(old)).status).toBe(404);
    expect((await activate(old, CHOSEN)).status).toBe(404);
    expect(await isComplete(JOSE.cpf)).toBe(false);
  });

  it('the form refuses a weak password without spending the link', async () => {
    const token = await requestActivation();
    const weak = await activate(token, 'semnumeros!');
    expect(weak.status).toBe(400);
    expect((await activate(token, CHOSEN, `${CHOSEN}x`)).status).toBe(400);
    expect((await read(token)).status).toBe(200);
  });

  it("submitting the link's form sets the password, signs in and ends the other links; it works once", async () => {
    const other = await requestActivation();
    const token = await requestActivation();
    const done = await activate(token, CHOSEN);
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('Senha ativada. Bem-vindo à Área do Associado!');
    expect(done.cookies.sid).toBeTruthy();
    expect(done.cookies.device).toBeTruthy();
    expect((await call(api, 'GET', '/user/check', { cookies: { sid: done.cookies.sid! } })).body.data.name).toBe('José Carlos Pereira');
    expect(await isComplete(JOSE.cpf)).toBe(true);
    expect((await activate(token, 'Outra#Senha1950')).status).toBe(404);
    expect((await activate(other, 'Outra#Senha1950')).status).toBe(404);
    await expect(signIn(api, { cpf: JOSE.cpf, password: CHOSEN })).resolves.toHaveProperty('sid');
  });

  it('a recovery link is not an activation link, nor the reverse', async () => {
    const before = outboxMessages(api.outboxDir).length;
    await call(api, 'POST', '/login/forgot', { body: { cpf: MARIA.cpf } });
    const recovery = recoveryToken(await waitForMessage(api.outboxDir, before + 1), PUBLIC_URL);
    expect((await read(recovery)).body).toEqual({ purpose: 'recovery' });
    expect((await activate(recovery, 'Outra#Senha2026')).status).toBe(404);
    await expect(signIn(api, MARIA)).resolves.toHaveProperty('sid');
  });
});

describe('no e-mail on file (Raimundo)', () => {
  it('tells the member to call the association, and mails nothing', async () => {
    const before = outboxMessages(api.outboxDir).length;
    const answer = await register(RAIMUNDO, RAIMUNDO.birthDate);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe(`Não há e-mail no seu cadastro para enviarmos o link de ativação. Ligue para a associação: ${SUPPORT_PHONE}.`);
    await api.backgroundSettled();
    expect(outboxMessages(api.outboxDir)).toHaveLength(before);
    expect(await isComplete(RAIMUNDO.cpf)).toBe(false);
  });

  it('wrong birth dates pause the CPF for a while, never for life: the right date works after the pause', async () => {
    // Three windows of five wrong dates each: fifteen failures that are each checked (not refused by
    // a pause), more than the ten that used to lock a first access for good.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) expect((await register(RAIMUNDO, '1950-01-01')).status).toBe(401);
      expect((await register(RAIMUNDO, '1950-01-01')).status).toBe(429);
      expect((await register(RAIMUNDO, RAIMUNDO.birthDate)).status).toBe(429);
      api.clock.advance(16 * MINUTE);
    }
    expect((await register(RAIMUNDO, RAIMUNDO.birthDate)).status).toBe(409);
  });

  it('a browser with a device cookie for the CPF is not paused by failures from elsewhere', async () => {
    for (let i = 0; i < 8; i++) await register(RAIMUNDO, '1950-01-01');
    expect((await register(RAIMUNDO, RAIMUNDO.birthDate)).status).toBe(429);
    const device = deviceCookies(API_KEY, api.clock.now).issue(RAIMUNDO.cpf, undefined);
    expect((await register(RAIMUNDO, RAIMUNDO.birthDate, {}, device)).status).toBe(409);
    api.clock.advance(16 * MINUTE);
  });

  it('a staff-issued link (npm run activation-link) opens the same form, and works once', async () => {
    const issued = await issueStaffActivationLink(api.database.db, api.clock.now, { publicUrl: PUBLIC_URL, lifetimeMs: HOUR }, '275.381.940-88');
    if (!issued.ok) throw new Error(issued.reason);
    expect(issued.name).toBe('Raimundo Nonato Lima');
    const token = issued.link.slice(`${PUBLIC_URL}/`.length);
    expect((await read(token)).body).toEqual({ purpose: 'activation' });
    expect(await isComplete(RAIMUNDO.cpf)).toBe(false);
    expect((await activate(token, 'Raimundo#1948')).status).toBe(200);
    expect((await activate(token, 'Outra#Vez1948')).status).toBe(404);
    await expect(signIn(api, { cpf: RAIMUNDO.cpf, password: 'Raimundo#1948' })).resolves.toHaveProperty('sid');
  });

  it('the staff tool refuses accounts that already have a password and unknown CPFs', async () => {
    const options = { publicUrl: PUBLIC_URL, lifetimeMs: HOUR };
    expect(await issueStaffActivationLink(api.database.db, api.clock.now, options, MARIA.cpf)).toMatchObject({ ok: false });
    expect(await issueStaffActivationLink(api.database.db, api.clock.now, options, '390.533.447-05')).toEqual({ ok: false, reason: 'CPF não encontrado' });
  });
});
