// Abuse limits (DESIGN §7.2): growing pauses per CPF and per address, never a permanent lock-out,
// x-forwarded-for honoured from the portal, step 1 limited per address and globally.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, JOSE, MARIA, NOBODY_CPF } from './helpers/client.ts';
import { outboxMessages } from './helpers/outbox.ts';

const MINUTE = 60_000;
// A paused sign-in says how long to wait (issue 20), in the message and in Retry-After.
const PAUSED_1_MINUTE = { msg: 'Muitas tentativas. Aguarde 1 minuto e tente novamente.' };
let api: TestApi;
let ids: Record<string, number>;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  api = await startApi({
    rateLimits: {
      perCpf: { max: 3, windowMs: 15 * MINUTE },
      perIp: { max: 6, windowMs: 15 * MINUTE },
      step1Global: { max: 40, windowMs: MINUTE },
      forgotPerCpf: { max: 2, windowMs: 15 * MINUTE },
      mailsPerCpfDaily: { max: 3, windowMs: 24 * 60 * MINUTE, pause: false },
      blockBaseMs: MINUTE,
      blockMaxMs: 4 * MINUTE,
    },
  });
  ids = {};
  for (const member of [MARIA, ANA, JOSE]) {
    ids[member.cpf] = (await call(api, 'POST', '/login/step1', { body: { cpf: member.cpf }, headers: { 'x-forwarded-for': freshIp() } })).body.data.associate_id;
  }
});
afterAll(async () => { await api?.close(); });

const step2 = (member: { cpf: string }, password: string, ip = freshIp()) =>
  call(api, 'POST', '/login/step2', {
    body: { cpf: member.cpf, password, associate_id: ids[member.cpf] },
    headers: { 'x-forwarded-for': ip },
  });

describe('per CPF', () => {
  it('pauses a CPF after repeated wrong passwords, from any address, then lets the member in', async () => {
    for (let i = 0; i < 3; i++) expect((await step2(MARIA, 'Errada#0000')).status).toBe(401);
    const paused = await step2(MARIA, MARIA.password);
    expect(paused.status).toBe(429);
    expect(paused.body).toEqual(PAUSED_1_MINUTE);
    expect(paused.headers.get('retry-after')).toBe('60');
    expect(paused.cookies.sid).toBeUndefined();
    api.clock.advance(MINUTE + 1000);
    expect((await step2(MARIA, MARIA.password)).status).toBe(200);
  });

  it('makes each further pause twice as long, capped, and never permanent', async () => {
    const fail3 = async () => { for (let i = 0; i < 3; i++) await step2(ANA, 'Errada#0000'); };
    await fail3();
    expect((await step2(ANA, ANA.password)).status).toBe(429);
    api.clock.advance(MINUTE + 1000);
    await fail3();
    api.clock.advance(MINUTE + 1000);
    const second = await step2(ANA, ANA.password);
    expect(second.status).toBe(429); // second pause: 2 minutes, started by this attempt
    expect(second.body).toEqual({ msg: 'Muitas tentativas. Aguarde 2 minutos e tente novamente.' });
    expect(second.headers.get('retry-after')).toBe('120');
    api.clock.advance(MINUTE);
    for (let round = 0; round < 3; round++) {
      await fail3();
      api.clock.advance(4 * MINUTE + 1000); // capped at 4 minutes here (15 by default)
    }
    expect((await step2(ANA, ANA.password)).status).toBe(200);
  });

  it('counts wrong dates of birth at first access too', async () => {
    const attempt = (birthDate: string) => call(api, 'POST', '/login/step2', {
      body: { cpf: JOSE.cpf, associate_id: ids[JOSE.cpf], password: 'Carlos#1950x', confirmPassword: 'Carlos#1950x', birthDate },
      headers: { 'x-forwarded-for': freshIp() },
    });
    for (let i = 0; i < 3; i++) expect((await attempt('1960-01-01')).status).toBe(401);
    expect((await attempt(JOSE.birthDate)).status).toBe(429);
    expect((await call(api, 'POST', '/login/step1', { body: { cpf: JOSE.cpf }, headers: { 'x-forwarded-for': freshIp() } })).body.complete).toBe(false);
  });
});

describe('per address (x-forwarded-for from the portal)', () => {
  it('pauses one address that tries many CPFs, while another address is unaffected', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 6; i++) {
      const cpf = i % 2 ? NOBODY_CPF : MARIA.cpf;
      await call(api, 'POST', '/login/step2', { body: { cpf, password: 'Errada#0000', associate_id: 999 }, headers: { 'x-forwarded-for': attacker } });
    }
    expect((await step2(ANA, ANA.password, attacker)).status).toBe(429);
    api.clock.advance(MINUTE + 1000); // Maria's CPF counter was touched above too
    expect((await step2(ANA, ANA.password, freshIp())).status).toBe(200);
  });

  it('limits step 1 per address: every call counts, found or not', async () => {
    const prober = freshIp();
    for (let i = 0; i < 6; i++) {
      expect((await call(api, 'POST', '/login/step1', { body: { cpf: NOBODY_CPF }, headers: { 'x-forwarded-for': prober } })).status).toBe(404);
    }
    const paused = await call(api, 'POST', '/login/step1', { body: { cpf: MARIA.cpf }, headers: { 'x-forwarded-for': prober } });
    expect(paused.status).toBe(429);
    expect(paused.body).toEqual(PAUSED_1_MINUTE);
    expect((await call(api, 'POST', '/login/step1', { body: { cpf: MARIA.cpf }, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(200);
  });

  it('limits failed recoveries per address', async () => {
    const ip = freshIp();
    const attempt = () => call(api, 'POST', '/login/recovery', {
      body: { token: 'x'.repeat(43), password: 'Valida#2026', newPassword: 'Valida#2026' }, headers: { 'x-forwarded-for': ip },
    });
    for (let i = 0; i < 6; i++) expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });
});

describe('forgot', () => {
  it('sends at most the configured number of links per CPF in a window', async () => {
    const before = outboxMessages(api.outboxDir).length;
    const forgot = () => call(api, 'POST', '/login/forgot', { body: { cpf: MARIA.cpf }, headers: { 'x-forwarded-for': freshIp() } });
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    const paused = await forgot();
    expect(paused.status).toBe(429);
    await api.backgroundSettled();
    expect(outboxMessages(api.outboxDir)).toHaveLength(before + 2);
  });

  it('caps recovery e-mails per CPF per day, whatever the pauses in between (finding 7)', async () => {
    const forgot = () => call(api, 'POST', '/login/forgot', { body: { cpf: ANA.cpf }, headers: { 'x-forwarded-for': freshIp() } });
    const before = outboxMessages(api.outboxDir).length;
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    api.clock.advance(16 * MINUTE); // past the 15-minute window
    expect((await forgot()).status).toBe(200);
    api.clock.advance(16 * MINUTE);
    expect((await forgot()).status).toBe(429); // the day's third e-mail was the last
    await api.backgroundSettled();
    expect(outboxMessages(api.outboxDir)).toHaveLength(before + 3);
    api.clock.advance(24 * 60 * MINUTE);
    expect((await forgot()).status).toBe(200);
  });

  it("the day's cap, reached by strangers, does not stop the member's own browser (issue 18, finding 5)", async () => {
    api.clock.advance(24 * 60 * MINUTE);
    const home = freshIp();
    const signedIn = await step2(MARIA, MARIA.password, home);
    expect(signedIn.status).toBe(200);
    const device = signedIn.cookies.device!;
    const forgot = (cookies: Record<string, string> = {}, ip = freshIp()) =>
      call(api, 'POST', '/login/forgot', { body: { cpf: MARIA.cpf }, headers: { 'x-forwarded-for': ip }, cookies });
    for (let i = 0; i < 2; i++) await forgot();
    api.clock.advance(16 * MINUTE);
    await forgot();
    api.clock.advance(16 * MINUTE);
    expect((await forgot()).status).toBe(429);
    await api.backgroundSettled();
    const before = outboxMessages(api.outboxDir).length;
    expect((await forgot({ device }, home)).status).toBe(200);
    await api.backgroundSettled();
    expect(outboxMessages(api.outboxDir)).toHaveLength(before + 1);
  });
});

describe('step 1 globally', () => {
  it('over the global rate step 1 keeps working for everybody, without names, until the rate is normal (issue 18, finding 3)', async () => {
    const step1 = (cpf: string) => call(api, 'POST', '/login/step1', { body: { cpf }, headers: { 'x-forwarded-for': freshIp() } });
    const names: string[] = [];
    for (let i = 0; i < 45; i++) {
      const answer = await step1(MARIA.cpf);
      expect(answer.status).toBe(200);
      names.push(answer.body.data.name);
    }
    expect(names[0]).toBe('Maria');
    expect(names.at(-1)).toBe('');
    // First access and 'Perdi minha senha' go on: step 1 still says who has no password yet.
    const jose = await step1(JOSE.cpf);
    expect(jose.status).toBe(200);
    expect(jose.body).toEqual({ data: { associate_id: expect.any(Number), name: '' }, complete: false });
    expect((await call(api, 'POST', '/login/forgot', { body: { cpf: ANA.cpf }, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(200);
    api.clock.advance(MINUTE + 1000);
    expect((await step1(ANA.cpf)).body.data.name).toBe('Ana');
  });
});
