// What a signed-in member does for their account's safety (issue #9): changing the e-mail takes
// the current password (finding 4), 'Alterar senha', 'Sessões ativas' and the sign-in history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';
import { outboxMessages, recoveryToken, waitForMessage } from './helpers/outbox.ts';

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api?.close(); });

const CHROME_WINDOWS = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
const SAFARI_IPHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' };

const profileOf = async (cookies: Record<string, string>) => (await call(api, 'GET', '/user/profile', { cookies })).body.data;
const newMessages = async (before: number, count: number) => {
  await waitForMessage(api.outboxDir, before + count);
  return outboxMessages(api.outboxDir).slice(before);
};

describe('changing the e-mail (finding 4)', () => {
  it('needs the current password; the old address hears of it and pending recovery links die', async () => {
    const cookies = await signIn(api, ANA);
    const profile = await profileOf(cookies);
    const change = { ...profile, email: 'ana.nova@example.com.br' };

    const withoutPassword = await call(api, 'PUT', '/user/profile', { cookies, body: change });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body).toEqual({ msg: 'Informe a sua senha atual' });
    const wrongPassword = await call(api, 'PUT', '/user/profile', { cookies, body: { ...change, currentPassword: 'Errada#2025' } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({ msg: 'Senha atual incorreta' });
    expect((await profileOf(cookies)).email).toBe('ana.beatriz@example.com.br');

    let before = outboxMessages(api.outboxDir).length;
    await call(api, 'POST', '/login/forgot', { body: { cpf: ANA.cpf } });
    const pending = recoveryToken((await newMessages(before, 1))[0]!, 'http://portal.teste');

    before = outboxMessages(api.outboxDir).length;
    const saved = await call(api, 'PUT', '/user/profile', { cookies, body: { ...change, currentPassword: ANA.password } });
    expect(saved.status).toBe(200);
    expect((await profileOf(cookies)).email).toBe('ana.nova@example.com.br');
    const [notice] = await newMessages(before, 1);
    expect(notice).toContain('To: ana.beatriz@example.com.br');
    expect(notice).toContain('Seu e-mail de cadastro foi alterado');
    const recovery = await call(api, 'POST', '/login/recovery', { body: { token: pending, password: 'Tomada#2025x', newPassword: 'Tomada#2025x' } });
    expect(recovery.status).toBe(400);
  });

  it('other fields save without the password when the e-mail stays', async () => {
    const cookies = await signIn(api, MARIA);
    const profile = await profileOf(cookies);
    expect((await call(api, 'PUT', '/user/profile', { cookies, body: { ...profile, city: 'Santos' } })).status).toBe(200);
  });
});

describe('POST /user/password (Alterar senha)', () => {
  const change = (cookies: Record<string, string>, body: Record<string, unknown>) => call(api, 'POST', '/user/password', { cookies, body });

  it('checks the rules and the current password, ends every other session, keeps this one, and mails a notice', async () => {
    const other = await signIn(api, MARIA, SAFARI_IPHONE);
    const mine = await signIn(api, MARIA, CHROME_WINDOWS);
    expect((await change(mine, { currentPassword: MARIA.password, password: 'fraca', confirmPassword: 'fraca' })).body)
      .toEqual({ msg: 'Senha inválida: a senha tem pelo menos 8 caracteres.' });
    expect((await change(mine, { currentPassword: MARIA.password, password: 'Nova#Senha2026', confirmPassword: 'Nova#Senha2027' })).body)
      .toEqual({ msg: 'Senhas não conferem' });
    const wrong = await change(mine, { currentPassword: 'Errada#2024', password: 'Nova#Senha2026', confirmPassword: 'Nova#Senha2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ msg: 'Senha atual incorreta' });

    const before = outboxMessages(api.outboxDir).length;
    const done = await change(mine, { currentPassword: MARIA.password, password: 'Nova#Senha2026', confirmPassword: 'Nova#Senha2026' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ msg: 'Senha alterada com sucesso' });
    expect((await call(api, 'GET', '/user/check', { cookies: mine })).status).toBe(200);
    expect((await call(api, 'GET', '/user/check', { cookies: other })).status).toBe(401);
    const [notice] = await newMessages(before, 1);
    expect(notice).toContain('Subject: Sua senha foi alterada');
    expect(notice).toContain('To: maria.aparecida@example.com.br');
    await expect(signIn(api, { cpf: MARIA.cpf, password: MARIA.password })).rejects.toThrow(/401/);
    await expect(signIn(api, { cpf: MARIA.cpf, password: 'Nova#Senha2026' })).resolves.toHaveProperty('sid');
  });
});

describe('Sessões ativas', () => {
  // Issue 20: two sessions of the same browser and system are told apart by their network.
  it('gives each session the network it signed in from, truncated like the sign-in history', async () => {
    const home = await signIn(api, ANA, { ...CHROME_WINDOWS, 'x-forwarded-for': '189.40.12.77' });
    await signIn(api, ANA, { ...CHROME_WINDOWS, 'x-forwarded-for': '2001:db8:1:2:3:4:5:6' });
    const sessions = (await call(api, 'GET', '/user/sessions', { cookies: home })).body.data as { device: string; network: string; current: boolean }[];
    expect(sessions.find((s) => s.current)).toMatchObject({ device: 'Chrome no Windows', network: '189.40.12.0' });
    expect(sessions.map((s) => s.network)).toContain('2001:db8:1:2::/64');
    expect(JSON.stringify(sessions)).not.toContain('189.40.12.77');
  });

  it('lists the open sessions with their device, marks this one, ends one or all the others', async () => {
    const phone = await signIn(api, ANA, SAFARI_IPHONE);
    const laptop = await signIn(api, ANA, CHROME_WINDOWS);
    const third = await signIn(api, ANA, SAFARI_IPHONE);
    const list = await call(api, 'GET', '/user/sessions', { cookies: laptop });
    expect(list.status).toBe(200);
    const sessions = list.body.data as { id: string; device: string; lastSeenAt: string; current: boolean }[];
    expect(sessions.filter((s) => s.current)).toEqual([expect.objectContaining({ device: 'Chrome no Windows' })]);
    expect(sessions.map((s) => s.device)).toContain('Safari no iPhone');
    expect(new Date(sessions[0]!.lastSeenAt).getTime()).toBeGreaterThan(0);
    expect(JSON.stringify(list.body)).not.toContain(laptop.sid!);

    const phoneId = (await call(api, 'GET', '/user/sessions', { cookies: phone })).body.data.find((s: { current: boolean }) => s.current).id;
    const ended = await call(api, 'DELETE', `/user/sessions/${phoneId}`, { cookies: laptop });
    expect(ended.status).toBe(200);
    expect((await call(api, 'GET', '/user/check', { cookies: phone })).status).toBe(401);
    expect((await call(api, 'DELETE', `/user/sessions/${phoneId}`, { cookies: laptop })).status).toBe(404);

    expect((await call(api, 'DELETE', '/user/sessions', { cookies: laptop })).status).toBe(200);
    expect((await call(api, 'GET', '/user/check', { cookies: third })).status).toBe(401);
    expect((await call(api, 'GET', '/user/check', { cookies: laptop })).status).toBe(200);
  });

  it("cannot end another member's session", async () => {
    const maria = await signIn(api, { cpf: MARIA.cpf, password: 'Nova#Senha2026' });
    const ana = await signIn(api, ANA);
    const mariaId = (await call(api, 'GET', '/user/sessions', { cookies: maria })).body.data.find((s: { current: boolean }) => s.current).id;
    expect((await call(api, 'DELETE', `/user/sessions/${mariaId}`, { cookies: ana })).status).toBe(404);
    expect((await call(api, 'GET', '/user/check', { cookies: maria })).status).toBe(200);
  });
});

describe('GET /user/signins', () => {
  it('lists sign-ins newest first with device and a truncated address, within the limit asked', async () => {
    await signIn(api, ANA, { ...SAFARI_IPHONE, 'x-forwarded-for': '198.51.100.77' });
    const cookies = await signIn(api, ANA, { ...CHROME_WINDOWS, 'x-forwarded-for': '2001:db8:1:2:3:4:5:6' });
    const answer = await call(api, 'GET', '/user/signins?limit=2', { cookies });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { at: expect.any(String), device: 'Chrome no Windows', ip: '2001:db8:1:2::/64', actedBy: null },
      { at: expect.any(String), device: 'Safari no iPhone', ip: '198.51.100.0', actedBy: null },
    ]);
    // The dashboard's 'Seu último acesso' comes in its one call: the sign-in before this session's.
    const dashboard = await call(api, 'GET', '/user/dashboard', { cookies });
    expect(dashboard.body.data.previousSignInAt).toBe(answer.body.data[1].at);
    for (const bad of ['0', '101', 'dez']) {
      expect((await call(api, 'GET', `/user/signins?limit=${bad}`, { cookies })).status).toBe(400);
    }
    expect((await call(api, 'GET', '/user/signins')).status).toBe(401);
  });

  it('forgets sign-ins older than 12 months', async () => {
    const cookies = await signIn(api, ANA);
    const before = (await call(api, 'GET', '/user/signins?limit=100', { cookies })).body.data.length;
    api.clock.advance(366 * 24 * 60 * 60_000);
    const later = await signIn(api, ANA);
    const after = (await call(api, 'GET', '/user/signins?limit=100', { cookies: later })).body.data;
    expect(before).toBeGreaterThan(1);
    expect(after).toHaveLength(1);
    expect((await call(api, 'GET', '/user/dashboard', { cookies: later })).body.data.previousSignInAt).toBeNull();
  });
});
