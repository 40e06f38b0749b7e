// `npm run activation-link -- <cpf>` as staff run it (DESIGN §7.1): it prints a one-time link for
// a member without e-mail, and the link works. Runs the real script against a stopped database.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { call, RAIMUNDO, signIn } from './helpers/client.ts';

const run = promisify(execFile);
let database: TestDatabase;

// Migrated and seeded, with no API holding it open (PGlite allows one process at a time).
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database?.drop(); });

const activationLink = (cpf: string) => run(process.execPath, ['scripts/activation-link.ts', cpf], {
  env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '', PUBLIC_URL: 'http://portal.teste/' },
});

it('prints a link for Raimundo that lets him choose a password, and refuses accounts with one', async () => {
  const { stdout } = await activationLink('275.381.940-88');
  expect(stdout).toContain('Link de ativação para Raimundo Nonato Lima (vale 1 hora, uso único):');
  const token = /http:\/\/portal\.teste\/([A-Za-z0-9_-]{43})/.exec(stdout)?.[1];
  expect(token).toBeTruthy();
  await expect(activationLink('529.982.247-25')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('já tem senha') });

  let api: TestApi | undefined;
  try {
    api = await startApi({ useDatabase: database });
    // The same 'Cadastre sua senha' form as an e-mailed first-access link.
    expect((await call(api, 'POST', '/login/link', { body: { token } })).body).toEqual({ purpose: 'activation' });
    expect((await call(api, 'POST', '/login/activation', { body: { token, password: 'Raimundo#1948', confirmPassword: 'Raimundo#1948' } })).status).toBe(200);
    await expect(signIn(api, { cpf: RAIMUNDO.cpf, password: 'Raimundo#1948' })).resolves.toHaveProperty('sid');
  } finally {
    await api?.close();
  }
}, 60_000);
