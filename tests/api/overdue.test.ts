// Issue #20: which invoices are overdue is decided once, by the API, with the shared rule
// (contract/overdue.ts), and every answer that speaks of it agrees: each invoice's flag, the list's
// count and total, the dashboard's and the subscription's. Maria's seed has two unpaid monthly
// invoices (due on the 10th of this month and of the last) and two others due in 20 and 30 days;
// with the API's clock 15 days ahead the two monthly ones are overdue and the others are not.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, signIn } from './helpers/client.ts';
import { startSandbox, type TestSandbox } from '../support/payment-sandbox.ts';

const DAY_MS = 86_400_000;
let sandbox: TestSandbox;
let api: TestApi;
let maria: Record<string, string>;
const fixedDay = process.env.DEMO_TODAY;
beforeAll(async () => {
  // The seed and the rule both follow DEMO_TODAY when set; this suite moves the clock instead.
  delete process.env.DEMO_TODAY;
  sandbox = await startSandbox();
  api = await startApi({ paymentApiUrl: sandbox.apiUrl });
  api.clock.advance(15 * DAY_MS);
  maria = await signIn(api, MARIA);
});
afterAll(async () => {
  if (fixedDay !== undefined) process.env.DEMO_TODAY = fixedDay;
  await api?.close();
  await sandbox?.close();
});

const get = async (path: string) => (await call(api, 'GET', path, { cookies: maria })).body;

describe('overdue invoices', () => {
  it('flags the unpaid invoices due before today, and the list, dashboard and subscription count the same', async () => {
    const list = await get('/invoices/getWithLimit/50&0');
    const late = list.data.filter((invoice: any) => invoice.overdue);
    expect(late).toHaveLength(2);
    expect(late.every((invoice: any) => invoice.description.startsWith('Mensalidade'))).toBe(true);
    expect(late.every((invoice: any) => invoice.status === 'pending')).toBe(true);
    expect(list.data.filter((invoice: any) => !invoice.description.startsWith('Mensalidade') && invoice.status === 'pending')
      .map((invoice: any) => invoice.overdue)).toEqual([false, false]);
    const two = { count: 2, total: 9180 };
    expect(list.overdue).toEqual(two);
    // A page without the overdue invoices still counts all of them.
    expect((await get('/invoices/getWithLimit/10&10')).overdue).toEqual(two);
    expect((await get('/user/dashboard')).data.overdue).toEqual(two);
    expect((await get('/signature')).data.overdue).toEqual(two);
    expect((await get(`/invoices/show/${late[0].id}`)).data.overdue).toBe(true);
  });

  it('a paid invoice is no longer overdue anywhere', async () => {
    const late = (await get('/invoices/getWithLimit/50&0')).data.filter((invoice: any) => invoice.overdue);
    const card = (await get('/credit/card')).data.find((item: any) => item.status === 'active');
    const paid = await call(api, 'POST', '/invoices/pay', { cookies: maria, body: { invoice_id: late[0].id, method: card.id }, headers: { 'idempotency-key': randomUUID() } });
    expect(paid.status).toBe(200);
    const one = { count: 1, total: 4590 };
    expect((await get('/invoices/getWithLimit/50&0')).overdue).toEqual(one);
    expect((await get(`/invoices/show/${late[0].id}`)).data.overdue).toBe(false);
    expect((await get('/user/dashboard')).data.overdue).toEqual(one);
    expect((await get('/signature')).data.overdue).toEqual(one);
  });
});
