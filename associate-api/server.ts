// `npm run api`: configuration from the environment, database opened and migrated, demo data on
// an empty database, then listening. SIGTERM/SIGINT close the server and the database cleanly.
import { serve } from '@hono/node-server';
import { composeApi } from './compose.ts';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/index.ts';
import { systemClock } from './services/clock.ts';
import { createLogger } from './services/logger.ts';

const config = configFromEnv();
const logger = createLogger(config.logLevel);
const database = await openDatabase({
  ...config,
  onConnectionLost: (err) => logger.warn({ err }, 'conexão ociosa com o PostgreSQL encerrada; a próxima consulta abre outra'),
});
const api = composeApi({ config, db: database.db, clock: systemClock, logger });

// Listening before migrating lets /health answer 503 while the database gets ready.
const server = serve({ fetch: api.app.fetch, hostname: config.host, port: config.port }, (info) => {
  logger.info({ host: info.address, port: info.port, database: database.kind }, 'API do associado ouvindo');
});

try {
  await database.migrate();
  // A production database starts empty too: DEMO_DATA=off keeps Maria's known password out of it.
  if (config.demoData && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db, { withContent: config.demoContent });
    logger.info('banco vazio: dados de demonstração carregados');
  }
  api.markReady();
  logger.info('API do associado pronta');
} catch (err) {
  logger.fatal({ err }, 'falha ao preparar o banco de dados');
  await shutdown(1);
}

async function shutdown(code = 0): Promise<void> {
  server.close();
  await api.stop();
  // E-mails already accepted (a recovery link, 'Sua senha foi alterada') leave before we stop.
  await api.settled();
  await database.close().catch(() => {});
  process.exit(code);
}

process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
