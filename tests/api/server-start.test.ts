// What an operator relies on when pointing `npm run api` at a new production database: with
// DEMO_DATA=off the server migrates and becomes ready, but no demo member (with a password
// printed in the README) is created.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_KEY } from './helpers/api-server.ts';
import { MARIA, call } from './helpers/client.ts';

let server: ChildProcess;
let dataDir: string;
let url: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sem porta'))));
    });
  });
}

async function waitUntilReady(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/health`).then((r) => r.status, () => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('a API não ficou pronta a tempo');
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'api-server-start-'));
  url = `http://127.0.0.1:${await freePort()}`;
  // Always on a fresh PGlite: this is about the server's start-up, whatever TEST_DB says.
  server = spawn(process.execPath, ['associate-api/server.ts'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ASSOCIATE_API_URL: url, ASSOCIATE_API_KEY: API_KEY, LOG_LEVEL: 'silent', DEMO_DATA: 'off' },
    stdio: 'ignore',
  });
  await waitUntilReady(Date.now() + 50_000);
}, 60_000);

afterAll(async () => {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
});

it('DEMO_DATA=off: the server gets ready on an empty database without creating demo members', async () => {
  const step1 = await call({ url }, 'POST', '/login/step1', { body: { cpf: MARIA.cpf } });
  expect(step1.status).toBe(404);
  expect(step1.body).toEqual({ msg: 'CPF não encontrado' });
});
