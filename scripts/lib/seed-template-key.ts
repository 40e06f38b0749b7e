// Names a migrated and seeded database template after what went into it: the migrations, the
// schema, the seed code and its assets, and the day the demo data is dated from (DEMO_TODAY or today).
// A change to any of them, on any branch, gives a new name, so a stale template is never reused.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoToday } from '../../associate-api/seed/demo-today.ts';

const API_DIR = join(import.meta.dirname, '../../associate-api');

export function seedTemplateKey(): string {
  const hash = createHash('sha256').update(demoToday().toISOString().slice(0, 10));
  for (const dir of ['db/migrations', 'db/migrations/meta', 'seed', 'seed/assets']) {
    for (const name of readdirSync(join(API_DIR, dir)).sort()) {
      const path = join(API_DIR, dir, name);
      if (name.includes('.')) hash.update(name).update(readFileSync(path));
    }
  }
  hash.update(readFileSync(join(API_DIR, 'db/schema.ts')));
  return hash.digest('hex').slice(0, 16);
}
