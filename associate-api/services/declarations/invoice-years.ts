// Which calendar years a member may get the annual quitação for (Lei 12.007/2009): each year is
// its invoices by due date (art. 2), cancelled ones left out, and it is 'quitado' only when none
// is still open. The current year is never offered: it is not over, and a quitação issued in
// November would be contradicted by December's invoice.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';

export type InvoiceYear = { year: number; invoices: number; open: number };

/** Every year with at least one invoice that counts, newest first. */
export async function invoiceYears(db: Db, associateId: number): Promise<InvoiceYear[]> {
  const year = sql<number>`extract(year from ${invoices.expiresAt})::int`;
  return db.select({
    year,
    invoices: sql<number>`count(*)::int`,
    open: sql<number>`(count(*) filter (where ${invoices.status} <> 'paid'))::int`,
  }).from(invoices)
    .where(and(eq(invoices.associateId, associateId), ne(invoices.status, 'canceled')))
    .groupBy(year).orderBy(sql`1 desc`);
}

/** A year whose quitação can be declared: over, with invoices, all of them paid. */
export const isQuitado = (entry: InvoiceYear | undefined, currentYear: number): boolean =>
  entry !== undefined && entry.year < currentYear && entry.invoices > 0 && entry.open === 0;
