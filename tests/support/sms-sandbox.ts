// The real sms-sandbox/ service on a free port, for API tests and the notices benchmark: what it
// received is read through its test-only call.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSmsSandbox, type ReceivedSms } from '../../sms-sandbox/app.ts';

export const SMS_SANDBOX_TOKEN = 'token-de-teste-do-sms';

export type TestSmsSandbox = { url: string; messages(to?: string): Promise<ReceivedSms[]>; close(): Promise<void> };

export async function startSmsSandbox(): Promise<TestSmsSandbox> {
  const server = serve({ fetch: createSmsSandbox({ token: SMS_SANDBOX_TOKEN }).fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async messages(to) {
      const response = await fetch(`${url}/_sandbox/messages${to ? `?to=${to}` : ''}`, { headers: { 'x-api-token': SMS_SANDBOX_TOKEN } });
      return ((await response.json()) as { messages: ReceivedSms[] }).messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
