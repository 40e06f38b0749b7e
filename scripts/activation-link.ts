// `npm run activation-link -- <cpf>`: prints a one-time first-access link for a member without
// e-mail on file (or locked out by wrong birth dates), for staff to read over the phone or print.
// It opens the database directly (PostgreSQL with DATABASE_URL; with the embedded PGlite, stop the
// API first: PGlite allows one process at a time).
import { databaseFromEnv, LINK_LIFETIME_MS, publicUrlFromEnv } from '../associate-api/config.ts';
import { openDatabase } from '../associate-api/db/client.ts';
import { systemClock } from '../associate-api/services/clock.ts';
import { issueStaffActivationLink } from '../associate-api/services/staff-activation.ts';

const cpf = process.argv[2];
if (!cpf) {
  console.error('Uso: npm run activation-link -- <CPF>');
  process.exit(2);
}
const database = await openDatabase(databaseFromEnv());
try {
  await database.migrate();
  const result = await issueStaffActivationLink(database.db, systemClock, { publicUrl: publicUrlFromEnv(), lifetimeMs: LINK_LIFETIME_MS }, cpf);
  if (!result.ok) {
    console.error(result.reason);
    process.exitCode = 1;
  } else {
    console.log(`Link de ativação para ${result.name} (vale 1 hora, uso único):`);
    console.log(result.link);
  }
} finally {
  await database.close();
}
