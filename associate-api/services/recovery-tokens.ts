// The links `${PUBLIC_URL}/{token}` we e-mail (or staff print): 256-bit random tokens, only their
// hash stored, valid for one hour, usable once, all void as soon as the password or the e-mail
// changes. Two purposes share the table and the rules:
// - 'recovery' ('Perdi minha senha'): the member types a new password after opening it;
// - 'activation' (first access, DESIGN §7.1): the password chosen at step 2 waits in the row and
//   takes effect when the link is opened; a staff-issued one carries no password, so the member
//   types one after opening it, as with recovery.
// Asking for a new link keeps the previous one valid too (the two newest live), so somebody who
// knows a member's CPF cannot cancel the link the member is about to open.
import { and, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recoveryTokens } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { newSecret, sha256 } from './secrets.ts';

export type LinkPurpose = 'recovery' | 'activation';

const LIVE_LINKS_PER_PURPOSE = 2;

/** A live link, as opening it needs to know. */
export type LiveLink = { associateId: number; purpose: LinkPurpose; passwordHash: string | null };

export function recoveryTokenStore(db: Db, clock: Clock, lifetimeMs: number) {
  const live = (now: Date) => and(isNull(recoveryTokens.usedAt), gt(recoveryTokens.expiresAt, now));

  return {
    /** A new link; older pending links of the same purpose beyond the newest one are revoked. */
    async issue(associateId: number, purpose: LinkPurpose = 'recovery', passwordHash: string | null = null): Promise<string> {
      const token = newSecret();
      const now = clock();
      await db.transaction(async (tx) => {
        const pending = await tx.select({ id: recoveryTokens.id }).from(recoveryTokens)
          .where(and(eq(recoveryTokens.associateId, associateId), eq(recoveryTokens.purpose, purpose), isNull(recoveryTokens.usedAt)))
          .orderBy(desc(recoveryTokens.createdAt), desc(recoveryTokens.id));
        const older = pending.slice(LIVE_LINKS_PER_PURPOSE - 1).map((row) => row.id);
        if (older.length > 0) await tx.update(recoveryTokens).set({ usedAt: now }).where(inArray(recoveryTokens.id, older));
        await tx.insert(recoveryTokens).values({
          associateId,
          purpose,
          passwordHash,
          tokenHash: sha256(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + lifetimeMs),
        });
      });
      return token;
    },

    /** What a live link is for, without using it; null when unknown, used, revoked or expired. */
    async peek(token: string): Promise<LiveLink | null> {
      const [row] = await db.select({
        associateId: recoveryTokens.associateId, purpose: recoveryTokens.purpose, passwordHash: recoveryTokens.passwordHash,
      }).from(recoveryTokens).where(and(eq(recoveryTokens.tokenHash, sha256(token)), live(clock())));
      return row ? { ...row, purpose: row.purpose as LinkPurpose } : null;
    },

    /**
     * Marks the link used and returns it, in one statement so two simultaneous uses of the same
     * link cannot both succeed. `withPassword`: an activation link carrying its password; otherwise
     * a link after which the member types one (recovery, or a staff activation link).
     */
    async consume(token: string, withPassword: boolean, tx: Db = db): Promise<LiveLink | null> {
      const now = clock();
      const kind = withPassword
        ? and(eq(recoveryTokens.purpose, 'activation'), isNotNull(recoveryTokens.passwordHash))
        : or(eq(recoveryTokens.purpose, 'recovery'), isNull(recoveryTokens.passwordHash));
      const [row] = await tx.update(recoveryTokens)
        .set({ usedAt: now })
        .where(and(eq(recoveryTokens.tokenHash, sha256(token)), live(now), kind))
        .returning({ associateId: recoveryTokens.associateId, purpose: recoveryTokens.purpose, passwordHash: recoveryTokens.passwordHash });
      return row ? { ...row, purpose: row.purpose as LinkPurpose } : null;
    },

    /** Every pending link of the member dies (password set or changed, e-mail changed). */
    async revokeAll(associateId: number, tx: Db = db): Promise<void> {
      await tx.update(recoveryTokens)
        .set({ usedAt: clock() })
        .where(and(eq(recoveryTokens.associateId, associateId), isNull(recoveryTokens.usedAt)));
    },
  };
}

export type RecoveryTokenStore = ReturnType<typeof recoveryTokenStore>;
