// Server-side sessions (DESIGN §7.4): the member holds a random id, we keep its hash, an
// absolute expiry (1 day) and the time of last use (idle limit). Stored in the database so any
// API instance honours a session made by another.
import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { newSecret, sha256 } from './secrets.ts';

export type SessionLimits = { idleMs: number; absoluteMs: number };

// A busy member's every page would otherwise be a database write. Last use is written at most
// once a minute (or a tenth of the idle limit, for the short limits of tests), so the idle limit
// may end a session up to that much early, never late.
const touchIntervalMs = (limits: SessionLimits) => Math.min(60_000, limits.idleMs / 10);

export function sessionStore(db: Db, clock: Clock, limits: SessionLimits) {
  // Housekeeping at each sign-in: sessions nobody can use any more are dropped.
  const purgeExpired = (now: Date) => db.delete(sessions).where(or(
    lt(sessions.expiresAt, now),
    lt(sessions.lastSeenAt, new Date(now.getTime() - limits.idleMs)),
  ));
  return {
    /** A fresh id at every sign-in, so an id planted before sign-in is worth nothing. */
    async create(associateId: number): Promise<string> {
      const id = newSecret();
      const now = clock();
      await purgeExpired(now);
      await db.insert(sessions).values({
        idHash: sha256(id),
        associateId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + limits.absoluteMs),
      });
      return id;
    },

    /** The member behind a live session, refreshing its idle timer; null when unknown or expired. */
    async resume(id: string): Promise<number | null> {
      const now = clock();
      const idHash = sha256(id);
      const [row] = await db.select().from(sessions).where(eq(sessions.idHash, idHash));
      if (!row) return null;
      const idleDeadline = row.lastSeenAt.getTime() + limits.idleMs;
      if (row.expiresAt.getTime() <= now.getTime() || idleDeadline <= now.getTime()) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      if (now.getTime() - row.lastSeenAt.getTime() >= touchIntervalMs(limits)) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
      }
      return row.associateId;
    },

    async destroy(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
    },

    /** After a password change every open session of the member ends. */
    async destroyAllOf(associateId: number, tx: Db = db): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.associateId, associateId));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
