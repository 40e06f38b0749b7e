// The sign-in history (table sign_ins): one row per successful sign-in, kept 12 months. It feeds
// the dashboard's 'Seu último acesso foi em…' (so a member notices a sign-in that was not theirs)
// and GET /user/signins for an access-history page.
import { desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { associates, signIns } from '../db/schema.ts';
import type { Clock } from './clock.ts';

const RETENTION_MS = 365 * 86_400_000;

/** The oldest moment the association keeps sign-ins (and sessions) from. */
export const keptSince = (now: Date) => new Date(now.getTime() - RETENTION_MS);

/** `actedBy`: the representative who entered the member's account ('Carlos em nome de Maria'), else null. */
export type SignInEntry = { at: Date; device: string; ip: string; actedBy: string | null };

const actor = alias(associates, 'actor');

export function signInHistory(db: Db, clock: Clock) {
  // Prepared: the dashboard reads it on every visit.
  const newest = db.select({ at: signIns.at, device: signIns.device, ip: signIns.ip, actedBy: actor.name })
    .from(signIns)
    .leftJoin(actor, eq(actor.id, signIns.actedBy))
    .where(eq(signIns.associateId, sql.placeholder('associateId')))
    .orderBy(desc(signIns.at), desc(signIns.id))
    .limit(sql.placeholder('limit'))
    .prepare('sign_ins_newest');
  return {
    /** Records a sign-in; rows older than 12 months go at the same time (no scheduler needed). */
    async record(associateId: number, entry: { device: string; ip: string; actedBy?: number }): Promise<void> {
      const now = clock();
      await db.delete(signIns).where(lt(signIns.at, keptSince(now)));
      await db.insert(signIns).values({ associateId, at: now, ...entry });
    },

    /** Newest first. */
    async list(associateId: number, limit: number): Promise<SignInEntry[]> {
      return newest.execute({ associateId, limit });
    },
  };
}

export type SignInHistory = ReturnType<typeof signInHistory>;
