// Exit 0 when the PostgreSQL used by the API tests answers, 1 otherwise, so `npm test` (scripts/test.sh)
// runs the PostgreSQL suite wherever a server is there, fails under CI=true when none is, and
// elsewhere says so when it skips it.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
