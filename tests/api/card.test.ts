// The digital member card: status from overdue invoices, the random revocable code that expires
// with the card (12 months), and the public check that shows first name, status and dates only —
// no CPF digits (issue 18, finding 7), nothing for unknown, revoked or expired codes, and a limit
// per network (IPv6 per /64).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associates, invoices } from '../../associate-api/db/schema.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
let maria: Record<string, string>;
beforeAll(async () => {
  api = await startApi({ rateLimits: { verifyPerIp: { max: 1000, windowMs: 60_000 } } });
  maria = await signIn(api, MARIA);
});
afterAll(async () => { await api?.close(); });

describe('carteirinha', () => {
  it('mostra nome, matrícula, CPF mascarado, desde quando e status Ativo com um código aleatório', async () => {
    const answer = await call(api, 'GET', '/user/card', { cookies: maria });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      name: 'Maria Aparecida da Silva', registration: '3512345', cpf: '***.982.247-**', memberSince: '2011-04-18', sexo: 'F',
      status: 'Ativo', code: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), codeExpiresAt: expect.any(String),
    });
    const validFor = new Date(answer.body.data.codeExpiresAt).getTime() - api.clock.now().getTime();
    expect(validFor / 86_400_000).toBeGreaterThan(364);
    expect(validFor / 86_400_000).toBeLessThan(367);
    expect((await call(api, 'GET', '/user/card', { cookies: maria })).body.data.code).toBe(answer.body.data.code);
  });

  it('a verificação pública mostra só primeiro nome, status e datas, nenhum dígito do CPF', async () => {
    const { code, codeExpiresAt } = (await call(api, 'GET', '/user/card', { cookies: maria })).body.data;
    const answer = await call(api, 'GET', `/card/verify/${code}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ firstName: 'Maria', status: 'Ativo', checkedAt: expect.any(String), expiresAt: codeExpiresAt });
    // The middle digits of Maria's CPF (529.982.247-25), in any form; the times in the answer may
    // hold '247' among their milliseconds.
    expect(JSON.stringify(answer.body)).not.toMatch(/982\D?247/);
  });

  it('o código expira com a carteirinha: depois de 12 meses a verificação não mostra nada, e a carteirinha ganha outro', async () => {
    const { code } = (await call(api, 'GET', '/user/card', { cookies: maria })).body.data;
    api.clock.advance(366 * 86_400_000);
    expect((await call(api, 'GET', `/card/verify/${code}`)).status).toBe(404);
    maria = await signIn(api, MARIA);
    const renewed = (await call(api, 'GET', '/user/card', { cookies: maria })).body.data;
    expect(renewed.code).not.toBe(code);
    expect((await call(api, 'GET', `/card/verify/${renewed.code}`)).status).toBe(200);
  });

  it("'Gerar novo código' revoga o anterior; código desconhecido ou malformado não mostra nada", async () => {
    const old = (await call(api, 'GET', '/user/card', { cookies: maria })).body.data.code;
    const renewed = await call(api, 'POST', '/user/card/code', { cookies: maria });
    expect(renewed.status).toBe(200);
    expect(renewed.body.msg).toBe('Novo código gerado. O código anterior não vale mais.');
    expect(renewed.body.data.code).not.toBe(old);
    for (const code of [old, 'A'.repeat(22), 'curto', '../user/card']) {
      const answer = await call(api, 'GET', `/card/verify/${encodeURIComponent(code)}`);
      expect(answer.status, code).toBe(404);
      expect(answer.body).toEqual({ msg: 'Carteirinha não encontrada' });
    }
    expect((await call(api, 'GET', `/card/verify/${renewed.body.data.code}`)).status).toBe(200);
  });

  it('uma fatura em aberto vencida há mais de 60 dias deixa a carteirinha Pendente', async () => {
    const ana = await signIn(api, ANA);
    const { db } = api.database;
    const [row] = await db.select({ id: associates.id }).from(associates).where(eq(associates.cpf, ANA.cpf));
    const due = (days: number) => new Date(api.clock.now().getTime() - days * 86_400_000).toISOString().slice(0, 10);
    await db.insert(invoices).values({ associateId: row!.id, description: 'Mensalidade', status: 'pending', priceCents: 100, expiresAt: due(59), payment: '0' });
    expect((await call(api, 'GET', '/user/card', { cookies: ana })).body.data.status).toBe('Ativo');
    await db.insert(invoices).values({ associateId: row!.id, description: 'Mensalidade', status: 'pending', priceCents: 100, expiresAt: due(61), payment: '0' });
    const card = (await call(api, 'GET', '/user/card', { cookies: ana })).body.data;
    expect(card.status).toBe('Pendente');
    expect((await call(api, 'GET', `/card/verify/${card.code}`)).body.data.status).toBe('Pendente');
  });

  it('exige sessão para ver e trocar o código', async () => {
    expect((await call(api, 'GET', '/user/card')).status).toBe(401);
    expect((await call(api, 'POST', '/user/card/code')).status).toBe(401);
  });
});

describe('limite da verificação', () => {
  let limited: TestApi;
  beforeAll(async () => { limited = await startApi({ rateLimits: { verifyPerIp: { max: 3, windowMs: 60_000 } } }); });
  afterAll(async () => { await limited?.close(); });

  it('a quarta verificação seguida do mesmo endereço recebe 429', async () => {
    for (let i = 0; i < 3; i++) expect((await call(limited, 'GET', `/card/verify/${'B'.repeat(22)}`)).status).toBe(404);
    expect((await call(limited, 'GET', `/card/verify/${'B'.repeat(22)}`)).status).toBe(429);
  });

  it('conta os endereços IPv6 de uma mesma /64 juntos: trocar de endereço na rede de casa não ganha tentativas', async () => {
    const from = (host: number) => ({ headers: { 'x-forwarded-for': `2001:db8:1:2::${host.toString(16)}` } });
    for (let i = 1; i <= 3; i++) expect((await call(limited, 'GET', `/card/verify/${'C'.repeat(22)}`, from(i))).status).toBe(404);
    expect((await call(limited, 'GET', `/card/verify/${'C'.repeat(22)}`, from(99))).status).toBe(429);
    const elsewhere = { headers: { 'x-forwarded-for': '2001:db8:1:3::1' } };
    expect((await call(limited, 'GET', `/card/verify/${'C'.repeat(22)}`, elsewhere)).status).toBe(404);
  });
});
