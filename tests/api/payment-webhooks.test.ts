// Issue 19, payments 3–4: the provider's webhooks (POST /webhooks/payments, Vindi's format, HTTP
// Basic credentials from the configured URL, no portal API key), re-read from the provider before
// acting and kept once per event; and the sandbox's test-only calls, which need the private key.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associates, invoices, paymentEvents } from '../../associate-api/db/schema.ts';
import { API_KEY, startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, signIn } from './helpers/client.ts';
import { until } from './helpers/until.ts';
import { freePort, SANDBOX_PRIVATE_KEY, SANDBOX_PUBLIC_KEY, startSandbox, type TestSandbox } from '../support/payment-sandbox.ts';

const SECRET = 'segredo-do-webhook-de-teste';
let sandbox: TestSandbox;
let api: TestApi;
let maria: Record<string, string>;
let mariaId: number;
beforeAll(async () => {
  // The sandbox must know the API's webhook URL and the API the sandbox's address: a port first.
  const port = await freePort();
  api = await startApi({ paymentApiUrl: `http://127.0.0.1:${port}/api/v1`, webhookSecret: SECRET });
  const hook = new URL('/webhooks/payments', api.url);
  hook.username = 'vindi';
  hook.password = SECRET;
  sandbox = await startSandbox({ port, webhookUrl: hook.href });
  maria = await signIn(api, MARIA);
  [{ id: mariaId }] = await api.database.db.select({ id: associates.id }).from(associates).where(eq(associates.cpf, MARIA.cpf)) as [{ id: number }];
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

async function freshInvoice(): Promise<number> {
  const [row] = await api.database.db.insert(invoices).values({
    associateId: mariaId, description: 'Mensalidade de teste', status: 'pending', priceCents: 4590, expiresAt: '2030-01-10', payment: '0',
  }).returning({ id: invoices.id });
  return row!.id;
}
const invoiceRow = async (id: number) => (await api.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const payByPix = (invoiceId: number) =>
  call(api, 'POST', '/invoices/pay', { cookies: maria, body: { invoice_id: invoiceId, method: 'pix' }, headers: { 'idempotency-key': randomUUID() } });
const chargesOf = async (invoiceId: number) => (await sandbox.ledger()).filter((e) => e.metadata.invoice_id === String(invoiceId));
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const postEvent = (body: unknown, authorization: string | null = basic('vindi', SECRET), extra: Record<string, string> = {}) =>
  fetch(`${api.url}/webhooks/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Vindi-Hookshot/1.0', ...(authorization ? { authorization } : {}), ...extra },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const billEvent = (type: string, billId: number, createdAt = '2026-11-25T10:00:00.000-03:00') => ({ event: { type, created_at: createdAt, data: { bill: { id: billId, status: 'paid' } } } });

describe('POST /webhooks/payments', () => {
  it('a PIX paid in the bank app is recorded within seconds, with nobody reading the invoice', async () => {
    const invoiceId = await freshInvoice();
    expect((await payByPix(invoiceId)).status).toBe(200);
    const [pix] = await chargesOf(invoiceId);
    await sandbox.confirmCharge(String(pix!.charge_id));
    await until(async () => (await invoiceRow(invoiceId)).status === 'paid', 5_000);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', payment: 'pix' });
    const [event] = await api.database.db.select().from(paymentEvents).where(eq(paymentEvents.gatewayBillId, String(pix!.bill_id)));
    expect(event).toMatchObject({ type: 'bill_paid', outcome: 'paid' });
  });

  it('is reached without the API key, and only with the credentials of the configured URL', async () => {
    const body = billEvent('bill_paid', 1);
    for (const authorization of [null, basic('vindi', 'errada'), `Bearer ${SECRET}`, basic('vindi', '')]) {
      const answer = await postEvent(body, authorization);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ msg: 'Credenciais do webhook inválidas' });
    }
    // The portal's key is no credential here.
    expect((await postEvent(body, null, { 'x-api-key': API_KEY })).status).toBe(401);
    expect((await postEvent(body)).status).toBe(200);
  });

  it('acts on what the provider says, not on what the event says', async () => {
    const invoiceId = await freshInvoice();
    expect((await payByPix(invoiceId)).status).toBe(200);
    const [pix] = await chargesOf(invoiceId);
    // A forged (or stale) 'bill_paid' for a bill the provider still holds open changes nothing.
    const answer = await postEvent(billEvent('bill_paid', pix!.bill_id, '2026-11-25T11:00:00.000-03:00'));
    expect(await answer.json()).toEqual({ outcome: 'waiting' });
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'pending' });
    expect(await (await postEvent(billEvent('bill_paid', 987654321))).json()).toEqual({ outcome: 'unknown_bill' });
  });

  it('keeps each event once, however often it is delivered', async () => {
    const body = billEvent('bill_canceled', 424242, '2026-11-25T12:00:00.000-03:00');
    const answers = await Promise.all([postEvent(body), postEvent(body), postEvent(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const rows = await api.database.db.select().from(paymentEvents).where(eq(paymentEvents.gatewayBillId, '424242'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'bill_canceled', outcome: 'unknown_bill' });
    expect(rows[0]!.processedAt).not.toBeNull();
  });

  it('answers bad bodies with 4xx and writes nothing; ignores events it does not act on', async () => {
    const before = (await api.database.db.select().from(paymentEvents)).length;
    expect((await postEvent('{"event":')).status).toBe(400);
    expect((await postEvent({ event: { type: 'Bill Paid!' } })).status).toBe(400);
    expect((await postEvent([])).status).toBe(400);
    expect((await postEvent(`{"x":"${'a'.repeat(70 * 1024)}"}`)).status).toBe(413);
    expect((await api.database.db.select().from(paymentEvents)).length).toBe(before);
    expect(await (await postEvent({ event: { type: 'test', created_at: '2026-11-25T13:00:00-03:00', data: {} } })).json()).toEqual({ outcome: 'ignored' });
  });

  it('does not exist when no webhook secret is configured', async () => {
    const plain = await startApi({ paymentApiUrl: sandbox.apiUrl });
    try {
      const answer = await fetch(`${plain.url}/webhooks/payments`, { method: 'POST', headers: { authorization: basic('vindi', SECRET), 'content-type': 'application/json' }, body: '{}' });
      expect(answer.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('the sandbox', () => {
  it('refuses its test-only calls without the private key', async () => {
    const calls: [string, string][] = [['GET', '/_sandbox/ledger'], ['POST', '/_sandbox/charges/1/confirm'], ['POST', '/_sandbox/faults']];
    for (const [method, path] of calls) {
      for (const headers of [{}, { authorization: `Basic ${btoa(`${SANDBOX_PUBLIC_KEY}:`)}` }] as Record<string, string>[]) {
        const answer = await fetch(sandbox.url + path, { method, headers });
        expect(answer.status, `${method} ${path}`).toBe(401);
      }
    }
    const withKey = await fetch(`${sandbox.url}/_sandbox/ledger`, { headers: { authorization: `Basic ${btoa(`${SANDBOX_PRIVATE_KEY}:`)}` } });
    expect(withKey.status).toBe(200);
  });

  it('listens on 127.0.0.1 even when its URL names every interface, unless PAYMENT_SANDBOX_HOST says otherwise', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'payment-sandbox-listen-'));
    const child = spawn(process.execPath, ['payment-sandbox/server.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PAYMENT_SANDBOX_URL: `http://0.0.0.0:${port}`, PAYMENT_PRIVATE_KEY: 'k', PAYMENT_PUBLIC_KEY: 'p', PAYMENT_SANDBOX_HOST: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => resolve(chunk.toString()));
        child.once('exit', () => reject(new Error('o sandbox terminou')));
      });
      expect(line).toContain(`ouvindo em http://127.0.0.1:${port}`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
