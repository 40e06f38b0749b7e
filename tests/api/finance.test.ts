// Finance routes of spec §7 against the real API and the payment sandbox: subscription, cards and
// invoices, each id checked against the session's member, and paying that charges exactly once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';
import { GATEWAY_TOKEN_LIFETIME_MS } from '../../payment-sandbox/app.ts';
import { startSandbox, type TestSandbox } from '../support/payment-sandbox.ts';

let sandbox: TestSandbox;
let api: TestApi;
let maria: Record<string, string>;
let ana: Record<string, string>;
beforeAll(async () => {
  sandbox = await startSandbox();
  api = await startApi({ paymentApiUrl: sandbox.apiUrl });
  maria = await signIn(api, MARIA);
  ana = await signIn(api, ANA);
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

const cardsOf = async (cookies: Record<string, string>) => (await call(api, 'GET', '/credit/card', { cookies })).body.data as any[];
const invoicesOf = async (cookies: Record<string, string>, page = '50&0') => (await call(api, 'GET', `/invoices/getWithLimit/${page}`, { cookies })).body.data as any[];
const pay = (cookies: Record<string, string>, body: unknown, key: string = randomUUID()) =>
  call(api, 'POST', '/invoices/pay', { cookies, body, headers: { 'idempotency-key': key } });
const addCard = async (cookies: Record<string, string>, number: string) => {
  const token = await sandbox.tokenize({ number });
  return call(api, 'POST', '/credit/card', { cookies, body: { gateway_token: token.body.payment_profile.gateway_token } });
};
const pendingInvoice = async (cookies: Record<string, string>) => (await invoicesOf(cookies)).find((i) => i.status === 'pending');

describe('GET/PUT /signature', () => {
  it("answers Maria's subscription in the contract's shape and null for Ana", async () => {
    const { body } = await call(api, 'GET', '/signature', { cookies: maria });
    expect(body.data).toMatchObject({ statusPaid: 'paid', dayCharge: 10, price: 4590, method: 'credit_card', frequency: 1, idIuguSignature: '1' });
    expect(body.data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await call(api, 'GET', '/signature', { cookies: ana })).body).toEqual({ data: null });
    expect((await call(api, 'GET', '/signature')).status).toBe(401);
  });

  it('changes only the method, at the provider and here', async () => {
    const before = (await call(api, 'GET', '/signature', { cookies: maria })).body.data;
    const answer = await call(api, 'PUT', '/signature', { cookies: maria, body: { ...before, method: 'bank_slip', price: 1, dayCharge: 28 } });
    expect(answer).toMatchObject({ status: 200, body: { msg: 'Forma de pagamento da assinatura alterada com sucesso' } });
    const after = (await call(api, 'GET', '/signature', { cookies: maria })).body.data;
    expect(after).toMatchObject({ method: 'bank_slip', price: 4590, dayCharge: 10 });
    expect((await call(api, 'PUT', '/signature', { cookies: maria, body: { ...after, method: 'credit_card' } })).status).toBe(200);
  });

  it('refuses a bad method, and a subscription that does not exist', async () => {
    expect(await call(api, 'PUT', '/signature', { cookies: maria, body: { method: 'cheque' } })).toMatchObject({ status: 400, body: { msg: 'Forma de pagamento inválida: escolha cartão de crédito ou boleto.' } });
    expect((await call(api, 'PUT', '/signature', { cookies: ana, body: { method: 'bank_slip' } })).status).toBe(404);
  });
});

describe('cards', () => {
  it("lists Maria's cards (active first) and none for Ana", async () => {
    const cards = await cardsOf(maria);
    expect(cards[0]).toMatchObject({ brand: 'Visa', finalNumber: '4242', name: 'MARIA A DA SILVA', status: 'active' });
    expect(cards[1]).toMatchObject({ brand: 'Mastercard', finalNumber: '5100', status: 'inactive' });
    expect(Object.keys(cards[0]).sort()).toEqual(['brand', 'finalNumber', 'id', 'name', 'status']);
    expect(await cardsOf(ana)).toEqual([]);
  });

  it('adds a card from a gateway token with brand and last four from the provider', async () => {
    const answer = await addCard(ana, '6362970000457013');
    expect(answer).toMatchObject({ status: 200, body: { msg: 'Cartão de crédito adicionado com sucesso' } });
    expect(await cardsOf(ana)).toEqual([expect.objectContaining({ brand: 'Elo', finalNumber: '7013', name: 'ANA B SOUZA', status: 'active' })]);
  });

  // Issue #20: the add-card dialog asks whether the new card pays a subscription paid by bank slip.
  it('adds a card for the subscription only when asked to, and says which way the subscription is paid', async () => {
    const signatureMethod = async () => (await call(api, 'GET', '/signature', { cookies: maria })).body.data.method;
    const listed = async (cookies: Record<string, string>) => (await call(api, 'GET', '/credit/card', { cookies })).body.subscriptionMethod;
    expect(await listed(maria)).toBe('credit_card');
    expect(await listed(ana)).toBeNull();
    const before = (await call(api, 'GET', '/signature', { cookies: maria })).body.data;
    expect((await call(api, 'PUT', '/signature', { cookies: maria, body: { ...before, method: 'bank_slip' } })).status).toBe(200);
    expect(await listed(maria)).toBe('bank_slip');
    const token = async (number: string) => (await sandbox.tokenize({ number })).body.payment_profile.gateway_token;
    const add = async (forSubscription: unknown) =>
      call(api, 'POST', '/credit/card', { cookies: maria, body: { gateway_token: await token('5555555555554444'), for_subscription: forSubscription } });

    const cardsBefore = await cardsOf(maria);
    expect(await add('sim')).toMatchObject({ status: 400, body: { msg: 'Resposta inválida: diga se o cartão passa a pagar a assinatura (sim ou não).' } });
    expect(await cardsOf(maria)).toEqual(cardsBefore);
    expect(await add(false)).toMatchObject({ status: 200, body: { msg: 'Cartão de crédito adicionado com sucesso' } });
    expect(await signatureMethod()).toBe('bank_slip');
    expect(await add(true)).toMatchObject({ status: 200, body: { msg: 'Cartão de crédito adicionado com sucesso. A assinatura passa a ser paga com este cartão.' } });
    expect(await signatureMethod()).toBe('credit_card');
    expect(await listed(maria)).toBe('credit_card');
  });

  it("refuses a declined card with the provider's text, and writes nothing", async () => {
    const before = await cardsOf(ana);
    const answer = await addCard(ana, '4000000000000002');
    expect(answer.status).toBe(422);
    expect(answer.body.msg).toMatch(/recusado pela operadora/);
    const failing = await addCard(ana, '4000000000000119');
    expect(failing).toMatchObject({ status: 502, body: { msg: 'Erro ao adicionar cartão de crédito' } });
    expect(await cardsOf(ana)).toEqual(before);
  });

  it('refuses a missing, reused or expired gateway token', async () => {
    expect((await call(api, 'POST', '/credit/card', { cookies: ana, body: {} })).status).toBe(400);
    expect((await call(api, 'POST', '/credit/card', { cookies: ana, body: { gateway_token: 'x y' } })).status).toBe(400);
    const token = await sandbox.tokenize({ number: '4242424242424242' });
    sandbox.advanceClock(GATEWAY_TOKEN_LIFETIME_MS + 1);
    const expired = await call(api, 'POST', '/credit/card', { cookies: ana, body: { gateway_token: token.body.payment_profile.gateway_token } });
    expect(expired.status).toBe(422);
    expect(expired.body.msg).toMatch(/expirado/);
  });

  it('deletes a card at the provider and marks it deleted; foreign, unknown and deleted ids are refused', async () => {
    const [anaCard] = await cardsOf(ana);
    const [mariaCard] = await cardsOf(maria);
    expect(await call(api, 'PUT', '/credit/card', { cookies: maria, body: { id: anaCard.id } })).toMatchObject({ status: 404, body: { msg: 'Cartão não encontrado' } });
    expect((await call(api, 'PUT', '/credit/card', { cookies: ana, body: { id: 999999 } })).status).toBe(404);
    expect((await call(api, 'PUT', '/credit/card', { cookies: ana, body: { id: 'abc' } })).status).toBe(404);
    expect(await call(api, 'PUT', '/credit/card', { cookies: ana, body: { id: anaCard.id } })).toMatchObject({ status: 200, body: { msg: 'Cartão de crédito excluído com sucesso' } });
    expect((await cardsOf(ana))[0].status).toBe('deleted');
    expect((await call(api, 'PUT', '/credit/card', { cookies: ana, body: { id: anaCard.id } })).status).toBe(409);
    expect(mariaCard.status).toBe('active');
  });
});

describe('invoices', () => {
  it("pages Maria's 28 invoices in the contract's shape, newest first; none for Ana", async () => {
    const first = await invoicesOf(maria, '10&0');
    expect(first).toHaveLength(10);
    expect(Object.keys(first[0]).sort()).toEqual(['created_at', 'description', 'experies_at', 'id', 'idSignature', 'overdue', 'path', 'payment', 'pix', 'price', 'status']);
    const all = await invoicesOf(maria);
    expect(all).toHaveLength(28);
    expect(new Set(all.map((i) => i.status))).toEqual(new Set(['paid', 'pending', 'canceled']));
    expect((await invoicesOf(maria, '10&20'))).toHaveLength(8);
    expect(await invoicesOf(ana)).toEqual([]);
    expect(await invoicesOf(maria, '300&0')).toEqual(all);
    for (const page of ['0&0', '301&0']) expect((await call(api, 'GET', `/invoices/getWithLimit/${page}`, { cookies: maria })).status).toBe(400);
  });

  it('refuses to pay without a key, with a bad method, a foreign, paid or canceled invoice, or a deleted card', async () => {
    const all = await invoicesOf(maria);
    const pending = all.find((i) => i.status === 'pending');
    const paid = all.find((i) => i.status === 'paid');
    const canceled = all.find((i) => i.status === 'canceled');
    const cards = await cardsOf(maria);
    const noKey = await call(api, 'POST', '/invoices/pay', { cookies: maria, body: { invoice_id: pending.id, method: 'pix' } });
    expect(noKey.status).toBe(400);
    expect((await pay(maria, { invoice_id: pending.id, method: 'boleto' })).status).toBe(400);
    expect(await pay(ana, { invoice_id: pending.id, method: 'pix' })).toMatchObject({ status: 404, body: { msg: 'Fatura não encontrada' } });
    expect(await pay(maria, { invoice_id: paid.id, method: 'pix' })).toMatchObject({ status: 409, body: { msg: 'Esta fatura já está paga' } });
    expect(await pay(maria, { invoice_id: canceled.id, method: 'pix' })).toMatchObject({ status: 409, body: { msg: 'Esta fatura foi cancelada e não pode ser paga' } });
    expect((await pay(maria, { invoice_id: pending.id, method: cards.find((c) => c.status === 'inactive').id })).status).toBe(409);
    // Paid before this portal kept payments: no receipt to show.
    expect((await call(api, 'GET', `/invoices/show/${paid.id}`, { cookies: maria })).body.data.receipt).toBeNull();
    // Paid before this portal kept payments: no receipt to show.
    expect((await call(api, 'GET', `/invoices/show/${paid.id}`, { cookies: maria })).body.data.receipt).toBeNull();
    const [anaCard] = await cardsOf(ana);
    expect((await pay(maria, { invoice_id: pending.id, method: anaCard.id })).status).toBe(404);
    expect(await sandbox.ledger()).toEqual([]);
  });

  it('20 concurrent pays of one invoice charge exactly once (distinct keys and one repeated key)', async () => {
    const invoice = await pendingInvoice(maria);
    const [card] = await cardsOf(maria);
    const sameKey = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) =>
      pay(maria, { invoice_id: invoice.id, method: card.id }, n % 2 === 0 ? sameKey : randomUUID())));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // Only replays of the winning key may also say 200; everything else says paid or in progress.
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toMatch(/já está paga|em andamento/);
    }
    const charges = (await sandbox.ledger()).filter((e) => e.metadata.invoice_id === String(invoice.id));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'paid', amount: (invoice.price / 100).toFixed(2), payment_method_code: 'credit_card' });
    expect((await invoicesOf(maria)).find((i) => i.id === invoice.id)).toMatchObject({ status: 'paid', payment: 'credit_card' });
    // Issue #20: the paid invoice carries its receipt (card brand and last four, when, a code).
    const { receipt } = (await call(api, 'GET', `/invoices/show/${invoice.id}`, { cookies: maria })).body.data;
    expect(receipt).toEqual({ paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), method: 'credit_card', card: { brand: card.brand, finalNumber: card.finalNumber }, code: String(charges[0]!.bill_id) });
  });

  it('pays by PIX: shows the same code again, turns paid when the provider confirms', async () => {
    const invoice = await pendingInvoice(maria);
    const first = await pay(maria, { invoice_id: invoice.id, method: 'pix' });
    expect(first.status).toBe(200);
    expect(first.body.data.pix.code).toMatch(/^000201/);
    const again = await pay(maria, { invoice_id: invoice.id, method: 'pix' });
    expect(again.body.data.pix.code).toBe(first.body.data.pix.code);
    const shown = await call(api, 'GET', `/invoices/show/${invoice.id}`, { cookies: maria });
    expect(shown.body.data).toMatchObject({ status: 'pending', pix: { code: first.body.data.pix.code } });
    const [entry] = (await sandbox.ledger()).filter((e) => e.metadata.invoice_id === String(invoice.id));
    await sandbox.confirmCharge(String(entry!.charge_id));
    expect((await call(api, 'GET', `/invoices/show/${invoice.id}`, { cookies: maria })).body.data).toMatchObject({
      status: 'paid', payment: 'pix', pix: null, receipt: { method: 'pix', card: null, code: expect.any(String) },
    });
    expect(shown.body.data.receipt).toBeNull();
    expect((await call(api, 'GET', `/invoices/show/${invoice.id}`, { cookies: ana })).status).toBe(404);
  });
});

describe('provider down', () => {
  it('charges nothing, writes nothing and says so', async () => {
    const down = await startApi({ paymentApiUrl: 'http://127.0.0.1:9/api/v1' });
    try {
      const cookies = await signIn(down, MARIA);
      const list = async () => (await call(down, 'GET', '/invoices/getWithLimit/50&0', { cookies })).body.data;
      const before = await list();
      const invoice = before.find((i: any) => i.status === 'pending');
      const [card] = (await call(down, 'GET', '/credit/card', { cookies })).body.data;
      const ledgerBefore = (await sandbox.ledger()).length;
      for (const method of [card.id, 'pix']) {
        const answer = await call(down, 'POST', '/invoices/pay', { cookies, body: { invoice_id: invoice.id, method }, headers: { 'idempotency-key': randomUUID() } });
        expect(answer).toMatchObject({ status: 503, body: { msg: 'O serviço de pagamentos está indisponível no momento. Nada foi cobrado. Tente novamente mais tarde.' } });
      }
      expect((await call(down, 'PUT', '/credit/card', { cookies, body: { id: card.id } })).status).toBe(503);
      expect((await call(down, 'PUT', '/signature', { cookies, body: { method: 'bank_slip' } })).status).toBe(503);
      expect(await list()).toEqual(before);
      expect((await call(down, 'GET', '/credit/card', { cookies })).body.data[0]).toEqual(card);
      expect((await call(down, 'GET', '/signature', { cookies })).body.data.method).toBe('credit_card');
      expect((await sandbox.ledger()).length).toBe(ledgerBefore);
    } finally {
      await down.close();
    }
  });
});
