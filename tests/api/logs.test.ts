// Logs help operators without exposing members: one line per request, CPFs only masked, and
// never passwords, session ids, recovery tokens, card codes or the API key.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';
import { recoveryToken, waitForMessage } from './helpers/outbox.ts';

let api: TestApi;
const lines: string[] = [];
beforeAll(async () => { api = await startApi({ logLines: lines }); });
afterAll(async () => { await api?.close(); });

describe('request logs', () => {
  it('record method, path, status and time, and nothing secret', async () => {
    const cookies = await signIn(api, MARIA);
    await call(api, 'GET', '/user/profile', { cookies });
    const card = (await call(api, 'GET', '/user/card', { cookies })).body.data.code as string;
    await call(api, 'GET', `/card/verify/${card}`);
    await call(api, 'POST', '/login/forgot', { body: { cpf: '529.982.247-25' } });
    const token = recoveryToken(await waitForMessage(api.outboxDir, 1), 'http://portal.teste');
    await call(api, 'POST', '/login/recovery', { body: { token, password: 'Log#Secreto2026', newPassword: 'Log#Secreto2026' } });


    const entries = lines.map((l) => JSON.parse(l));
    const profileLine = entries.find((entry) => entry.route === '/user/profile');
    expect(profileLine).toMatchObject({ method: 'GET', status: 200, ms: expect.any(Number) });
    // The route pattern, never the path: a card's code would let a log reader check the card.
    expect(entries.find((entry) => entry.route === '/card/verify/:code')).toMatchObject({ method: 'GET', status: 200 });

    const all = lines.join('\n');
    for (const secret of [MARIA.cpf, '529.982.247-25', MARIA.password, 'Log#Secreto2026', cookies.sid!, token, card, API_KEY]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('***.982.247-**');
  });
});

describe('error logs (issue #9, finding 6)', () => {
  it('a database failure during step 2 logs the error by name and code, without CPF, hash or profile data', async () => {
    const { db } = api.database;
    const mariaId = (await call(api, 'POST', '/login/step1', { body: { cpf: MARIA.cpf } })).body.data.associate_id;
    const { rows } = await db.execute(sql`select password_hash from associates where cpf = ${MARIA.cpf}`);
    const hash = String(rows[0]!.password_hash);
    lines.length = 0;
    // A column the query names goes missing: the driver's message then quotes the query and its parameters.
    await db.execute(sql`alter table associates rename column email to email_fora`);
    try {
      const answer = await call(api, 'POST', '/login/step2', { body: { cpf: MARIA.cpf, password: MARIA.password, associate_id: mariaId } });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ msg: 'Erro interno. Tente novamente.' });
    } finally {
      await db.execute(sql`alter table associates rename column email_fora to email`);
    }
    const entry = lines.map((l) => JSON.parse(l)).find((e) => e.msg === 'erro inesperado');
    expect(entry.err).toMatchObject({ name: expect.any(String) });
    expect(JSON.stringify(entry.err)).toContain('42703'); // undefined_column, the code an operator looks up
    const all = lines.join('\n');
    for (const secret of [MARIA.cpf, '529.982.247-25', hash, 'maria.aparecida@example.com.br', 'Avenida Paulista', 'Maria Aparecida']) {
      expect(all).not.toContain(secret);
    }
  });

  it('an unexpected failure on a path that carries a code logs the route, never the code', async () => {
    const cookies = await signIn(api, ANA);
    const card = (await call(api, 'GET', '/user/card', { cookies })).body.data.code as string;
    lines.length = 0;
    await api.database.db.execute(sql`alter table member_card_codes rename column expires_at to expires_fora`);
    try {
      expect((await call(api, 'GET', `/card/verify/${card}`)).status).toBe(500);
    } finally {
      await api.database.db.execute(sql`alter table member_card_codes rename column expires_fora to expires_at`);
    }
    expect(lines.map((l) => JSON.parse(l)).find((e) => e.msg === 'erro inesperado')).toMatchObject({ route: '/card/verify/:code' });
    expect(lines.join('\n')).not.toContain(card);
  });
});
