// The stack's settings (DESIGN.md §4): defaults that let `npm start` run on a laptop with
// nothing configured, each one overridable by the environment an operator sets.
import { resolve } from 'node:path';
import { loadOrCreateApiKey } from '../../associate-api/api-key-file.ts';

export type StackConfig = {
  dataDir: string;
  host: string;
  port: number;
  apiUrl: string;
  publicUrl: string;
  /** Where this machine itself reaches the portal (readiness checks). */
  localPortalUrl: string;
  apiKey: string;
  payment: PaymentSettings;
  sms: SmsSettings;
};

/** The SMS provider: the operator's (SMS_API_URL set) or the local sms-sandbox/, started with the stack. */
export type SmsSettings = {
  /** Where the sandbox listens; null when the operator points at a real provider. */
  sandboxUrl: string | null;
  apiUrl: string;
  token: string;
};

/** The payment provider: the operator's (PAYMENT_API_URL set) or the local sandbox, started with the stack. */
export type PaymentSettings = {
  /** Where the sandbox listens; null when the operator points at a real provider. */
  sandboxUrl: string | null;
  apiUrl: string;
  profileUrl: string;
  privateKey: string;
  publicKey: string;
  /** The password of the provider's webhook URL; with the sandbox, generated like the keys. */
  webhookSecret: string | undefined;
};

export function resolveConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  const host = env.HOST || '127.0.0.1';
  const port = Number(env.PORT || 4321);
  return {
    dataDir,
    host,
    port,
    apiUrl: env.ASSOCIATE_API_URL || 'http://127.0.0.1:4010',
    publicUrl: env.PUBLIC_URL || `http://${browserHost(host)}:${port}`,
    localPortalUrl: `http://${localHost(host)}:${port}`,
    // The portal and the API must share one key; generating it once into DATA_DIR means a
    // fresh laptop works without setup and a restart keeps the same key.
    apiKey: env.ASSOCIATE_API_KEY || loadOrCreateApiKey(dataDir),
    payment: paymentSettings(env, dataDir),
    sms: smsSettings(env, dataDir),
  };
}

function smsSettings(env: NodeJS.ProcessEnv, dataDir: string): SmsSettings {
  const sandboxUrl = env.SMS_API_URL ? null : (env.SMS_SANDBOX_URL || 'http://127.0.0.1:4030').replace(/\/+$/, '');
  return {
    sandboxUrl,
    apiUrl: env.SMS_API_URL || sandboxUrl!,
    // Like the payment keys: generated once into DATA_DIR so the sandbox and the API agree.
    token: env.SMS_API_TOKEN || loadOrCreateApiKey(dataDir, 'sms-api-token'),
  };
}

/** The webhook URL the sandbox posts to (Vindi's style: the credentials inside the URL). */
export function sandboxWebhookUrl(config: StackConfig): string | null {
  if (!config.payment.sandboxUrl || !config.payment.webhookSecret) return null;
  const url = new URL('/webhooks/payments', config.apiUrl);
  url.username = 'vindi';
  url.password = config.payment.webhookSecret;
  return url.href;
}

function paymentSettings(env: NodeJS.ProcessEnv, dataDir: string): PaymentSettings {
  const sandboxUrl = env.PAYMENT_API_URL ? null : (env.PAYMENT_SANDBOX_URL || 'http://127.0.0.1:4020').replace(/\/+$/, '');
  const apiUrl = env.PAYMENT_API_URL || `${sandboxUrl}/api/v1`;
  return {
    sandboxUrl,
    apiUrl,
    profileUrl: env.PAYMENT_PROFILE_URL || `${apiUrl}/public/payment_profiles`,
    // Like the API key: generated once into DATA_DIR so the sandbox, the API and the portal agree.
    privateKey: env.PAYMENT_PRIVATE_KEY || loadOrCreateApiKey(dataDir, 'payment-private-key'),
    publicKey: env.PAYMENT_PUBLIC_KEY || loadOrCreateApiKey(dataDir, 'payment-public-key'),
    // A real provider's webhook URL is set at the provider by the operator, with this secret in it.
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET || (sandboxUrl ? loadOrCreateApiKey(dataDir, 'payment-webhook-secret') : undefined),
  };
}

/** The environment both services start with: the operator's own plus the resolved settings. */
export function serviceEnv(config: StackConfig, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    DATA_DIR: config.dataDir,
    HOST: config.host,
    PORT: String(config.port),
    ASSOCIATE_API_URL: config.apiUrl,
    PUBLIC_URL: config.publicUrl,
    ASSOCIATE_API_KEY: config.apiKey,
    PAYMENT_API_URL: config.payment.apiUrl,
    PAYMENT_PROFILE_URL: config.payment.profileUrl,
    PAYMENT_PRIVATE_KEY: config.payment.privateKey,
    PAYMENT_PUBLIC_KEY: config.payment.publicKey,
    ...(config.payment.webhookSecret ? { PAYMENT_WEBHOOK_SECRET: config.payment.webhookSecret } : {}),
    ...(config.payment.sandboxUrl ? { PAYMENT_SANDBOX_URL: config.payment.sandboxUrl, PAYMENT_WEBHOOK_URL: sandboxWebhookUrl(config)! } : {}),
    SMS_API_URL: config.sms.apiUrl,
    SMS_API_TOKEN: config.sms.token,
    ...(config.sms.sandboxUrl ? { SMS_SANDBOX_URL: config.sms.sandboxUrl } : {}),
  };
}

const WILDCARD_OR_LOOPBACK = ['127.0.0.1', '0.0.0.0', '::', '::1'];

// A server bound to every interface or to loopback is reached by a member's browser as localhost.
function browserHost(host: string): string {
  return WILDCARD_OR_LOOPBACK.includes(host) ? 'localhost' : host;
}

function localHost(host: string): string {
  if (WILDCARD_OR_LOOPBACK.includes(host)) return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
