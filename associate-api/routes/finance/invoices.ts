// GET /invoices/getWithLimit/{limit}&{offset} (extension: `overdue`, the count and total of all the
// member's overdue invoices, not only this page's), GET /invoices/show/{id} (extension: one invoice,
// for the payment step, with the `receipt` of its payment once paid), POST /invoices/pay
// { invoice_id, method: card id | 'pix' } with the Idempotency-Key header (extension; see
// services/payments/invoice-payment.ts).
import { Hono } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../../app-env.ts';
import { invoices } from '../../db/schema.ts';
import { MSG } from '../../messages.ts';
import { ApiError } from '../../middleware/errors.ts';
import { memberRequestBudget } from '../../services/payments/request-budget.ts';
import { requireSession } from '../../middleware/session.ts';
import { payInvoice } from '../../services/payments/invoice-payment.ts';
import { invoiceView, syncPixInvoices } from '../../services/payments/invoice-sync.ts';
import { invoiceToday, overdueOf } from '../../services/payments/overdue.ts';
import { receiptOf } from '../../services/payments/receipt.ts';
import { LIST_MAX_LIMIT, objectBody, parsePage, pathId } from '../validation.ts';
import { bodyId, positiveId } from './ids.ts';

export const invoiceRoutes = new Hono<AppEnv>();

invoiceRoutes.get('/invoices/getWithLimit/:page', requireSession, async (c) => {
  const { limit, offset } = parsePage(c.req.param('page'), LIST_MAX_LIMIT);
  const services = c.get('services');
  const rows = await services.db.select().from(invoices)
    .where(eq(invoices.associateId, c.get('associateId')))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit).offset(offset);
  const today = invoiceToday(services.clock);
  const synced = await syncPixInvoices(services, rows);
  // Read after the sync, so a PIX the bank just paid no longer counts as overdue.
  const overdue = await overdueOf(services.db, c.get('associateId'), today);
  return c.json({ data: synced.map((row) => invoiceView(row, today)), overdue });
});

invoiceRoutes.get('/invoices/show/:id', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.invoiceNotFound);
  const services = c.get('services');
  const rows = await services.db.select().from(invoices).where(and(eq(invoices.id, id), eq(invoices.associateId, c.get('associateId'))));
  if (rows.length === 0) throw new ApiError(404, MSG.invoiceNotFound);
  const [invoice] = await syncPixInvoices(services, rows);
  const receipt = invoice!.status === 'paid' ? await receiptOf(services.db, invoice!.id) : null;
  return c.json({ data: { ...invoiceView(invoice!, invoiceToday(services.clock)), receipt } });
});

invoiceRoutes.post('/invoices/pay', requireSession, memberRequestBudget, async (c) => {
  const key = c.req.header('idempotency-key') ?? '';
  if (!/^[\w-]{8,100}$/.test(key)) throw new ApiError(400, MSG.paymentKeyMissing);
  const body = objectBody(c.get('body'));
  const invoiceId = bodyId(body.invoice_id, MSG.invoiceNotFound);
  const method = body.method === 'pix' ? 'pix' : cardIdOr400(body.method);
  const answer = await payInvoice(c.get('services'), { associateId: c.get('associateId'), invoiceId, method, key, actedBy: c.get('actor')?.id });
  return c.json(answer.body, answer.status);
});

/** The card to charge: a positive integer id; anything else is not a payment method at all. */
function cardIdOr400(value: unknown): number {
  const id = positiveId(value);
  if (id === null) throw new ApiError(400, MSG.paymentMethodInvalid);
  return id;
}
