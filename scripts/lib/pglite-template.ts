// Creating a PGlite database (initdb in WebAssembly), migrating and seeding it takes seconds, more
// on a busy machine. The API test suites and the browser test stacks therefore copy one migrated
// and seeded template directory (one with the demo content, one without), built once per
// seedTemplateKey(), into their own fresh DATA_DIR.
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../associate-api/db/client.ts';
import { seedDemoData } from '../../associate-api/seed/index.ts';
import { seedTemplateKey } from './seed-template-key.ts';

/** Puts a migrated, seeded PGlite database at `$dataDir/pglite`. */
export async function copySeededPglite(dataDir: string, withContent: boolean): Promise<void> {
  const template = join(tmpdir(), `associate-api-pglite-${seedTemplateKey()}${withContent ? '' : '-sem-conteudo'}`);
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
    // Atomic: a suite in another worker (or another stack) sees either no template or a complete one.
    renameSync(join(workDir, 'pglite'), template);
  } catch (error) {
    if (!existsSync(template)) throw error;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
