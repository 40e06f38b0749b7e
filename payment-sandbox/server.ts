// `npm run payment-sandbox`: the local stand-in for the payment provider (started by `npm start`).
// PAYMENT_SANDBOX_URL says its port; it listens on 127.0.0.1 unless PAYMENT_SANDBOX_HOST says
// otherwise (its test-only calls must not face a network). PAYMENT_WEBHOOK_URL is where it sends
// its events. The keys and the portal's origin come from the environment the stack shares.
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { createSandbox } from './app.ts';
import { demoState } from './demo-state.ts';
import { openStore } from './state.ts';

const env = process.env;
const url = new URL(env.PAYMENT_SANDBOX_URL || 'http://127.0.0.1:4020');
const privateKey = env.PAYMENT_PRIVATE_KEY;
const publicKey = env.PAYMENT_PUBLIC_KEY;
if (!privateKey || !publicKey) {
  console.error('PAYMENT_PRIVATE_KEY e PAYMENT_PUBLIC_KEY são obrigatórias para o sandbox de pagamentos.');
  process.exit(1);
}
const store = openStore(resolve(env.DATA_DIR || 'data'), () => demoState());
const app = createSandbox({
  store, privateKey, publicKey,
  allowedOrigins: [new URL(env.PUBLIC_URL || 'http://localhost:4321').origin],
  webhookUrl: env.PAYMENT_WEBHOOK_URL || undefined,
});
const server = serve({ fetch: app.fetch, hostname: env.PAYMENT_SANDBOX_HOST || '127.0.0.1', port: Number(url.port || 80) }, (info) => {
  console.log(`sandbox de pagamentos ouvindo em http://${info.address}:${info.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
