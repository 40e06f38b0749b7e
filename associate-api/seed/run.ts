// `npm run seed`: loads the demo data into the configured database (PGlite under $DATA_DIR or
// DATABASE_URL), applying migrations first. Safe to run again: existing demo data is kept.
import { databaseFromEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from './index.ts';

const settings = databaseFromEnv();
const database = await openDatabase(settings);
try {
  await database.migrate();
  const loaded = await seedDemoData(database.db, { withContent: settings.demoContent });
  console.log(loaded ? 'Dados de demonstração carregados.' : 'Dados de demonstração já presentes: nada alterado.');
} finally {
  await database.close();
}
