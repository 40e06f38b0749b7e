// `npm run staff:create` (DESIGN §10): the first admin needs no database access. The real script
// runs against a stopped database; the link it prints enrols the account, which then signs in.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { call } from './helpers/client.ts';
import { staffPassword, totpCode } from './helpers/staff.ts';

const run = promisify(execFile);
let database: TestDatabase;

beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database?.drop(); });

const staffCreate = (...args: string[]) => run(process.execPath, ['scripts/staff-create.ts', ...args], {
  env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '', PUBLIC_URL: 'http://portal.teste/' },
});

it('prints a one-time enrolment link that makes a working admin, and refuses bad or duplicate input', async () => {
  const { stdout } = await staffCreate('--email', 'diretoria@associacao.example.com.br', '--name', 'Diretoria Geral', '--role', 'admin');
  expect(stdout).toContain('Link de cadastro na Gestão para Diretoria Geral (admin; vale 72 horas, uso único):');
  const token = /http:\/\/portal\.teste\/gestao\/ativar\/([A-Za-z0-9_-]{43})/.exec(stdout)?.[1];
  expect(token).toBeTruthy();
  await expect(staffCreate('--email', 'diretoria@associacao.example.com.br', '--name', 'Outra', '--role', 'admin')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Já existe') });
  await expect(staffCreate('--email', 'x@y.z', '--name', 'X', '--role', 'chefe')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Uso: npm run staff:create') });

  let api: TestApi | undefined;
  try {
    api = await startApi({ useDatabase: database });
    const read = await call(api, 'POST', '/staff/enrolment/read', { body: { token } });
    const secret = read.body.data.secret;
    const enrolled = await call(api, 'POST', '/staff/enrolment', { body: { token, password: 'Diretoria#2026', confirmPassword: 'Diretoria#2026', code: totpCode(secret, api.clock.now()) } });
    expect(enrolled.status).toBe(200);
    const { cookies } = await staffPassword(api, 'diretoria@associacao.example.com.br', 'Diretoria#2026');
    const signedIn = await call(api, 'POST', '/staff/login/code', { cookies, body: { code: enrolled.body.recoveryCodes[0] } });
    expect(signedIn.status).toBe(200);
    const team = await call(api, 'GET', '/staff/team', { cookies: { gestao_sessao: signedIn.cookies.gestao_sessao! } });
    expect(team.body.data.map((row: { email: string }) => row.email)).toContain('diretoria@associacao.example.com.br');
    // The command line is named as the author in the audit trail.
    const audit = await call(api, 'GET', '/staff/audit?pessoa=linha-de-comando', { cookies: { gestao_sessao: signedIn.cookies.gestao_sessao! } });
    expect(audit.body.data[0]).toMatchObject({ action: 'criar', staffRole: 'sistema' });
  } finally {
    await api?.close();
  }
}, 60_000);
