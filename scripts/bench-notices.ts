// `npm run bench:notices`: 10,000 members' 'Fatura vence em 3 dias' reminders, queued by the daily
// scan and sent by the notice queue (pg-boss) through the real SMS adapter to the SMS sandbox and
// through the real mailer to the e-mail outbox, the API composed as server.ts composes it. Prints
// how long queueing and sending took. Embedded PGlite in a throw-away directory by default;
// BENCH_DATABASE_URL runs it on a PostgreSQL database of your own (its members are added to it).
import { serve } from '@hono/node-server';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { composeApi } from '../associate-api/compose.ts';
import { configFromEnv } from '../associate-api/config.ts';
import { openDatabase } from '../associate-api/db/client.ts';
import { seedDemoData } from '../associate-api/seed/index.ts';
import { addDays, brasiliaDay } from '../associate-api/services/declarations/issue-day.ts';
import { createLogger } from '../associate-api/services/logger.ts';
import { createSmsSandbox } from '../sms-sandbox/app.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS || 10_000);
const TOKEN = 'token-do-benchmark';
const dataDir = mkdtempSync(join(tmpdir(), 'bench-notices-'));
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;

const sandbox = serve({ fetch: createSmsSandbox({ token: TOKEN }).fetch, hostname: '127.0.0.1', port: 0 });
await new Promise<void>((resolve) => sandbox.once('listening', resolve));
const smsUrl = `http://127.0.0.1:${(sandbox.address() as AddressInfo).port}`;

const config = {
  ...configFromEnv({ DATA_DIR: dataDir, ASSOCIATE_API_KEY: 'chave-do-benchmark', SMS_API_URL: smsUrl, SMS_API_TOKEN: TOKEN, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
  logLevel: 'silent',
};
const database = await openDatabase(config);
const api = composeApi({ config, db: database.db, clock: () => new Date(), logger: createLogger('silent') });
const outbox = join(dataDir, 'outbox');
const today = brasiliaDay(new Date());
const due = addDays(today, 3);

try {
  await database.migrate();
  await seedDemoData(database.db, { withContent: false });
  console.error(`criando ${MEMBERS} associados com celular, SMS ligado e uma fatura que vence em ${due}…`);
  await database.db.execute(sql`
    with created as (
      insert into associates (cpf, name, email, birth_date)
      select 'bench-' || g, 'Associado ' || g, 'associado' || g || '@example.com.br', '1950-01-01' from generate_series(1, ${MEMBERS}) g
      returning id
    ), profile as (
      insert into associate_profiles (associate_id, registration, date_filiate, sexo, civil_state, escolarchip, hometown, home_state, rg,
        emissor_entity_rg, date_rg, fathername, mothername, fundo, cep, address, complement, house_number, neighborhood, city, state, phone)
      select id, 'B' || id, '2020-01-01', 'F', 'Casada', 'Médio', 'São Paulo', 'SP', '1', 'SSP', '1970-01-01', 'Pai', 'Mãe', 'Geral',
        '01001000', 'Praça da Sé', '', '1', 'Sé', 'São Paulo', 'SP', '119' || lpad(id::text, 8, '0') from created
    ), choice as (
      insert into notice_preferences (associate_id, category, portal, email, sms) select id, 'invoice_due', true, true, true from created
    )
    insert into invoices (associate_id, description, status, price_cents, expires_at, payment)
    select id, 'Mensalidade', 'pending', 5000, ${due}, '0' from created`);
  api.markReady();

  const started = performance.now();
  const queued = await api.notices.queueDueReminders(today);
  const queuedAt = performance.now();
  const sms = async () => ((await (await fetch(`${smsUrl}/_sandbox/messages/count`, { headers: { 'x-api-token': TOKEN } })).json()) as { count: number }).count;
  const mails = () => { try { return readdirSync(outbox).length; } catch { return 0; } };
  let sent = { sms: 0, mails: 0 };
  while (sent.sms < MEMBERS || sent.mails < MEMBERS) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    sent = { sms: await sms(), mails: mails() };
    process.stderr.write(`\r${sent.mails} e-mails, ${sent.sms} SMS…`);
  }
  const done = performance.now();
  console.error('');
  console.log(`Avisos 'Fatura vence em 3 dias' (${database.kind}): ${queued} faturas (${MEMBERS} associados do benchmark e as da demonstração)`);
  console.log(`  na fila em ${((queuedAt - started) / 1000).toFixed(1)} s; ${sent.mails} e-mails e ${sent.sms} SMS enviados em ${((done - started) / 1000).toFixed(1)} s no total`);
  console.log(`  ${(MEMBERS / ((done - started) / 1000)).toFixed(0)} associados por segundo (e-mail e SMS de cada um)`);
} finally {
  await api.stop();
  await database.close();
  await new Promise<void>((resolve) => sandbox.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
