// GET /user/export (LGPD art. 18): the member's own data, and never a secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
let maria: Record<string, string>;
beforeAll(async () => {
  api = await startApi();
  maria = await signIn(api, MARIA);
});
afterAll(async () => { await api?.close(); });

describe('GET /user/export', () => {
  it('traz perfil, assinatura, cartões (bandeira e final), faturas, processos, aceites e sessões', async () => {
    const answer = await call(api, 'GET', '/user/export', { cookies: maria });
    expect(answer.status).toBe(200);
    const { data } = answer.body;
    expect(Object.keys(data).sort()).toEqual(['cards', 'folderAcceptances', 'generatedAt', 'invoices', 'lawsuits', 'profile', 'sessions', 'signIns', 'subscription']);
    expect(data.profile).toMatchObject({ name: 'Maria Aparecida da Silva', cpf: '52998224725', registration: '3512345' });
    expect(data.cards).toContainEqual(expect.objectContaining({ brand: 'Visa', lastFour: '4242' }));
    expect(data.invoices.length).toBeGreaterThan(20);
    expect(data.lawsuits.length).toBeGreaterThanOrEqual(12);
    expect(data.lawsuits.every((l: { actionName: string }) => l.actionName)).toBe(true);
    expect(data.folderAcceptances.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);
    // The sign-in that opened this session is in the history, with its address truncated.
    expect(data.signIns[0]).toEqual({ at: expect.any(String), device: expect.any(String), ip: expect.any(String) });
  });

  it('nunca contém hash de senha, id de sessão, token nem número de cartão', async () => {
    const answer = await call(api, 'GET', '/user/export', { cookies: maria });
    const text = JSON.stringify(answer.body);
    expect(text).not.toMatch(/passwordHash|password_hash|\$argon2/i);
    expect(text).not.toContain(maria.sid!);
    expect(text).not.toMatch(/idHash|token|gateway/i);
    expect(text).not.toMatch(/\d{13,19}/);
  });

  it('é só da própria associada e exige sessão', async () => {
    const ana = await signIn(api, ANA);
    const answer = await call(api, 'GET', '/user/export', { cookies: ana });
    expect(answer.body.data.profile.name).toBe('Ana Beatriz Souza');
    expect(answer.body.data.lawsuits).toEqual([]);
    expect((await call(api, 'GET', '/user/export')).status).toBe(401);
  });
});
