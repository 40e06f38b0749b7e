// Every setting of the associate API comes from the environment, with laptop defaults
// (DESIGN.md §4). Tests build a Config directly and pass it to createApp.
import { resolve } from 'node:path';
import { DEFAULT_REQUEST_ATTACHMENT_MB } from '../contract/member-requests.ts';
import { loadOrCreateApiKey } from './api-key-file.ts';
import type { PaymentConfig } from './services/payments/provider.ts';
import type { SmsConfig } from './services/notices/sms.ts';

/**
 * `max` attempts per window. A rule with `pause` (the default) starts a growing pause when
 * exceeded; a rule without it simply refuses until its window ends (daily caps).
 */
export type RateLimitRule = { max: number; windowMs: number; pause?: boolean };

export type RateLimitConfig = {
  /** Failed passwords or birth dates per CPF before a (growing) pause. */
  perCpf: RateLimitRule;
  /** Sign-in calls of any kind from one address. */
  perIp: RateLimitRule;
  /** Step 1 calls from everybody together: above it step 1 answers without names (never a pause). */
  step1Global: RateLimitRule;
  /** Recovery e-mails per CPF, so nobody can flood a member's mailbox. */
  forgotPerCpf: RateLimitRule;
  /** Recovery and activation e-mails per CPF per day (no pause: the day's cap). */
  mailsPerCpfDaily: RateLimitRule;
  /** Attempts from a browser holding a valid device cookie for the CPF (DESIGN §7.9). */
  perDevice: RateLimitRule;
  /** Searches per member (GET /search): full-text queries are the API's most expensive reads. */
  searchPerMember: RateLimitRule;
  /** Card checks per address (GET /card/verify/{code}): codes must not be guessable by brute force. */
  verifyPerIp: RateLimitRule;
  /** Data exports per member (GET /user/export): each one reads everything kept about the member. */
  exportsPerMember: RateLimitRule;
  /** First pause; each further pause doubles, up to blockMaxMs. Never permanent. */
  blockBaseMs: number;
  blockMaxMs: number;
};

export type Config = {
  host: string;
  port: number;
  apiKey: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Whether server.ts loads the demo data into an empty database (DEMO_DATA; default on only with embedded PGlite). */
  demoData: boolean;
  /** Most PostgreSQL connections one API instance opens (DATABASE_POOL_MAX). */
  poolMax: number;
  /** Largest file the database accepts, in MB (MAX_FILE_MB). */
  maxFileMb: number;
  /** Largest attachment a member may send with a request, in MB (REQUEST_ATTACHMENT_MB). */
  requestAttachmentMb: number;
  /** Whether an empty database is seeded with the association-wide demo content (DEMO_CONTENT). */
  demoContent: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  recoveryTokenMs: number;
  /** 'Ligue para a associação' in first-access messages (ASSOCIATION_SUPPORT_PHONE). */
  supportPhone: string;
  bodyLimitBytes: number;
  logLevel: string;
  rateLimits: RateLimitConfig;
  /** The payment provider's private API (Vindi API v1 or the local payment-sandbox/). */
  payment: PaymentConfig;
  /** The SMS provider (Zenvia v2 or the local sms-sandbox/); off when SMS_API_URL or SMS_API_TOKEN is unset. */
  sms: SmsConfig;
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A demo number (the portal has the same default): operators set the association's own. */
export const DEFAULT_SUPPORT_PHONE = '(11) 4002-8922';

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  perCpf: { max: 5, windowMs: 15 * MINUTE },
  perIp: { max: 30, windowMs: 15 * MINUTE },
  step1Global: { max: 600, windowMs: MINUTE },
  forgotPerCpf: { max: 3, windowMs: 15 * MINUTE },
  mailsPerCpfDaily: { max: 6, windowMs: DAY, pause: false },
  perDevice: { max: 10, windowMs: 15 * MINUTE },
  searchPerMember: { max: 30, windowMs: MINUTE },
  verifyPerIp: { max: 20, windowMs: 15 * MINUTE },
  exportsPerMember: { max: 6, windowMs: 60 * MINUTE, pause: false },
  blockBaseMs: MINUTE,
  blockMaxMs: 15 * MINUTE,
};

/** Where the data lives and what the seed puts there; all `npm run seed` needs (it must not create an API key). */
export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): { dataDir: string; databaseUrl: string | undefined; poolMax: number; maxFileMb: number; demoData: boolean; demoContent: boolean } {
  return {
    dataDir: resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    // 50 members at once on 2 cores: enough connections that none waits for a free one while
    // another is idle in the event loop, few enough for PostgreSQL's default max_connections (100)
    // to hold two instances and the operator's tools.
    poolMax: positiveNumber(env, 'DATABASE_POOL_MAX', 20),
    // The largest file (PDF of a shared folder or lawsuit) the database accepts.
    maxFileMb: positiveNumber(env, 'MAX_FILE_MB', 25),
    // Demo members have published passwords: they load by default only into the embedded PGlite
    // of a laptop, never into a PostgreSQL database unless the operator asks for them.
    demoData: onOff(env, 'DEMO_DATA', !env.DATABASE_URL),
    demoContent: onOff(env, 'DEMO_CONTENT', true),
  };
}

/** Where links in e-mails lead (PUBLIC_URL), without a trailing slash. */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_URL ?? 'http://localhost:4321').replace(/\/+$/, '');
}

/** Recovery and activation links live one hour. */
export const LINK_LIFETIME_MS = 60 * MINUTE;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const apiUrl = new URL(env.ASSOCIATE_API_URL || 'http://127.0.0.1:4010');
  const { dataDir, databaseUrl, poolMax, maxFileMb, demoData, demoContent } = databaseFromEnv(env);
  const number = (name: string, fallback: number) => positiveNumber(env, name, fallback);
  return {
    host: env.API_HOST ?? apiUrl.hostname,
    port: number('API_PORT', Number(apiUrl.port || 4010)),
    apiKey: env.ASSOCIATE_API_KEY || loadOrCreateApiKey(dataDir),
    dataDir,
    databaseUrl,
    poolMax,
    maxFileMb,
    requestAttachmentMb: number('REQUEST_ATTACHMENT_MB', DEFAULT_REQUEST_ATTACHMENT_MB),
    demoData,
    demoContent,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Área do Associado <nao-responda@associacao.example.com.br>',
    publicUrl: publicUrlFromEnv(env),
    sessionIdleMs: number('SESSION_IDLE_MINUTES', 60) * MINUTE,
    sessionAbsoluteMs: 24 * 60 * MINUTE,
    recoveryTokenMs: LINK_LIFETIME_MS,
    supportPhone: env.ASSOCIATION_SUPPORT_PHONE || DEFAULT_SUPPORT_PHONE,
    bodyLimitBytes: 64 * 1024,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimits: {
      perCpf: { max: number('RATE_LIMIT_CPF_MAX', 5), windowMs: number('RATE_LIMIT_WINDOW_MINUTES', 15) * MINUTE },
      perIp: { max: number('RATE_LIMIT_IP_MAX', 30), windowMs: number('RATE_LIMIT_WINDOW_MINUTES', 15) * MINUTE },
      step1Global: { max: number('RATE_LIMIT_STEP1_GLOBAL_MAX', 600), windowMs: MINUTE },
      forgotPerCpf: { max: number('RATE_LIMIT_FORGOT_MAX', 3), windowMs: number('RATE_LIMIT_WINDOW_MINUTES', 15) * MINUTE },
      mailsPerCpfDaily: { max: number('RATE_LIMIT_MAILS_PER_DAY', 6), windowMs: DAY, pause: false },
      perDevice: { max: number('RATE_LIMIT_DEVICE_MAX', 10), windowMs: number('RATE_LIMIT_WINDOW_MINUTES', 15) * MINUTE },
      searchPerMember: { max: number('RATE_LIMIT_SEARCH_MAX', 30), windowMs: MINUTE },
      verifyPerIp: { max: number('RATE_LIMIT_VERIFY_MAX', 20), windowMs: number('RATE_LIMIT_WINDOW_MINUTES', 15) * MINUTE },
      exportsPerMember: { max: number('RATE_LIMIT_EXPORTS_PER_HOUR', 6), windowMs: 60 * MINUTE, pause: false },
      blockBaseMs: number('RATE_LIMIT_BLOCK_MINUTES', 1) * MINUTE,
      blockMaxMs: number('RATE_LIMIT_BLOCK_MAX_MINUTES', 15) * MINUTE,
    },
    payment: {
      apiUrl: env.PAYMENT_API_URL || 'http://127.0.0.1:4020/api/v1',
      // Without a key every payment call answers 'provider unavailable'; nothing else breaks.
      privateKey: env.PAYMENT_PRIVATE_KEY || undefined,
      timeoutMs: number('PAYMENT_TIMEOUT_SECONDS', 15) * 1000,
      settleIntervalMs: number('PAYMENT_SETTLE_INTERVAL_SECONDS', 60) * 1000,
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
    },
    sms: {
      apiUrl: env.SMS_API_URL || undefined,
      token: env.SMS_API_TOKEN || undefined,
      // Zenvia's sender id: the account's short code or name, as the provider registered it.
      from: env.SMS_FROM || 'associacao',
      timeoutMs: 10_000,
    },
  };
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} deve ser um número positivo (recebido: ${raw})`);
  }
  return value;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new Error(`${name} deve ser on ou off (recebido: ${raw})`);
}
