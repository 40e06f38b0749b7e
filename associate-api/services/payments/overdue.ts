// The API's side of the overdue rule (contract/overdue.ts): today as the rule sees it, and the
// count and total of a member's overdue invoices. The database only narrows the rows to unpaid
// ones; which of them are overdue is decided by the shared rule, never by a second copy in SQL.
import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { businessToday, overdueSummary, type DueInvoice, type OverdueSummary } from '../../../contract/overdue.ts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import { sessionSubjectId } from '../sessions.ts';
import { jsonArray, jsonObject } from '../../db/json-rows.ts';
import type { Clock } from '../clock.ts';

const SETTLED = ['paid', 'canceled'];

/** Today in Brasília by the API's clock, or DEMO_TODAY where a test stack fixes it. */
export const invoiceToday = (clock: Clock) => businessToday(clock(), process.env.DEMO_TODAY);

const dueFields = { status: invoices.status, dueDate: invoices.expiresAt, priceCents: invoices.priceCents };

/** The overdue invoices of a member, or only those of one subscription. */
export async function overdueOf(db: Db, associateId: number, today: string, subscriptionId?: number): Promise<OverdueSummary> {
  const rows = await db.select(dueFields).from(invoices).where(and(
    eq(invoices.associateId, associateId),
    notInArray(invoices.status, SETTLED),
    subscriptionId === undefined ? undefined : eq(invoices.subscriptionId, subscriptionId),
  ));
  return overdueSummary(rows, today);
}

/** The session member's unpaid invoices as a JSON array, read in the session's own statement (the dashboard). */
export const unpaidInvoicesJson: SQL<DueInvoice[]> = sql<DueInvoice[]>`(select ${jsonArray(jsonObject(dueFields), sql`${invoices.id}`)}
  from ${invoices} where ${invoices.associateId} = ${sessionSubjectId}
  and ${invoices.status} not in (${sql.raw(SETTLED.map((status) => `'${status}'`).join(', '))}))`;
