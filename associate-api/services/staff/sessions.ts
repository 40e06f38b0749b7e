// Staff sessions (DESIGN §10): like the members' (services/sessions.ts) a random id whose hash is
// kept, but in their own table and cookie, idle after 30 minutes, 12 hours at most. A session is
// opened by the password and stays unverified (good for nothing but the second factor, for 5
// minutes) until a TOTP or recovery code verifies it, which also gives it a fresh id.
import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts, staffSessions } from '../../db/schema.ts';
import type { StaffRole } from '../../../contract/staff-roles.ts';
import type { Clock } from '../clock.ts';
import { newSecret, sha256 } from '../secrets.ts';

export const STAFF_IDLE_MS = 30 * 60_000;
const STAFF_ABSOLUTE_MS = 12 * 60 * 60_000;
const SECOND_FACTOR_MS = 5 * 60_000;

export type StaffMember = { id: number; email: string; name: string; role: StaffRole };

export function staffSessionStore(db: Db, clock: Clock) {
  const purgeExpired = (now: Date) => db.delete(staffSessions).where(or(
    lt(staffSessions.expiresAt, now),
    lt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_MS)),
  ));

  async function find(id: string) {
    const [row] = await db.select({
      id: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name, role: staffAccounts.role,
      disabled: staffAccounts.disabled, totpSecret: staffAccounts.totpSecret,
      verified: staffSessions.verified, lastSeenAt: staffSessions.lastSeenAt, expiresAt: staffSessions.expiresAt,
    }).from(staffSessions).innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
      .where(eq(staffSessions.idHash, sha256(id)));
    const now = clock().getTime();
    if (!row || row.disabled || row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + STAFF_IDLE_MS <= now) return null;
    return row;
  }

  return {
    /** After the password: a session that only the second factor can verify. */
    async open(staffId: number): Promise<string> {
      const id = newSecret();
      const now = clock();
      await purgeExpired(now);
      await db.insert(staffSessions).values({
        idHash: sha256(id), staffId, verified: false, createdAt: now, lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SECOND_FACTOR_MS),
      });
      return id;
    },

    /** The account behind an unverified session (for its second factor), or null. */
    async pending(id: string) {
      const row = await find(id);
      return row && !row.verified ? row : null;
    },

    /** The second factor passed: the pending session is replaced by a verified one with a new id, audited with it. */
    async verify(pendingId: string, staffId: number, audit: (tx: Db) => Promise<void>): Promise<string> {
      const id = newSecret();
      const now = clock();
      await db.transaction(async (tx) => {
        await audit(tx);
        await tx.delete(staffSessions).where(eq(staffSessions.idHash, sha256(pendingId)));
        await tx.insert(staffSessions).values({
          idHash: sha256(id), staffId, verified: true, createdAt: now, lastSeenAt: now,
          expiresAt: new Date(now.getTime() + STAFF_ABSOLUTE_MS),
        });
      });
      return id;
    },

    /** The staff member behind a verified, live session (refreshing its idle timer), or null. */
    async resume(id: string): Promise<(StaffMember & { idleDeadline: Date }) | null> {
      const row = await find(id);
      if (!row || !row.verified) return null;
      const now = clock();
      await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, sha256(id)));
      const idleDeadline = new Date(Math.min(now.getTime() + STAFF_IDLE_MS, row.expiresAt.getTime()));
      return { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole, idleDeadline };
    },

    async destroy(id: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.idHash, sha256(id)));
    },

    /** Disabling an account or a new enrolment ends every session it has. */
    async destroyAllOf(staffId: number, tx: Db = db): Promise<void> {
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
    },
  };
}

export type StaffSessionStore = ReturnType<typeof staffSessionStore>;
