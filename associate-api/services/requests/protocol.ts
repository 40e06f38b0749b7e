// Protocol numbers ('2026-000123'): the year in Brasília, where the association answers, and the
// next sequence of that year. Taken inside the caller's transaction: the upsert locks the year's
// counter row until commit, so concurrent requests (several API instances on PostgreSQL, or
// PGlite's one connection) each get the next number, and a rolled-back request gives its number back.
import { sql } from 'drizzle-orm';
import { formatProtocol } from '../../../contract/member-requests.ts';
import type { Db } from '../../db/client.ts';
import { requestProtocolCounters } from '../../db/schema.ts';
import { brasiliaDay, yearOf } from '../declarations/issue-day.ts';

/** The open transaction (or the seed's): only its insert is used. */
export async function nextProtocol(tx: Pick<Db, 'insert'>, now: Date): Promise<string> {
  const year = yearOf(brasiliaDay(now));
  const [row] = await tx.insert(requestProtocolCounters).values({ year, lastSequence: 1 })
    .onConflictDoUpdate({ target: requestProtocolCounters.year, set: { lastSequence: sql`${requestProtocolCounters.lastSequence} + 1` } })
    .returning({ sequence: requestProtocolCounters.lastSequence });
  return formatProtocol(year, row!.sequence);
}
