// The stack the load benchmark drives: the associate API and the built portal as two processes of
// their own (so the API can be restarted under load and each one's memory read), on a throw-away
// DATA_DIR and, for PostgreSQL, a throw-away database created here and dropped afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API_NODE_FLAGS } from '../../../associate-api/node-flags.ts';
import { waitUntilReady } from '../wait-until-ready.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type BenchStack = {
  kind: DatabaseKind;
  portalUrl: string;
  apiUrl: string;
  apiKey: string;
  databaseUrl?: string;
  databaseName?: string;
  pids(): { portal: number; api: number };
  restartApi(): Promise<void>;
  stop(): Promise<void>;
};

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function adminQuery(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

function start(script: string, env: NodeJS.ProcessEnv, root: string, nodeFlags: string[] = []): ChildProcess {
  // Quiet: only warnings and errors reach the terminal, never a line per request.
  return spawn(process.execPath, [...nodeFlags, script], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** `prepare` runs on the seeded database before the API opens it (the folder scenario's files). */
export async function startBenchStack(
  kind: DatabaseKind, ports: { portal: number; api: number }, root: string,
  prepare?: (database: { dataDir: string; databaseUrl: string | undefined }) => Promise<void>,
): Promise<BenchStack> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-load-${kind}-`));
  const apiKey = randomBytes(32).toString('base64url');
  let databaseName: string | undefined;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    databaseName = `bench_load_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const portalUrl = `http://127.0.0.1:${ports.portal}`;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(ports.portal),
    ASSOCIATE_API_URL: apiUrl,
    ASSOCIATE_API_KEY: apiKey,
    PUBLIC_URL: portalUrl,
    LOG_LEVEL: 'warn',
    // 50 members sign in from one address within a second.
    RATE_LIMIT_CPF_MAX: '10000',
    RATE_LIMIT_IP_MAX: '10000',
    RATE_LIMIT_STEP1_GLOBAL_MAX: '10000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  // Seeded beforehand by `npm run seed`'s script, as an operator would: the API's memory is then
  // what serving costs, not what generating the demo PDFs once cost.
  await new Promise<void>((resolve, reject) => {
    start('associate-api/seed/run.ts', env, root).once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed: código ${code}`))));
  });
  await prepare?.({ dataDir, databaseUrl });
  let api = start('associate-api/server.ts', env, root, API_NODE_FLAGS);
  const portal = start('dist/server/entry.mjs', env, root);
  await waitUntilReady(`${apiUrl}/health`);
  await waitUntilReady(`${portalUrl}/health`);
  return {
    kind,
    portalUrl,
    apiUrl,
    apiKey,
    databaseUrl,
    databaseName,
    pids: () => ({ portal: portal.pid!, api: api.pid! }),
    async restartApi() {
      await stopped(api);
      api = start('associate-api/server.ts', env, root, API_NODE_FLAGS);
    },
    async stop() {
      await Promise.all([stopped(api), stopped(portal)]);
      if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process now (VmRSS), in MB; 0 once it is gone. */
export function rssMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}
