// The database of one API test suite: a fresh PGlite directory copied from a seeded template, or
// with TEST_DB=postgres a fresh database on TEST_DATABASE_URL created from a seeded template
// database and dropped afterwards. Same test files for both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../../associate-api/db/client.ts';
import { seedDemoData } from '../../../associate-api/seed/index.ts';
import { copySeededPglite } from '../../../scripts/lib/pglite-template.ts';
import { seedTemplateKey } from '../../../scripts/lib/seed-template-key.ts';

export const onPostgres = process.env.TEST_DB === 'postgres';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Suites of this run, of other runs and of other worktrees build the same template at once: one
// builds, the others wait on this lock and then find it built.
const TEMPLATE_LOCK = 4010_0001;

export type TestDatabase = { dataDir: string; databaseUrl: string | undefined; drop(): Promise<void> };

/** A migrated database seeded with the demo members (and the demo content unless told otherwise). */
export async function createTestDatabase(withContent = true): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'associate-api-test-'));
  if (!onPostgres) {
    await copySeededPglite(dataDir, withContent);
    return { dataDir, databaseUrl: undefined, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const template = await seededPostgresTemplate(withContent);
  const name = `associate_api_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name} template ${template}`));
  return {
    dataDir,
    databaseUrl: databaseUrl(name),
    drop: async () => {
      await withAdmin(async (admin) => {
        await connectionsGone(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The template's name; built (migrated and seeded) by the first suite that asks for it. */
async function seededPostgresTemplate(withContent: boolean): Promise<string> {
  const template = `associate_api_template_${seedTemplateKey()}${withContent ? '' : '_sem_conteudo'}`;
  await withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (rowCount) return;
      // Built under another name and renamed when complete: a run killed half-way leaves no
      // half-seeded template behind under the real name.
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ dataDir: tmpdir(), databaseUrl: databaseUrl(building) });
      try {
        await database.migrate();
        await seedDemoData(database.db, { withContent });
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

// The suite has ended its pool, but the server may not have let a closing connection go yet;
// `with (force)` would then cut it, and the client still closing it would throw (uncaught).
async function connectionsGone(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await admin.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
    if (rows[0]!.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
