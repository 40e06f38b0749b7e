// The links `${PUBLIC_URL}/{token}` we e-mail (or staff print): 256-bit random tokens, only their
// hash stored, valid for one hour, usable once, all void as soon as the password or the e-mail
// changes. Two purposes share the table and the rules, and both open a form where the member
// types the password; only submitting that form uses the link (DESIGN §7.1):
// - 'recovery' ('Perdi minha senha');
// - 'activation' (first access, from step 2 or from the association's staff).
// A new request never revokes a live link, so somebody who knows a member's CPF cannot cancel the
// link the member is about to open; at most LIVE_LINKS_PER_MEMBER are live at once, beyond which
// no link is made (the caller answers the same either way).
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { associates, recoveryTokens } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { newSecret, sha256 } from './secrets.ts';

export type LinkPurpose = 'recovery' | 'activation';

export const LIVE_LINKS_PER_MEMBER = 5;

/** A live link, as opening it needs to know. */
export type LiveLink = { associateId: number; purpose: LinkPurpose };

export function recoveryTokenStore(db: Db, clock: Clock, lifetimeMs: number) {
  const live = (now: Date) => and(isNull(recoveryTokens.usedAt), gt(recoveryTokens.expiresAt, now));
  const asLink = (row: { associateId: number; purpose: string } | undefined): LiveLink | null =>
    (row ? { associateId: row.associateId, purpose: row.purpose as LinkPurpose } : null);

  return {
    /**
     * A new link, or null when the member already has the most live links allowed. Staff issue
     * theirs beyond that cap (`beyondCap`): they confirmed who they are talking to.
     */
    async issue(associateId: number, purpose: LinkPurpose, options: { beyondCap?: boolean } = {}): Promise<string | null> {
      const token = newSecret();
      const now = clock();
      const issued = await db.transaction(async (tx) => {
        // The member's row is locked so two simultaneous requests cannot both see room for one more.
        await tx.select({ id: associates.id }).from(associates).where(eq(associates.id, associateId)).for('update');
        const [row] = await tx.select({ live: count() }).from(recoveryTokens)
          .where(and(eq(recoveryTokens.associateId, associateId), live(now)));
        if (!options.beyondCap && (row?.live ?? 0) >= LIVE_LINKS_PER_MEMBER) return false;
        await tx.insert(recoveryTokens).values({
          associateId, purpose, tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs),
        });
        return true;
      });
      return issued ? token : null;
    },

    /** What a live link is for, without using it; null when unknown, used, revoked or expired. */
    async peek(token: string): Promise<LiveLink | null> {
      const [row] = await db.select({ associateId: recoveryTokens.associateId, purpose: recoveryTokens.purpose })
        .from(recoveryTokens).where(and(eq(recoveryTokens.tokenHash, sha256(token)), live(clock())));
      return asLink(row);
    },

    /**
     * Marks a live link of this purpose used and returns it, in one statement so two simultaneous
     * uses of the same link cannot both succeed.
     */
    async consume(token: string, purpose: LinkPurpose, tx: Db = db): Promise<LiveLink | null> {
      const now = clock();
      const [row] = await tx.update(recoveryTokens)
        .set({ usedAt: now })
        .where(and(eq(recoveryTokens.tokenHash, sha256(token)), eq(recoveryTokens.purpose, purpose), live(now)))
        .returning({ associateId: recoveryTokens.associateId, purpose: recoveryTokens.purpose });
      return asLink(row);
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
