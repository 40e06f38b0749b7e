// Finding 3 of issue #9 (DESIGN §7.9): nobody can lock a member out. Attempts without a device
// cookie for the CPF meet the per-CPF and per-address pauses; the member's own browser, holding
// the cookie its last sign-in left, has a small limit of its own and ignores the step 1 flood.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA } from './helpers/client.ts';

const MINUTE = 60_000;
let api: TestApi;
let ids: Record<string, number>;
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  api = await startApi({
    rateLimits: {
      perCpf: { max: 3, windowMs: 15 * MINUTE },
      perIp: { max: 6, windowMs: 15 * MINUTE },
      step1Global: { max: 30, windowMs: MINUTE },
      perDevice: { max: 4, windowMs: 15 * MINUTE },
    },
  });
  ids = {};
  for (const member of [MARIA, ANA]) {
    ids[member.cpf] = (await call(api, 'POST', '/login/step1', { body: { cpf: member.cpf }, headers: { 'x-forwarded-for': freshIp() } })).body.data.associate_id;
  }
});
afterAll(async () => { await api?.close(); });

const step1 = (cpf: string, ip: string, device?: string) =>
  call(api, 'POST', '/login/step1', { body: { cpf }, headers: { 'x-forwarded-for': ip }, cookies: device ? { device } : {} });
const step2 = (member: { cpf: string }, password: string, ip: string, device?: string) =>
  call(api, 'POST', '/login/step2', {
    body: { cpf: member.cpf, password, associate_id: ids[member.cpf] },
    headers: { 'x-forwarded-for': ip },
    cookies: device ? { device } : {},
  });

/** Signs in once from the member's home address and returns the device cookie it leaves. */
async function deviceCookieOf(member: { cpf: string; password: string }, ip: string): Promise<string> {
  const answer = await step2(member, member.password, ip);
  expect(answer.status).toBe(200);
  expect(answer.cookies.device).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
  return answer.cookies.device!;
}

describe('device cookies', () => {
  it("an attacker hammering Maria's CPF from many addresses does not stop Maria's own browser", async () => {
    const home = freshIp();
    const device = await deviceCookieOf(MARIA, home);
    for (let i = 0; i < 12; i++) await step2(MARIA, `Errada#${i}000`, freshIp());
    // Without the cookie (the attacker, or Maria on a new computer) the CPF is paused...
    expect((await step2(MARIA, MARIA.password, freshIp())).status).toBe(429);
    // ...with it, from home, Maria signs in.
    expect((await step1(MARIA.cpf, home, device)).status).toBe(200);
    expect((await step2(MARIA, MARIA.password, home, device)).status).toBe(200);
  });

  it('a flood of step 1 calls hides names from strangers, not from a browser with a device cookie', async () => {
    const home = freshIp();
    const device = await deviceCookieOf(ANA, home);
    for (let i = 0; i < 40; i++) expect((await step1(ANA.cpf, freshIp())).status).toBe(200);
    expect((await step1(ANA.cpf, freshIp())).body.data.name).toBe('');
    expect((await step1(ANA.cpf, home, device)).body.data.name).toBe('Ana');
    expect((await step2(ANA, ANA.password, home, device)).status).toBe(200);
    api.clock.advance(MINUTE + 1000);
  });

  it('a device cookie only vouches for its own CPF, and has a small limit of its own', async () => {
    api.clock.advance(16 * MINUTE); // earlier pauses and windows are over
    const device = await deviceCookieOf(ANA, freshIp());
    // Ana's cookie does not shelter guesses at Maria's CPF: those meet the CPF's pause.
    for (let i = 0; i < 3; i++) expect((await step2(MARIA, 'Errada#0000', freshIp(), device)).status).toBe(401);
    expect((await step2(MARIA, MARIA.password, freshIp(), device)).status).toBe(429);
    // Guesses with Ana's cookie at Ana's CPF are paused after the device limit (4 here).
    for (let i = 0; i < 4; i++) expect((await step2(ANA, 'Errada#0000', freshIp(), device)).status).toBe(401);
    expect((await step2(ANA, ANA.password, freshIp(), device)).status).toBe(429);
  });

  it('a forged or tampered device cookie counts as none', async () => {
    api.clock.advance(16 * MINUTE);
    const device = await deviceCookieOf(MARIA, freshIp());
    const [expires, nonce] = device.split('.');
    const forged = `${expires}.${nonce}.${'A'.repeat(43)}`;
    for (let i = 0; i < 3; i++) await step2(MARIA, 'Errada#0000', freshIp(), forged);
    expect((await step2(MARIA, MARIA.password, freshIp(), forged)).status).toBe(429);
    expect((await step2(MARIA, MARIA.password, freshIp(), device)).status).toBe(200);
  });
});

describe('IPv6', () => {
  it('counts addresses of one /64 together, and another /64 apart', async () => {
    api.clock.advance(16 * MINUTE);
    for (let i = 1; i <= 6; i++) expect((await step1(ANA.cpf, `2001:db8:aa:bb::${i.toString(16)}`)).status).toBe(200);
    expect((await step1(ANA.cpf, '2001:db8:aa:bb:ffff:1:2:3')).status).toBe(429);
    expect((await step1(ANA.cpf, '2001:db8:aa:bc::1')).status).toBe(200);
  });
});
