// The real payment-sandbox/ service on a free port with its own throw-away state directory, for
// API and adapter tests; plus the browser's side of adding a card (the public endpoint) and the
// test-only calls (ledger, PIX confirmation, faults), which take the private key.
import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '../../payment-sandbox/app.ts';
import { demoState } from '../../payment-sandbox/demo-state.ts';
import type { LedgerEntry } from '../../payment-sandbox/state.ts';
import { openStore } from '../../payment-sandbox/state.ts';

export const SANDBOX_PRIVATE_KEY = 'chave-privada-de-teste';
export const SANDBOX_PUBLIC_KEY = 'chave-publica-de-teste';

export type CardInput = { number: string; cvv?: string; expiration?: string; holder?: string };

export type TestSandbox = {
  url: string;
  apiUrl: string;
  /** What the browser does: card data to the public endpoint, gateway token back. */
  tokenize(card: CardInput): Promise<{ status: number; body: any }>;
  ledger(): Promise<LedgerEntry[]>;
  confirmCharge(chargeId: string): Promise<void>;
  /** The provider misbehaving: `stall` holds every private API call ('charges': only new bills) until lifted; `refuse_cancel` fails cancellations. */
  faults(faults: { stall?: boolean | 'charges'; refuse_cancel?: boolean }): Promise<void>;
  /** Moves the sandbox's clock on, so a test sees a gateway token expire without waiting for it. */
  advanceClock(ms: number): void;
  close(): Promise<void>;
};

const privateAuth = { authorization: `Basic ${btoa(`${SANDBOX_PRIVATE_KEY}:`)}` };

export async function startSandbox(options: { allowedOrigins?: string[]; webhookUrl?: string; port?: number } = {}): Promise<TestSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'payment-sandbox-test-'));
  const store = openStore(dataDir, () => demoState());
  let clockOffsetMs = 0;
  const app = createSandbox({
    store, privateKey: SANDBOX_PRIVATE_KEY, publicKey: SANDBOX_PUBLIC_KEY,
    allowedOrigins: options.allowedOrigins ?? ['http://portal.teste'],
    webhookUrl: options.webhookUrl,
    now: () => new Date(Date.now() + clockOffsetMs),
  });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: options.port ?? 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    apiUrl: `${url}/api/v1`,
    async tokenize(card) {
      const response = await fetch(`${url}/api/v1/public/payment_profiles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${btoa(`${SANDBOX_PUBLIC_KEY}:`)}` },
        body: JSON.stringify({
          holder_name: card.holder ?? 'Ana B Souza', card_expiration: card.expiration ?? '12/2031',
          card_number: card.number, card_cvv: card.cvv ?? '123', payment_method_code: 'credit_card', allow_as_fallback: true,
        }),
      });
      return { status: response.status, body: await response.json() };
    },
    async ledger() {
      return ((await (await fetch(`${url}/_sandbox/ledger`, { headers: privateAuth })).json()) as { ledger: LedgerEntry[] }).ledger;
    },
    async confirmCharge(chargeId) {
      const response = await fetch(`${url}/_sandbox/charges/${chargeId}/confirm`, { method: 'POST', headers: privateAuth });
      if (!response.ok) throw new Error(`confirm ${response.status}`);
    },
    async faults(faults) {
      const response = await fetch(`${url}/_sandbox/faults`, { method: 'POST', headers: { ...privateAuth, 'content-type': 'application/json' }, body: JSON.stringify(faults) });
      if (!response.ok) throw new Error(`faults ${response.status}`);
    },
    advanceClock(ms) {
      clockOffsetMs += ms;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port free right now, for a sandbox that must be named (webhooks) before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sem porta'))));
    });
  });
}
