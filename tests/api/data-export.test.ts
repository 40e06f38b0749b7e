// GET /user/export (LGPD art. 18): the member's own data, and never a secret.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associates, signIns } from '../../associate-api/db/schema.ts';
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
    expect(Object.keys(data).sort()).toEqual(['cards', 'folderAcceptances', 'generatedAt', 'invoices', 'lawsuits', 'profile', 'requests', 'sessions', 'signIns', 'subscription']);
    expect(data.profile).toMatchObject({ name: 'Maria Aparecida da Silva', cpf: '52998224725', registration: '3512345', phone: '11912345678' });
    expect(data.cards).toContainEqual(expect.objectContaining({ brand: 'Visa', lastFour: '4242' }));
    expect(data.invoices.length).toBeGreaterThan(20);
    expect(data.lawsuits.length).toBeGreaterThanOrEqual(12);
    expect(data.lawsuits.every((l: { actionName: string }) => l.actionName)).toBe(true);
    expect(data.folderAcceptances.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Her seeded request, with the association's answer (issue 23 §2).
    expect(data.requests).toContainEqual(expect.objectContaining({ subject: 'cadastro', status: 'respondido', answers: [expect.objectContaining({ staffName: 'Atendimento da associação' })] }));
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

describe('GET /user/export: bounded (issue 19 #10)', () => {
  it('traz só os logins dos últimos 12 meses, mesmo que a limpeza ainda não os tenha apagado', async () => {
    const { db } = api.database;
    const [member] = await db.select({ id: associates.id }).from(associates).where(eq(associates.cpf, MARIA.cpf));
    const old = new Date(api.clock.now().getTime() - 400 * 86_400_000);
    await db.insert(signIns).values({ associateId: member!.id, at: old, device: 'Aparelho antigo', ip: '198.51.100.0' });
    const { data } = (await call(api, 'GET', '/user/export', { cookies: maria })).body;
    expect(data.signIns.map((s: { device: string }) => s.device)).not.toContain('Aparelho antigo');
  });

  it('algumas por hora por associado: depois, 429 com mensagem em português', async () => {
    const ana = await signIn(api, ANA);
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await call(api, 'GET', '/user/export', { cookies: ana }));
    // The test above already asked once for Ana: six in the hour, then refused.
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(answers.at(-1)).toMatchObject({ status: 429, body: { msg: 'Você já baixou seus dados várias vezes na última hora. Tente novamente mais tarde.' } });
    api.clock.advance(61 * 60_000);
    expect((await call(api, 'GET', '/user/export', { cookies: await signIn(api, ANA) })).status).toBe(200);
  });
});

