// Which lawsuits a member sees: the one filed for them (lawsuits.associate_id) and every collective
// lawsuit the legal team linked them to (lawsuit_members, migration 0016). One condition, so the
// list, one case and its attachments can never disagree on it.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { lawsuits } from '../db/schema.ts';

export function lawsuitOfMember(associateId: number): SQL {
  // Qualified by hand: drizzle writes bare column names inside sql``.
  return or(
    eq(lawsuits.associateId, associateId),
    sql`exists (select 1 from "lawsuit_members" as "m" where "m"."lawsuit_id" = "lawsuits"."id" and "m"."associate_id" = ${associateId})`,
  )!;
}
