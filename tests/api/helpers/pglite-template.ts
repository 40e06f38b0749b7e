// Creating a PGlite database (initdb in WebAssembly) takes seconds, more on a busy machine. The
// suites therefore copy one migrated and seeded template directory, built once per day and per
// version of the migrations and seed code (one with the demo content, one without), into their
// own fresh DATA_DIR.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../associate-api/db/client.ts';
import { seedDemoData } from '../../../associate-api/seed/index.ts';

const API_DIR = join(import.meta.dirname, '../../../associate-api');

/** Puts a migrated, seeded PGlite database at `$dataDir/pglite`. */
export async function copySeededPglite(dataDir: string, withContent: boolean): Promise<void> {
  const template = join(tmpdir(), `associate-api-pglite-${templateKey()}${withContent ? '' : '-sem-conteudo'}`);
  if (!existsSync(template)) await buildTemplate(template, withContent);
  cpSync(template, join(dataDir, 'pglite'), { recursive: true });
}

async function buildTemplate(template: string, withContent: boolean): Promise<void> {
  const workDir = mkdtempSync(`${template}-building-`);
  const database = await openDatabase({ dataDir: workDir });
  await database.migrate();
  await seedDemoData(database.db, { withContent });
  await database.close();
  try {
    // Atomic: a suite in another worker sees either no template or a complete one.
    renameSync(join(workDir, 'pglite'), template);
  } catch (error) {
    if (!existsSync(template)) throw error;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function templateKey(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const dir of ['db/migrations', 'db/migrations/meta', 'seed', 'seed/assets']) {
    for (const name of readdirSync(join(API_DIR, dir)).sort()) {
      const path = join(API_DIR, dir, name);
      if (name.includes('.')) hash.update(name).update(readFileSync(path));
    }
  }
  hash.update(readFileSync(join(API_DIR, 'db/schema.ts')));
  return hash.digest('hex').slice(0, 16);
}
