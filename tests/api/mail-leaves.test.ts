// Every e-mail the product sends, read from the outbox of the API started as `npm start` starts it
// (scripts/lib/service.ts, associate-api/server.ts, the same node flags), not from the test harness:
// issue 18, finding 6 — 'Sua senha foi alterada' and the e-mail-change notice passed in tests that
// built the API their own way, and never left in production.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_NODE_FLAGS } from '../../associate-api/node-flags.ts';
import { startService } from '../../scripts/lib/service.ts';
import { API_KEY } from './helpers/api-server.ts';
import { ANA, call, JOSE, MARIA, signIn } from './helpers/client.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { decodeMail, outboxMessages } from './helpers/outbox.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PUBLIC_URL = 'http://portal.teste';
let database: TestDatabase;
let server: ChildProcess;
let api: { url: string };
let outboxDir: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sem porta'))));
    });
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  outboxDir = `${database.dataDir}/outbox`;
  api = { url: `http://127.0.0.1:${await freePort()}` };
  server = startService('api', 'associate-api/server.ts', {
    ...process.env,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    DEMO_DATA: 'on',
    ASSOCIATE_API_URL: api.url,
    ASSOCIATE_API_KEY: API_KEY,
    PUBLIC_URL,
    LOG_LEVEL: 'warn',
  }, ROOT, API_NODE_FLAGS);
  const deadline = Date.now() + 50_000;
  while ((await fetch(`${api.url}/health`).then((r) => r.status, () => 0)) !== 200) {
    if (Date.now() > deadline) throw new Error('a API não ficou pronta a tempo');
    await new Promise((r) => setTimeout(r, 200));
  }
}, 60_000);

afterAll(async () => {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await database?.drop();
});

/** The text of the e-mail with this subject to this address, waited for: some leave in the background. */
async function mailTo(to: string, subject: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const found = outboxMessages(outboxDir).map(decodeMail).find((mail) => mail.to === to && mail.subject === subject);
    if (found) return found.text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nenhum e-mail "${subject}" para ${to} na caixa de saída`);
}

describe('e-mails from the API as npm start runs it', () => {
  it("'Perdi minha senha': the recovery link", async () => {
    expect((await call(api, 'POST', '/login/forgot', { body: { cpf: MARIA.cpf } })).status).toBe(200);
    expect(await mailTo('maria.aparecida@example.com.br', 'Recuperação de senha da Área do Associado')).toContain(`${PUBLIC_URL}/`);
  });

  it('first access: the activation link', async () => {
    const step1 = await call(api, 'POST', '/login/step1', { body: { cpf: JOSE.cpf } });
    const step2 = await call(api, 'POST', '/login/step2', { body: { cpf: JOSE.cpf, associate_id: step1.body.data.associate_id, birthDate: JOSE.birthDate } });
    expect(step2.status).toBe(202);
    expect(await mailTo('jose.carlos@example.com.br', 'Ative sua senha da Área do Associado')).toContain(`${PUBLIC_URL}/`);
  });

  it("a password change: 'Sua senha foi alterada'", async () => {
    const cookies = await signIn(api, ANA);
    const changed = await call(api, 'POST', '/user/password', {
      cookies, body: { currentPassword: ANA.password, password: 'Outono#Sereno58', confirmPassword: 'Outono#Sereno58' },
    });
    expect(changed.status).toBe(200);
    expect(await mailTo('ana.beatriz@example.com.br', 'Sua senha foi alterada')).toContain('outras sessões abertas foram encerradas');
  });

  it('an e-mail change: the notice to the old address', async () => {
    const cookies = await signIn(api, MARIA);
    const profile = (await call(api, 'GET', '/user/profile', { cookies })).body.data;
    const saved = await call(api, 'PUT', '/user/profile', {
      cookies, body: { ...profile, email: 'maria.nova@example.com.br', currentPassword: MARIA.password },
    });
    expect(saved.status).toBe(200);
    expect(await mailTo('maria.aparecida@example.com.br', 'Seu e-mail de cadastro foi alterado')).toContain('m•••@e•••.com.br');
  });
});
