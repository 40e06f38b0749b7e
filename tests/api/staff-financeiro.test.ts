// Financeiro (issue 22), read-only: a member's invoices and attempts (the viewing audited), the
// provider's webhook events, the unsettled attempts, and 'Verificar no provedor', which settles one
// attempt from what the provider says (a PIX paid while no webhook got through) with its audit row.
// The provider is the local payment sandbox, started without a webhook URL so only the check can
// bring the news.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associates, invoices } from '../../associate-api/db/schema.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, signIn } from './helpers/client.ts';
import { staffClient } from './helpers/staff.ts';
import { freePort, startSandbox, type TestSandbox } from '../support/payment-sandbox.ts';

const SECRET = 'segredo-do-webhook-de-teste';
let sandbox: TestSandbox;
let api: TestApi;
let maria: Record<string, string>;
let mariaId: number;
let financeiro: Awaited<ReturnType<typeof staffClient>>;
let atendimento: Awaited<ReturnType<typeof staffClient>>;

beforeAll(async () => {
  const port = await freePort();
  api = await startApi({ paymentApiUrl: `http://127.0.0.1:${port}/api/v1`, webhookSecret: SECRET });
  sandbox = await startSandbox({ port });
  maria = await signIn(api, MARIA);
  [{ id: mariaId }] = await api.database.db.select({ id: associates.id }).from(associates).where(eq(associates.cpf, MARIA.cpf)) as [{ id: number }];
  financeiro = await staffClient(api, 'financeiro');
  atendimento = await staffClient(api, 'atendimento');
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await api.database.db.execute(query) as unknown as { rows: T[] }).rows;
const audit = (action: string) => rows<{ associate_id: number; changes: unknown; staff_role: string }>(sql`select associate_id, changes, staff_role from audit_log where action = ${action} order by id`);

async function pixAttempt(): Promise<{ invoiceId: number; attemptId: number; billId: number; chargeId: number }> {
  const [row] = await api.database.db.insert(invoices).values({
    associateId: mariaId, description: 'Mensalidade de teste', status: 'pending', priceCents: 4590, expiresAt: '2030-01-10', payment: '0',
  }).returning({ id: invoices.id });
  const paid = await call(api, 'POST', '/invoices/pay', { cookies: maria, body: { invoice_id: row!.id, method: 'pix' }, headers: { 'idempotency-key': randomUUID() } });
  expect(paid.status).toBe(200);
  const [charge] = (await sandbox.ledger()).filter((e) => e.metadata.invoice_id === String(row!.id));
  const [attempt] = await rows<{ id: number }>(sql`select id from payment_attempts where invoice_id = ${row!.id}`);
  return { invoiceId: row!.id, attemptId: attempt!.id, billId: Number(charge!.bill_id), chargeId: Number(charge!.charge_id) };
}

describe('Financeiro', () => {
  it('shows a member\'s invoices and attempts, and records the viewing', async () => {
    const answer = await financeiro.call('GET', `/staff/finance/members/${mariaId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.member).toMatchObject({ name: 'Maria Aparecida da Silva' });
    expect(answer.body.data.invoices.length).toBeGreaterThanOrEqual(25);
    expect((await audit('visualizar')).filter((row) => row.associate_id === mariaId && row.staff_role === 'financeiro')).toHaveLength(1);
    expect((await financeiro.call('GET', '/staff/finance/members/999999')).status).toBe(404);
    expect((await atendimento.call('GET', `/staff/finance/members/${mariaId}`)).status).toBe(403);
  });

  it('lists the unsettled attempts and the webhook events the provider sent', async () => {
    const { attemptId, billId } = await pixAttempt();
    const open = await financeiro.call('GET', '/staff/finance/unsettled');
    expect(open.body.data).toContainEqual(expect.objectContaining({ id: attemptId, status: 'waiting', memberName: 'Maria Aparecida da Silva' }));
    const event = await fetch(`${api.url}/webhooks/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`vindi:${SECRET}`).toString('base64')}` },
      body: JSON.stringify({ event: { type: 'bill_created', created_at: '2026-11-25T10:00:00.000-03:00', data: { bill: { id: billId, status: 'pending' } } } }),
    });
    expect(event.status).toBe(200);
    const events = await financeiro.call('GET', '/staff/finance/events');
    expect(events.body.data[0]).toMatchObject({ type: 'bill_created', gatewayBillId: String(billId), memberName: 'Maria Aparecida da Silva' });
    expect((await atendimento.call('GET', '/staff/finance/events')).status).toBe(403);
  });

  it('\'Verificar no provedor\' records a PIX the provider has as paid, with the invoice and an audit row', async () => {
    const { invoiceId, attemptId, chargeId } = await pixAttempt();
    const unchanged = await financeiro.call('POST', `/staff/finance/attempts/${attemptId}/check`);
    expect(unchanged.body).toMatchObject({ before: 'waiting', status: 'waiting' });
    await sandbox.confirmCharge(String(chargeId));
    const checked = await financeiro.call('POST', `/staff/finance/attempts/${attemptId}/check`);
    expect(checked).toMatchObject({ status: 200, body: { before: 'waiting', status: 'paid', msg: 'Consulta ao provedor concluída. Situação atual: paga.' } });
    const [invoice] = await rows<{ status: string }>(sql`select status from invoices where id = ${invoiceId}`);
    expect(invoice!.status).toBe('paid');
    // The member sees it at once.
    const seen = await call(api, 'GET', `/invoices/show/${invoiceId}`, { cookies: maria });
    expect(JSON.stringify(seen.body)).toContain('paid');
    expect((await audit('verificar-no-provedor')).map((row) => row.changes)).toEqual([
      { before: { status: 'waiting' }, after: { status: 'waiting' } },
      { before: { status: 'waiting' }, after: { status: 'paid' } },
    ]);
    expect((await financeiro.call('POST', '/staff/finance/attempts/999999/check')).status).toBe(404);
    expect((await atendimento.call('POST', `/staff/finance/attempts/${attemptId}/check`)).status).toBe(403);
  });
});
