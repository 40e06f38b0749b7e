// The production adapter (associate-api/services/payments/) against the payment sandbox over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_TOKEN_LIFETIME_MS } from '../../payment-sandbox/app.ts';
import { createPaymentProvider, PaymentProviderError, type PaymentProvider } from '../../associate-api/services/payments/provider.ts';
import { SANDBOX_PRIVATE_KEY, SANDBOX_PUBLIC_KEY, startSandbox, type TestSandbox } from '../support/payment-sandbox.ts';

let sandbox: TestSandbox;
let provider: PaymentProvider;
const ANA = { cpf: '93541134780', name: 'Ana Beatriz Souza', email: 'ana.beatriz@example.com.br' };

beforeAll(async () => {
  sandbox = await startSandbox();
  provider = createPaymentProvider({ apiUrl: sandbox.apiUrl, privateKey: SANDBOX_PRIVATE_KEY, timeoutMs: 5000 });
});
afterAll(() => sandbox.close());

const charge = (customerId: string, code: string) => ({ customerId, amountCents: 4590, description: 'Mensalidade', code, invoiceId: 7 });

describe('payment adapter against the sandbox', () => {
  it('finds Maria by CPF and creates Ana once', async () => {
    expect(await provider.customerFor({ cpf: '52998224725', name: 'Maria', email: 'm@x' })).toBe('1');
    const ana = await provider.customerFor(ANA);
    expect(await provider.customerFor(ANA)).toBe(ana);
  });

  it('turns a gateway token into a card with brand and last four from the provider', async () => {
    const customer = await provider.customerFor(ANA);
    const token = await sandbox.tokenize({ number: '5555555555554444' });
    expect(token.status).toBe(201);
    const card = await provider.createCardProfile(customer, token.body.payment_profile.gateway_token);
    expect(card).toMatchObject({ brand: 'MasterCard', lastFour: '4444', holderName: 'ANA B SOUZA' });
    // The token is single use.
    await expect(provider.createCardProfile(customer, token.body.payment_profile.gateway_token)).rejects.toMatchObject({ kind: 'refused' });
    await provider.deleteCardProfile(card.id);
    await provider.deleteCardProfile('999999');
  });

  it('refuses a declined card with the provider text, an expired token, and an unknown number', async () => {
    const customer = await provider.customerFor(ANA);
    const declined = await sandbox.tokenize({ number: '4000000000000002' });
    const error = await provider.createCardProfile(customer, declined.body.payment_profile.gateway_token).catch((e) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.providerMessage).toMatch(/recusado/);
    const failing = await sandbox.tokenize({ number: '4000000000000119' });
    await expect(provider.createCardProfile(customer, failing.body.payment_profile.gateway_token)).rejects.toMatchObject({ kind: 'failed' });
    const late = await sandbox.tokenize({ number: '4242424242424242' });
    sandbox.advanceClock(GATEWAY_TOKEN_LIFETIME_MS + 1);
    await expect(provider.createCardProfile(customer, late.body.payment_profile.gateway_token)).rejects.toMatchObject({ kind: 'refused' });
    expect((await sandbox.tokenize({ number: '4111111111111112' })).status).toBe(422);
  });

  it('charges a card once per code and records it in the ledger', async () => {
    const paid = await provider.chargeCard({ ...charge('1', 'fatura-7-a'), profileId: '1' });
    expect(paid).toMatchObject({ paid: true });
    await expect(provider.chargeCard({ ...charge('1', 'fatura-7-a'), profileId: '1' })).rejects.toMatchObject({ kind: 'refused' });
    expect((await sandbox.ledger()).filter((e) => e.metadata.invoice_id === '7')).toHaveLength(1);
  });

  it('creates a PIX charge with a copy-and-paste code that turns paid when confirmed', async () => {
    const pix = await provider.chargePix(charge('1', 'fatura-7-pix'));
    expect(pix.code).toMatch(/^000201/);
    expect((await provider.bill(pix.billId)).status).toBe('pending');
    await sandbox.confirmCharge(pix.chargeId);
    expect((await provider.bill(pix.billId)).status).toBe('paid');
  });

  it('changes the subscription method', async () => {
    await provider.changeSubscriptionMethod('1', 'bank_slip', null);
    await provider.changeSubscriptionMethod('1', 'credit_card', '1');
    await expect(provider.changeSubscriptionMethod('1', 'credit_card', '2')).rejects.toMatchObject({ kind: 'refused' });
  });

  it("keeps a member request's calls within its budget, retries and long timeouts included", async () => {
    await sandbox.faults({ stall: true });
    try {
      const started = Date.now();
      const bounded = createPaymentProvider({ apiUrl: sandbox.apiUrl, privateKey: SANDBOX_PRIVATE_KEY, timeoutMs: 5000, deadline: started + 400 });
      // A GET is retried twice with a 5 s timeout: alone it could take over 15 s.
      await expect(bounded.bill('1')).rejects.toMatchObject({ kind: 'timeout' });
      // The budget is spent: the next call is not even sent.
      await expect(bounded.customerFor(ANA)).rejects.toMatchObject({ kind: 'unreachable' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await sandbox.faults({ stall: false });
    }
  });

  it('reports an unreachable provider and a wrong key as failures, not refusals', async () => {
    const down = createPaymentProvider({ apiUrl: 'http://127.0.0.1:9/api/v1', privateKey: 'x', timeoutMs: 500 });
    await expect(down.chargePix(charge('1', 'x'))).rejects.toMatchObject({ kind: 'unreachable' });
    const wrongKey = createPaymentProvider({ apiUrl: sandbox.apiUrl, privateKey: 'errada', timeoutMs: 500 });
    await expect(wrongKey.bill('1')).rejects.toMatchObject({ kind: 'failed' });
  });
});

describe('public endpoint', () => {
  it('refuses each bad card field with the field named, and a wrong public key', async () => {
    const refused = async (card: Parameters<TestSandbox['tokenize']>[0]) => (await sandbox.tokenize(card)).body.errors[0].parameter;
    expect(await refused({ number: '1234' })).toBe('card_number');
    expect(await refused({ number: '4242424242424242', expiration: '13/2031' })).toBe('card_expiration');
    expect(await refused({ number: '4242424242424242', expiration: '01/2020' })).toBe('card_expiration');
    expect(await refused({ number: '4242424242424242', cvv: '12' })).toBe('card_cvv');
    expect(await refused({ number: '4242424242424242', holder: ' ' })).toBe('holder_name');
    const wrongKey = await fetch(`${sandbox.url}/api/v1/public/payment_profiles`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Basic ${btoa(`${SANDBOX_PRIVATE_KEY}:`)}` }, body: '{}',
    });
    expect(wrongKey.status).toBe(401);
  });

  it('answers CORS for the portal origin only', async () => {
    const preflight = (origin: string) => fetch(`${sandbox.url}/api/v1/public/payment_profiles`, {
      method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect((await preflight('http://portal.teste')).headers.get('access-control-allow-origin')).toBe('http://portal.teste');
    expect((await preflight('http://outro.example')).headers.get('access-control-allow-origin')).toBeNull();
    const privateCall = await fetch(`${sandbox.apiUrl}/customers`, { headers: { origin: 'http://portal.teste' } });
    expect(privateCall.headers.get('access-control-allow-origin')).toBeNull();
    expect(SANDBOX_PUBLIC_KEY).not.toBe(SANDBOX_PRIVATE_KEY);
  });
});
