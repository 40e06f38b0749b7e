// `npm run sms-sandbox`: the local stand-in for the SMS provider (started by `npm start` and the
// test stacks). SMS_SANDBOX_URL says its port; it listens on 127.0.0.1 unless SMS_SANDBOX_HOST
// says otherwise. SMS_API_TOKEN is the token the API sends, shared through the stack's environment.
import { serve } from '@hono/node-server';
import { createSmsSandbox } from './app.ts';

const env = process.env;
const url = new URL(env.SMS_SANDBOX_URL || 'http://127.0.0.1:4030');
if (!env.SMS_API_TOKEN) {
  console.error('SMS_API_TOKEN é obrigatória para o sandbox de SMS.');
  process.exit(1);
}
const app = createSmsSandbox({ token: env.SMS_API_TOKEN });
const server = serve({ fetch: app.fetch, hostname: env.SMS_SANDBOX_HOST || '127.0.0.1', port: Number(url.port || 80) }, (info) => {
  console.log(`sandbox de SMS ouvindo em http://${info.address}:${info.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
