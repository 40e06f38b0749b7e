// `npm run staff:create -- --email … --name … --role admin`: creates a staff account of the back
// office and prints its one-time enrolment link (72 hours), so the first admin needs no database
// access (DESIGN §10). Opens the database directly (PostgreSQL with DATABASE_URL; with the
// embedded PGlite, stop the API first: PGlite allows one process at a time).
import { parseArgs } from 'node:util';
import { databaseFromEnv, publicUrlFromEnv } from '../associate-api/config.ts';
import { openDatabase } from '../associate-api/db/client.ts';
import { systemClock } from '../associate-api/services/clock.ts';
import { createStaff, enrolmentUrl } from '../associate-api/services/staff/accounts.ts';
import { isStaffRole, STAFF_ROLES } from '../contract/staff-roles.ts';

const USAGE = `Uso: npm run staff:create -- --email <e-mail> --name "<nome>" --role <${STAFF_ROLES.join('|')}>`;
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } }, strict: false });
const { email, name, role } = values;
if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || typeof name !== 'string' || !name.trim() || !isStaffRole(role)) {
  console.error(USAGE);
  process.exit(2);
}
const database = await openDatabase(databaseFromEnv());
try {
  await database.migrate();
  // The audit trail names the command line as the author of the account.
  const actor = { id: null, email: 'linha-de-comando', role: 'sistema', ip: 'local' };
  const created = await createStaff(database.db, systemClock(), { email, name, role }, actor);
  if (!created) {
    console.error('Já existe uma conta da equipe com este e-mail.');
    process.exitCode = 1;
  } else {
    console.log(`Link de cadastro na Gestão para ${name.trim()} (${role}; vale 72 horas, uso único):`);
    console.log(enrolmentUrl(publicUrlFromEnv(), created.token));
  }
} finally {
  await database.close();
}
