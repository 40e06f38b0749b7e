// Issue 19, payments 1–2, against the real API and the payment sandbox: one payment state per
// invoice across PIX and card (a PIX paid in the bank app between the form's load and the card's
// submit is not charged again), and provider calls that hold no database connection (a stalled
// provider leaves every other member's pages answering; a lost answer is settled by asking the
// provider, never by charging again).
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associates, invoices, paymentAttempts } from '../../associate-api/db/schema.ts';
import { createServices } from '../../associate-api/app.ts';
import { DEFAULT_RATE_LIMITS, type Config } from '../../associate-api/config.ts';
import type { Db } from '../../associate-api/db/client.ts';
import { createLogger } from '../../associate-api/services/logger.ts';
import { settleDueAttempts } from '../../associate-api/services/payments/settle-job.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { onPostgres } from './helpers/database.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';
import { until } from './helpers/until.ts';
import { startSandbox, type TestSandbox } from '../support/payment-sandbox.ts';

let sandbox: TestSandbox;
let api: TestApi;
let maria: Record<string, string>;
let mariaId: number;
beforeAll(async () => {
  sandbox = await startSandbox();
  // Settling rounds every half second, so the job's work shows within the test.
  api = await startApi({ paymentApiUrl: sandbox.apiUrl, paymentTimeoutMs: 1500, settleIntervalMs: 500 });
  maria = await signIn(api, MARIA);
  [{ id: mariaId }] = await api.database.db.select({ id: associates.id }).from(associates).where(eq(associates.cpf, MARIA.cpf)) as [{ id: number }];
});
afterAll(async () => {
  await sandbox?.faults({ stall: false, refuse_cancel: false });
  await api?.close();
  await sandbox?.close();
});

const pay = (cookies: Record<string, string>, invoiceId: number, method: number | 'pix') =>
  call(api, 'POST', '/invoices/pay', { cookies, body: { invoice_id: invoiceId, method }, headers: { 'idempotency-key': randomUUID() } });
const chargesOf = async (invoiceId: number) => (await sandbox.ledger()).filter((e) => e.metadata.invoice_id === String(invoiceId));
const attemptsOf = (invoiceId: number) => api.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, invoiceId));
const invoiceRow = async (invoiceId: number) => (await api.database.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!;

/** A new pending invoice of Maria's for each test (the seed has only a few). */
async function freshInvoice(): Promise<number> {
  const [row] = await api.database.db.insert(invoices).values({
    associateId: mariaId, description: 'Mensalidade de teste', status: 'pending', priceCents: 4590, expiresAt: '2030-01-10', payment: '0',
  }).returning({ id: invoices.id });
  return row!.id;
}
async function activeCard(): Promise<number> {
  const cards = (await call(api, 'GET', '/credit/card', { cookies: maria })).body.data as { id: number; status: string }[];
  return cards.find((c) => c.status === 'active')!.id;
}

describe('one payment state across PIX and card', () => {
  it('a PIX paid between the form and the card submit: the card is not charged, one paid charge here and there', async () => {
    const invoiceId = await freshInvoice();
    const card = await activeCard();
    const pix = await pay(maria, invoiceId, 'pix');
    expect(pix.status).toBe(200);
    // The member pays the code in the bank app; nobody reads the invoice before the card is submitted.
    const [pixCharge] = await chargesOf(invoiceId);
    await sandbox.confirmCharge(String(pixCharge!.charge_id));

    const byCard = await pay(maria, invoiceId, card);
    expect(byCard).toMatchObject({ status: 409, body: { msg: expect.stringContaining('Esta fatura já foi paga.') } });

    const charges = await chargesOf(invoiceId);
    expect(charges.filter((c) => c.status === 'paid')).toHaveLength(1);
    expect(charges.filter((c) => c.payment_method_code === 'credit_card')).toEqual([]);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', payment: 'pix' });
    const attempts = await attemptsOf(invoiceId);
    expect(attempts.filter((a) => a.status === 'paid')).toMatchObject([{ method: 'pix' }]);
    expect(attempts.filter((a) => a.method === 'credit_card')).toMatchObject([{ status: 'failed' }]);
  });

  it('an open PIX is cancelled at the provider first, then the card is charged once', async () => {
    const invoiceId = await freshInvoice();
    expect((await pay(maria, invoiceId, 'pix')).status).toBe(200);
    const byCard = await pay(maria, invoiceId, await activeCard());
    expect(byCard).toMatchObject({ status: 200, body: { data: { status: 'paid' } } });
    const charges = await chargesOf(invoiceId);
    expect(charges.map((c) => [c.payment_method_code, c.status])).toEqual([['pix', 'canceled'], ['credit_card', 'paid']]);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', payment: 'credit_card' });
  });

  it('a cancel the provider does not confirm refuses the card payment and charges nothing', async () => {
    const invoiceId = await freshInvoice();
    const pix = await pay(maria, invoiceId, 'pix');
    await sandbox.faults({ refuse_cancel: true });
    try {
      const byCard = await pay(maria, invoiceId, await activeCard());
      expect(byCard).toMatchObject({ status: 409, body: { msg: expect.stringContaining('Não foi possível cancelar o código PIX') } });
    } finally {
      await sandbox.faults({ refuse_cancel: false });
    }
    expect((await chargesOf(invoiceId)).map((c) => [c.payment_method_code, c.status])).toEqual([['pix', 'pending']]);
    // The PIX code stays open and payable, and is shown again.
    const shown = await call(api, 'GET', `/invoices/show/${invoiceId}`, { cookies: maria });
    expect(shown.body.data).toMatchObject({ status: 'pending', pix: { code: pix.body.data.pix.code } });
  });
});

describe('provider calls outside database transactions', () => {
  it('25 payments by one member while the provider stalls: another member is served within 1 s throughout, one charge in the end', async () => {
    const ana = await signIn(api, ANA);
    const invoiceId = await freshInvoice();
    const card = await activeCard();
    // The charge itself stalls (the member's customer is found at once): however long the stall,
    // the charge is held, not refused, so it ends paid once the provider answers.
    await sandbox.faults({ stall: 'charges' });
    let payments: Promise<Awaited<ReturnType<typeof pay>>>[] = [];
    try {
      let answered = 0;
      payments = Array.from({ length: 25 }, () => pay(maria, invoiceId, card).then((answer) => { answered++; return answer; }));
      // The 24 that find a payment in flight are answered at once; the first waits on the provider.
      await until(async () => answered >= 24);
      for (let probe = 0; probe < 8; probe++) {
        const started = performance.now();
        const dashboard = await call(api, 'GET', '/user/dashboard', { cookies: ana });
        const elapsed = performance.now() - started;
        expect(dashboard.status).toBe(200);
        expect(elapsed).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await sandbox.faults({ stall: false });
    }
    const answers = await Promise.all(payments);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(24);
    for (const answer of refused) expect(answer.body.msg).toMatch(/^Já existe um pagamento em andamento/);
    // The call the provider held ends after our timeout (1.5 s) or before it; either way it is settled once.
    await until(async () => (await invoiceRow(invoiceId)).status === 'paid');
    expect(await chargesOf(invoiceId)).toHaveLength(1);
    expect((await attemptsOf(invoiceId)).filter((a) => a.status === 'paid')).toHaveLength(1);
  });

  it('an answer lost to the timeout: 502 now, settled by the job from the provider, never charged again', async () => {
    const invoiceId = await freshInvoice();
    const card = await activeCard();
    await sandbox.faults({ stall: 'charges' });
    let first;
    try {
      first = await pay(maria, invoiceId, card);
      // Still unknown: a second try is refused rather than risking a second charge.
      expect(await pay(maria, invoiceId, card)).toMatchObject({ status: 409, body: { msg: expect.stringMatching(/^Já existe um pagamento em andamento/) } });
    } finally {
      await sandbox.faults({ stall: false });
    }
    expect(first).toMatchObject({ status: 502, body: { msg: expect.stringContaining('Não pague de novo') } });
    // Nobody reads the invoice: the settling job finds the bill by its code and records it.
    await until(async () => (await invoiceRow(invoiceId)).status === 'paid');
    expect(await chargesOf(invoiceId)).toMatchObject([{ status: 'paid', payment_method_code: 'credit_card' }]);
    expect((await attemptsOf(invoiceId))).toMatchObject([{ status: 'paid', method: 'credit_card' }]);
  });

  it('a stalled provider does not hold the invoice from the member: an open PIX shows as last recorded', async () => {
    const invoiceId = await freshInvoice();
    const pix = await pay(maria, invoiceId, 'pix');
    await sandbox.faults({ stall: true });
    try {
      const started = performance.now();
      const shown = await call(api, 'GET', `/invoices/show/${invoiceId}`, { cookies: maria });
      // Alone, the provider's GET would wait 1.5 s three times (retries); the read gives it 2 s in all.
      expect(performance.now() - started).toBeLessThan(4000);
      expect(shown).toMatchObject({ status: 200, body: { data: { status: 'pending', pix: { code: pix.body.data.pix.code } } } });
    } finally {
      await sandbox.faults({ stall: false });
    }
  });

  it("a payment whose answer is lost is answered within the portal's 10 s, whatever PAYMENT_TIMEOUT_SECONDS says", async () => {
    // The production default: 15 s for each call to the provider.
    const slow = await startApi({ paymentApiUrl: sandbox.apiUrl, paymentTimeoutMs: 15_000 });
    try {
      const cookies = await signIn(slow, MARIA);
      const cards = (await call(slow, 'GET', '/credit/card', { cookies })).body.data as { id: number; status: string }[];
      const invoices = (await call(slow, 'GET', '/invoices/getWithLimit/50&0', { cookies })).body.data as { id: number; status: string }[];
      await sandbox.faults({ stall: 'charges' });
      const started = performance.now();
      const answer = await call(slow, 'POST', '/invoices/pay', {
        cookies, body: { invoice_id: invoices.find((i) => i.status === 'pending')!.id, method: cards.find((c) => c.status === 'active')!.id },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(answer).toMatchObject({ status: 502, body: { msg: expect.stringContaining('Não pague de novo') } });
    } finally {
      await sandbox.faults({ stall: false });
      await slow.close();
    }
  });

  it('an attempt the provider never received is settled as not charged, and the member may pay again', async () => {
    const invoiceId = await freshInvoice();
    // A crash between writing the attempt and calling the provider leaves it pending, with no bill.
    await api.database.db.insert(paymentAttempts).values({ associateId: mariaId, invoiceId, method: 'credit_card', code: `fatura-${invoiceId}-${randomUUID()}`, status: 'pending' });
    expect((await pay(maria, invoiceId, await activeCard())).status).toBe(409);
    // Once no bill with its code can still appear at the provider, it is closed as not charged.
    api.clock.advance(10 * 60_000);
    await until(async () => (await attemptsOf(invoiceId)).every((a) => a.status === 'failed'));
    expect(await chargesOf(invoiceId)).toEqual([]);
    expect((await pay(maria, invoiceId, await activeCard())).status).toBe(200);
    expect(await chargesOf(invoiceId)).toHaveLength(1);
  });
});

describe('the settling job on several instances', () => {
  // Each instance's round takes a batch and moves it on in one UPDATE that skips rows another
  // round holds: two rounds at once look at each due attempt once between them. On PostgreSQL the
  // second round runs in a second API instance's own pool; PGlite is one process.
  it("two instances' rounds at once take each due attempt once", async () => {
    const other = onPostgres ? await startApi({ shareWith: api, paymentApiUrl: sandbox.apiUrl }) : api;
    // An hour ahead: only these rounds find the attempts due, not the API's own job.
    const later = () => new Date(Date.now() + 60 * 60_000);
    const round = (db: Db) => settleDueAttempts(createServices({
      db, clock: later, logger: createLogger('silent'), mailer: undefined as never, isReady: () => true, background: undefined as never, stop: new AbortController().signal, notices: undefined as never, sms: undefined as never,
      config: {
        apiKey: 'x', sessionIdleMs: 1, sessionAbsoluteMs: 1, recoveryTokenMs: 1, rateLimits: DEFAULT_RATE_LIMITS,
        payment: { apiUrl: sandbox.apiUrl, privateKey: 'chave-privada-de-teste', timeoutMs: 1500, settleIntervalMs: 60_000, webhookSecret: undefined },
      } as Config,
    }));
    const ids: number[] = [];
    try {
      for (let n = 0; n < 15; n++) {
        const [attempt] = await api.database.db.insert(paymentAttempts).values({
          associateId: mariaId, invoiceId: await freshInvoice(), method: 'pix', code: `teste-${randomUUID()}`, status: 'waiting',
          gatewayBillId: String(900_000 + n), nextCheckAt: new Date(Date.now() + 30 * 60_000),
        }).returning({ id: paymentAttempts.id });
        ids.push(attempt!.id);
      }
      // Earlier tests' open PIX codes are due an hour from now as well.
      const due = (await api.database.db.select().from(paymentAttempts).where(inArray(paymentAttempts.status, ['pending', 'waiting']))).length;
      const [first, second] = await Promise.all([round(api.database.db), round(other.database.db)]);
      expect(first + second).toBe(due);
      expect(await round(api.database.db)).toBe(0);
    } finally {
      if (ids.length) await api.database.db.delete(paymentAttempts).where(inArray(paymentAttempts.id, ids));
      if (other !== api) await other.close();
    }
  });
});
