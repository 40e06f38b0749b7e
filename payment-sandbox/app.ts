// The payment sandbox: the subset of Vindi's API v1 the associate API uses (paths, Basic auth
// with the key as user name, { errors: [{ id, parameter, message }] } on refusal), its webhooks
// (webhooks.ts), plus test-only calls under /_sandbox (confirm a PIX charge, read the ledger,
// simulate faults), which need the private key like the private API. Not for production.
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { Bill, Charge, PaymentProfile, Store } from './state.ts';
import { findTestCard } from './test-cards.ts';
import { webhookSender } from './webhooks.ts';

/** Faults a test can switch on through /_sandbox/faults. */
type Faults = { stalled: PromiseWithResolvers<void> | null; stallOnly: 'all' | 'charges'; refuseCancel: boolean };

export type SandboxOptions = {
  store: Store;
  privateKey: string;
  publicKey: string;
  /** Origins allowed to call the public endpoint from a browser (the portal's). */
  allowedOrigins: string[];
  /** Where events are POSTed, credentials in the URL as Vindi allows (unset: no webhooks). */
  webhookUrl?: string;
  now?: () => Date;
};

/** A gateway token is good for this long after the public endpoint issued it (as at Vindi). */
export const GATEWAY_TOKEN_LIFETIME_MS = 5 * 60_000;

type ApiError = { id: string; parameter?: string; message: string };

const refuse = (c: Context, status: 401 | 404 | 422, ...errors: ApiError[]) => c.json({ errors }, status);

export function createSandbox(options: SandboxOptions): Hono {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const app = new Hono();
  const state = () => store.state;
  const send = webhookSender(options.webhookUrl, now);
  const faults: Faults = { stalled: null, stallOnly: 'all', refuseCancel: false };

  const keyOf = (c: Context): string | null => {
    const header = c.req.header('authorization') ?? '';
    if (!header.startsWith('Basic ')) return null;
    return Buffer.from(header.slice(6), 'base64').toString('utf8').replace(/:$/, '');
  };
  const unauthorized = (c: Context) => refuse(c, 401, { id: 'unauthorized', message: 'Chave da API inválida' });

  app.get('/health', (c) => c.json({ status: 'ok' }));

  // ── Public endpoint: the browser posts card data here with the public key ──
  app.use('/api/v1/public/*', cors({
    origin: (origin) => (options.allowedOrigins.includes(origin) ? origin : null),
    allowMethods: ['POST'],
    allowHeaders: ['authorization', 'content-type'],
    maxAge: 600,
  }));
  app.post('/api/v1/public/payment_profiles', async (c) => {
    if (keyOf(c) !== options.publicKey) return unauthorized(c);
    const body = await jsonBody(c);
    const number = String(body.card_number ?? '').replace(/\D/g, '');
    const card = findTestCard(number);
    if (!card) return refuse(c, 422, { id: 'invalid_parameter', parameter: 'card_number', message: 'Número do cartão inválido' });
    const expiration = /^(\d{2})\/(\d{4})$/.exec(String(body.card_expiration ?? ''));
    const month = Number(expiration?.[1]);
    const year = Number(expiration?.[2]);
    const today = now();
    if (!expiration || month < 1 || month > 12 || year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
      return refuse(c, 422, { id: 'invalid_parameter', parameter: 'card_expiration', message: 'Data de validade inválida' });
    }
    if (!/^\d{3,4}$/.test(String(body.card_cvv ?? ''))) {
      return refuse(c, 422, { id: 'invalid_parameter', parameter: 'card_cvv', message: 'Código de segurança inválido' });
    }
    const holder = String(body.holder_name ?? '').trim();
    if (!holder) return refuse(c, 422, { id: 'invalid_parameter', parameter: 'holder_name', message: 'Nome do titular inválido' });
    const gatewayToken = randomUUID();
    state().pendingTokens.push({
      gateway_token: gatewayToken, holder_name: holder.toUpperCase(),
      card_expiration: `${year}-${String(month).padStart(2, '0')}-28T23:59:59.000-03:00`,
      card_number_first_six: number.slice(0, 6), card_number_last_four: number.slice(-4),
      payment_company: { name: card.brand, code: card.companyCode }, outcome: card.outcome,
      expires_at: new Date(today.getTime() + GATEWAY_TOKEN_LIFETIME_MS).toISOString(), used: false,
    });
    store.save();
    return c.json({ payment_profile: { gateway_token: gatewayToken, holder_name: holder.toUpperCase(), card_number_last_four: number.slice(-4), payment_company: { name: card.brand, code: card.companyCode } } }, 201);
  });

  // ── Test-only calls: confirm a PIX charge as the bank would, read the ledger, simulate faults ──
  app.use('/_sandbox/*', async (c, next) => {
    if (keyOf(c) !== options.privateKey) return unauthorized(c);
    await next();
  });
  app.post('/_sandbox/charges/:id/confirm', (c) => {
    const bill = state().bills.find((b) => b.charges.some((ch) => ch.id === Number(c.req.param('id'))));
    const charge = bill?.charges.find((ch) => ch.id === Number(c.req.param('id')));
    if (!bill || !charge) return refuse(c, 404, { id: 'not_found', message: 'Cobrança não encontrada' });
    if (charge.status === 'pending') {
      Object.assign(charge, { status: 'paid', paid_at: now().toISOString() });
      charge.last_transaction.status = 'success';
      bill.status = 'paid';
      setLedger(charge.id, 'paid');
      store.save();
      send('bill_paid', { bill: billView(bill) });
    }
    return c.json({ bill: billView(bill) });
  });
  app.get('/_sandbox/ledger', (c) => c.json({ ledger: state().ledger }));
  // { stall: true } holds every private API call until { stall: false } (a provider that hangs),
  // { stall: 'charges' } only the creation of bills (a charge whose answer is lost);
  // { refuse_cancel: true } makes bill cancellation fail with a 500 (a provider that errs).
  app.post('/_sandbox/faults', async (c) => {
    const body = await jsonBody(c);
    if (typeof body.stall === 'boolean' || body.stall === 'charges') {
      if (body.stall && !faults.stalled) faults.stalled = Promise.withResolvers<void>();
      if (!body.stall && faults.stalled) { faults.stalled.resolve(); faults.stalled = null; }
      faults.stallOnly = body.stall === 'charges' ? 'charges' : 'all';
    }
    if (typeof body.refuse_cancel === 'boolean') faults.refuseCancel = body.refuse_cancel;
    return c.json({ stall: faults.stalled ? faults.stallOnly : false, refuse_cancel: faults.refuseCancel });
  });

  // ── Private API ──
  app.use('/api/v1/*', async (c, next) => {
    if (keyOf(c) !== options.privateKey) return unauthorized(c);
    if (faults.stalled && (faults.stallOnly !== 'charges' || (c.req.method === 'POST' && c.req.path === '/api/v1/bills'))) {
      // Received in full, then held: a provider that hangs before answering still does the work.
      if (c.req.method !== 'GET') await c.req.text().catch(() => '');
      await faults.stalled.promise;
    }
    await next();
  });

  app.get('/api/v1/customers', (c) => {
    const query = parseQuery(c.req.query('query'));
    const customers = state().customers.filter((cu) => Object.entries(query).every(([k, v]) => String(cu[k as keyof typeof cu]) === v));
    return c.json({ customers });
  });
  app.post('/api/v1/customers', async (c) => {
    const body = await jsonBody(c);
    const code = String(body.code ?? '');
    if (!body.name) return refuse(c, 422, { id: 'invalid_parameter', parameter: 'name', message: 'não pode ficar em branco' });
    if (code && state().customers.some((cu) => cu.code === code)) return refuse(c, 422, { id: 'invalid_parameter', parameter: 'code', message: 'já está em uso' });
    const customer = { id: store.nextId(), name: String(body.name), email: String(body.email ?? ''), code, registry_code: body.registry_code ? String(body.registry_code) : null, status: 'active' };
    state().customers.push(customer);
    store.save();
    return c.json({ customer }, 201);
  });

  app.get('/api/v1/payment_profiles', (c) => {
    const query = parseQuery(c.req.query('query'));
    const profiles = state().paymentProfiles.filter((p) => !query.customer_id || String(p.customer_id) === query.customer_id);
    return c.json({ payment_profiles: profiles.map(profileView) });
  });
  app.post('/api/v1/payment_profiles', async (c) => {
    const body = await jsonBody(c);
    const customer = state().customers.find((cu) => cu.id === Number(body.customer_id));
    if (!customer) return refuse(c, 422, { id: 'invalid_parameter', parameter: 'customer_id', message: 'Cliente não encontrado' });
    const pending = state().pendingTokens.find((t) => t.gateway_token === body.gateway_token);
    if (!pending || pending.used || new Date(pending.expires_at) < now()) {
      return refuse(c, 422, { id: 'invalid_parameter', parameter: 'gateway_token', message: 'Token do cartão expirado ou inválido. Informe os dados do cartão novamente.' });
    }
    pending.used = true;
    // Like a provider that verifies a card when it is registered: the test numbers decide.
    if (pending.outcome === 'declined') {
      store.save();
      return refuse(c, 422, { id: 'invalid_parameter', parameter: 'card_number', message: 'Cartão recusado pela operadora. Verifique os dados ou use outro cartão.' });
    }
    if (pending.outcome === 'error') {
      store.save();
      return c.json({ errors: [{ id: 'gateway_error', message: 'Falha de comunicação com a operadora' }] }, 502);
    }
    // A new card becomes the customer's active one; earlier ones stay as inactive history.
    for (const other of state().paymentProfiles) if (other.customer_id === customer.id) other.status = 'inactive';
    const { expires_at: _e, used: _u, ...card } = pending;
    const profile: PaymentProfile = { ...card, id: store.nextId(), status: 'active', token: randomUUID(), customer_id: customer.id, created_at: now().toISOString() };
    state().paymentProfiles.push(profile);
    store.save();
    return c.json({ payment_profile: profileView(profile) }, 201);
  });
  app.delete('/api/v1/payment_profiles/:id', (c) => {
    const profile = state().paymentProfiles.find((p) => p.id === Number(c.req.param('id')));
    if (!profile) return refuse(c, 404, { id: 'not_found', parameter: 'id', message: 'Perfil de pagamento não encontrado' });
    profile.status = 'inactive';
    store.save();
    return c.json({ payment_profile: profileView(profile) });
  });

  app.get('/api/v1/subscriptions/:id', (c) => {
    const subscription = state().subscriptions.find((s) => s.id === Number(c.req.param('id')));
    return subscription ? c.json({ subscription }) : refuse(c, 404, { id: 'not_found', message: 'Assinatura não encontrada' });
  });
  app.put('/api/v1/subscriptions/:id', async (c) => {
    const subscription = state().subscriptions.find((s) => s.id === Number(c.req.param('id')));
    if (!subscription) return refuse(c, 404, { id: 'not_found', message: 'Assinatura não encontrada' });
    const body = await jsonBody(c);
    const method = String(body.payment_method_code ?? '');
    if (!['credit_card', 'bank_slip', 'pix'].includes(method)) return refuse(c, 422, { id: 'invalid_parameter', parameter: 'payment_method_code', message: 'Método de pagamento inválido' });
    const profileId = (body.payment_profile as { id?: unknown } | undefined)?.id;
    const profile = state().paymentProfiles.find((p) => p.id === Number(profileId) && p.customer_id === subscription.customer_id && p.status === 'active');
    if (method === 'credit_card' && !profile) return refuse(c, 422, { id: 'invalid_parameter', parameter: 'payment_profile', message: 'Perfil de pagamento inválido' });
    Object.assign(subscription, { payment_method_code: method, payment_profile_id: method === 'credit_card' ? profile!.id : null });
    store.save();
    return c.json({ subscription });
  });

  app.get('/api/v1/bills', (c) => {
    const query = parseQuery(c.req.query('query'));
    const bills = state().bills.filter((b) => !query.code || b.code === query.code);
    return c.json({ bills: bills.map(billView) });
  });
  app.get('/api/v1/bills/:id', (c) => {
    const bill = state().bills.find((b) => b.id === Number(c.req.param('id')));
    return bill ? c.json({ bill: billView(bill) }) : refuse(c, 404, { id: 'not_found', message: 'Fatura não encontrada' });
  });
  app.delete('/api/v1/bills/:id', (c) => {
    const bill = state().bills.find((b) => b.id === Number(c.req.param('id')));
    if (!bill) return refuse(c, 404, { id: 'not_found', message: 'Fatura não encontrada' });
    if (faults.refuseCancel) return c.json({ errors: [{ id: 'internal_error', message: 'Erro interno' }] }, 500);
    if (bill.status === 'paid') return refuse(c, 422, { id: 'invalid_parameter', parameter: 'status', message: 'Fatura já paga' });
    if (bill.status === 'canceled') return c.json({ bill: billView(bill) });
    bill.status = 'canceled';
    for (const charge of bill.charges) {
      if (charge.status === 'pending') charge.status = 'canceled';
      setLedger(charge.id, charge.status);
    }
    store.save();
    send('bill_canceled', { bill: billView(bill) });
    return c.json({ bill: billView(bill) });
  });
  app.post('/api/v1/bills', async (c) => {
    const body = await jsonBody(c);
    const customer = state().customers.find((cu) => cu.id === Number(body.customer_id));
    if (!customer) return refuse(c, 422, { id: 'invalid_parameter', parameter: 'customer_id', message: 'Cliente não encontrado' });
    const code = body.code ? String(body.code) : null;
    if (code && state().bills.some((b) => b.code === code)) return refuse(c, 422, { id: 'invalid_parameter', parameter: 'code', message: 'já está em uso' });
    const items = Array.isArray(body.bill_items) ? (body.bill_items as { amount?: unknown }[]) : [];
    const total = items.reduce((sum, item) => sum + Number(item.amount), 0);
    if (items.length === 0 || !Number.isFinite(total) || total <= 0) return refuse(c, 422, { id: 'invalid_parameter', parameter: 'bill_items', message: 'Itens da fatura inválidos' });
    const method = String(body.payment_method_code ?? '');
    const metadata = (typeof body.metadata === 'object' && body.metadata ? body.metadata : {}) as Record<string, string>;
    const bill: Bill = { id: store.nextId(), code, amount: total.toFixed(2), status: 'pending', customer_id: customer.id, payment_profile_id: null, metadata, charges: [], created_at: now().toISOString() };
    let charge: Charge;
    if (method === 'credit_card') {
      const profileId = Number((body.payment_profile as { id?: unknown } | undefined)?.id);
      const profile = state().paymentProfiles.find((p) => p.id === profileId && p.customer_id === customer.id);
      if (!profile || profile.status !== 'active') return refuse(c, 422, { id: 'invalid_parameter', parameter: 'payment_profile', message: 'Cartão inativo ou não encontrado' });
      bill.payment_profile_id = profile.id;
      const approved = profile.outcome === 'approved';
      charge = newCharge(store.nextId(), bill.amount, method, approved ? 'paid' : 'rejected', {
        id: store.nextId(), status: approved ? 'success' : 'rejected', gateway_message: approved ? 'Transação aprovada' : 'Transação negada pela operadora', gateway_response_fields: null,
      }, approved ? now().toISOString() : null);
      if (approved) bill.status = 'paid';
    } else if (method === 'pix') {
      const emv = pixCode(bill.id, bill.amount);
      charge = newCharge(store.nextId(), bill.amount, method, 'pending', {
        id: store.nextId(), status: 'waiting', gateway_message: 'Aguardando pagamento',
        gateway_response_fields: { qrcode_original_path: emv, qrcode_path: `${new URL(c.req.url).origin}/pix/${bill.id}.png`, max_days_to_keep_waiting_payment: '1' },
      }, null);
    } else {
      return refuse(c, 422, { id: 'invalid_parameter', parameter: 'payment_method_code', message: 'Método de pagamento inválido' });
    }
    bill.charges.push(charge);
    state().bills.push(bill);
    state().ledger.push({ bill_id: bill.id, charge_id: charge.id, amount: bill.amount, payment_method_code: method, status: charge.status, metadata, at: now().toISOString() });
    store.save();
    if (bill.status === 'paid') send('bill_paid', { bill: billView(bill) });
    if (charge.status === 'rejected') send('charge_rejected', { charge: { ...charge, bill: { id: bill.id, code: bill.code } } });
    return c.json({ bill: billView(bill) }, 201);
  });

  function setLedger(chargeId: number, status: string): void {
    const entry = state().ledger.find((e) => e.charge_id === chargeId);
    if (entry) entry.status = status;
  }

  app.notFound((c) => refuse(c, 404, { id: 'not_found', message: 'Recurso não encontrado' }));
  return app;
}

function newCharge(id: number, amount: string, method: string, status: Charge['status'], transaction: Charge['last_transaction'], paidAt: string | null): Charge {
  return { id, amount, status, payment_method: { code: method }, paid_at: paidAt, last_transaction: transaction };
}

/** A BR Code–shaped copy-and-paste string (the sandbox's, not a payable one). */
function pixCode(billId: number, amount: string): string {
  return `00020101021226850014br.gov.bcb.pix2563sandbox.pagamentos.example/qr/v2/${billId}520400005303986540${amount.length}${amount}5802BR5925ASSOCIACAO DOS APOSENTAD6009SAO PAULO62070503***6304ABCD`;
}

function billView(bill: Bill) {
  const { payment_profile_id, customer_id, ...rest } = bill;
  return { ...rest, customer: { id: customer_id }, payment_profile: payment_profile_id ? { id: payment_profile_id } : null };
}

function profileView(profile: PaymentProfile) {
  const { outcome: _outcome, customer_id, ...rest } = profile;
  return { ...rest, type: 'PaymentProfile::CreditCard', customer: { id: customer_id } };
}

/** Vindi's `query` parameter: `field:value` pairs separated by spaces. */
function parseQuery(query: string | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const part of (query ?? '').split(/\s+/)) {
    const at = part.indexOf(':');
    if (at > 0) pairs[part.slice(0, at)] = part.slice(at + 1);
  }
  return pairs;
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body = await c.req.json().catch(() => ({}));
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
}
