// Starts the real associate API for one test suite: composed by associate-api/compose.ts exactly
// as server.ts composes it (mailer, background e-mails, readiness), on a real database and a real
// HTTP server on a free port, with an adjustable clock and the outbox directory to read e-mails from.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { composeApi } from '../../../associate-api/compose.ts';
import { DEFAULT_RATE_LIMITS, type Config, type RateLimitConfig } from '../../../associate-api/config.ts';
import { openDatabase, type Database } from '../../../associate-api/db/client.ts';
import { SANDBOX_PRIVATE_KEY } from '../../support/payment-sandbox.ts';
import { SMS_SANDBOX_TOKEN } from '../../support/sms-sandbox.ts';
import { createLogger } from '../../../associate-api/services/logger.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export const API_KEY = 'chave-de-teste-da-api-0123456789abcdef';
export const SUPPORT_PHONE = '(11) 4002-8922';

export type TestClock = { now(): Date; advance(ms: number): void };

export type TestApi = {
  url: string;
  dataDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  database: Database;
  clock: TestClock;
  /** Every route the API answers (method and Hono path pattern), for tests that visit them all. */
  routes: { method: string; path: string }[];
  /** Resolves once every e-mail the API started sending in the background has been written. */
  backgroundSettled(): Promise<void>;
  /** The notice events the staff back office calls (associate-api/services/notices/events.ts). */
  notices: ReturnType<typeof composeApi>['notices'];
  close(): Promise<void>;
};

export type StartOptions = {
  rateLimits?: Partial<RateLimitConfig>;
  /** Collects the log lines (level info) instead of discarding them. */
  logLines?: string[];
  /** Start as if migrations and seed were still running (/health must say 503). */
  notReady?: boolean;
  /** Join the PostgreSQL database another TestApi created (two instances, one database). */
  shareWith?: TestApi;
  /** false: seeded as with DEMO_CONTENT=off (members and their data, no news, FAQ or documents). */
  demoContent?: boolean;
  /** The payment provider's private API (a started payment sandbox); unset = provider unreachable. */
  paymentApiUrl?: string;
  /** Collects the SQL of every statement the API runs. */
  queryLog?: string[];
  /** PAYMENT_SETTLE_INTERVAL_SECONDS in ms (default 60 s, as in production: no settling round runs in a short suite). */
  settleIntervalMs?: number;
  /** PAYMENT_WEBHOOK_SECRET (unset: the webhook route does not exist). */
  webhookSecret?: string;
  /** PAYMENT_TIMEOUT_SECONDS in ms (default 5 s). */
  paymentTimeoutMs?: number;
  /** REQUEST_ATTACHMENT_MB (default 10). */
  requestAttachmentMb?: number;
  /** The SMS provider's API (a started sms-sandbox); unset = SMS off. */
  smsApiUrl?: string;
  /** Run on a database the test prepared itself (it stays the test's to drop). */
  useDatabase?: { dataDir: string; databaseUrl: string | undefined };
};

/** Rate limits high enough that ordinary tests never trip them; limit tests lower them. */
const RELAXED: RateLimitConfig = {
  ...DEFAULT_RATE_LIMITS,
  perCpf: { max: 1000, windowMs: 60_000 },
  perIp: { max: 1000, windowMs: 60_000 },
  step1Global: { max: 1000, windowMs: 60_000 },
  forgotPerCpf: { max: 1000, windowMs: 60_000 },
  mailsPerCpfDaily: { max: 1000, windowMs: 60_000, pause: false },
  perDevice: { max: 1000, windowMs: 60_000 },
};

export async function startApi(options: StartOptions = {}): Promise<TestApi> {
  const demoContent = options.demoContent ?? true;
  const given = options.shareWith ?? options.useDatabase;
  const owned: TestDatabase | undefined = given ? undefined : await createTestDatabase(demoContent);
  const dataDir = given?.dataDir ?? owned!.dataDir;
  const databaseUrl = given ? given.databaseUrl : owned?.databaseUrl;
  // Created from a migrated, seeded template: nothing to migrate or seed here.
  const queryLog = options.queryLog;
  const database = await openDatabase({ dataDir, databaseUrl, onQuery: queryLog && ((sql) => { queryLog.push(sql); }) });

  let offsetMs = 0;
  const clock: TestClock = { now: () => new Date(Date.now() + offsetMs), advance: (ms) => { offsetMs += ms; } };
  const outboxDir = join(dataDir, 'outbox');
  const logLines = options.logLines;
  const logger = logLines ? createLogger('info', { write: (line: string) => { logLines.push(line); } }) : createLogger('silent');
  const config: Config = {
    host: '127.0.0.1',
    port: 0,
    apiKey: API_KEY,
    dataDir,
    databaseUrl,
    poolMax: 20,
    maxFileMb: 25,
    requestAttachmentMb: options.requestAttachmentMb ?? 10,
    demoData: true,
    demoContent,
    smtpUrl: undefined,
    mailFrom: 'teste@example.com.br',
    publicUrl: 'http://portal.teste',
    sessionIdleMs: 60 * 60_000,
    sessionAbsoluteMs: 24 * 60 * 60_000,
    recoveryTokenMs: 60 * 60_000,
    supportPhone: SUPPORT_PHONE,
    bodyLimitBytes: 64 * 1024,
    logLevel: 'silent',
    rateLimits: { ...RELAXED, ...options.rateLimits },
    payment: {
      apiUrl: options.paymentApiUrl ?? 'http://127.0.0.1:9/api/v1', privateKey: SANDBOX_PRIVATE_KEY, timeoutMs: options.paymentTimeoutMs ?? 5000,
      settleIntervalMs: options.settleIntervalMs ?? 60_000, webhookSecret: options.webhookSecret,
    },
    sms: { apiUrl: options.smsApiUrl, token: options.smsApiUrl ? SMS_SANDBOX_TOKEN : undefined, from: 'associacao', timeoutMs: 5000 },
  };
  const api = composeApi({ config, db: database.db, clock: clock.now, logger });
  // The template is migrated and seeded already: ready at once, unless the test plays a start-up.
  if (!options.notReady) api.markReady();
  const { app } = api;
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    outboxDir,
    databaseUrl,
    database,
    clock,
    routes: app.routes.filter((route) => route.method !== 'ALL').map(({ method, path }) => ({ method, path })),
    backgroundSettled: api.settled,
    notices: api.notices,
    async close() {
      await api.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await owned?.drop();
    },
  };
}
