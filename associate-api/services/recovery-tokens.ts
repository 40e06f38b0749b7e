// Password recovery links: 256-bit random tokens, only their hash stored, valid for one hour,
// usable once, and void as soon as a newer link is sent or the password changes.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recoveryTokens } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { newSecret, sha256 } from './secrets.ts';

export function recoveryTokenStore(db: Db, clock: Clock, lifetimeMs: number) {
  return {
    async issue(associateId: number): Promise<string> {
      const token = newSecret();
      const now = clock();
      await db.transaction(async (tx) => {
        await revokeAll(tx, associateId, now);
        await tx.insert(recoveryTokens).values({
          associateId,
          tokenHash: sha256(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + lifetimeMs),
        });
      });
      return token;
    },

    /**
     * Marks the token used and returns its member, in one statement so two simultaneous uses
     * of the same link cannot both succeed. Null when unknown, used, revoked or expired.
     */
    async consume(token: string, tx: Db = db): Promise<number | null> {
      const now = clock();
      const [row] = await tx.update(recoveryTokens)
        .set({ usedAt: now })
        .where(and(
          eq(recoveryTokens.tokenHash, sha256(token)),
          isNull(recoveryTokens.usedAt),
          gt(recoveryTokens.expiresAt, now),
        ))
        .returning({ associateId: recoveryTokens.associateId });
      return row?.associateId ?? null;
    },

    revokeAll: (associateId: number, tx: Db = db) => revokeAll(tx, associateId, clock()),
  };
}

async function revokeAll(tx: Db, associateId: number, now: Date): Promise<void> {
  await tx.update(recoveryTokens)
    .set({ usedAt: now })
    .where(and(eq(recoveryTokens.associateId, associateId), isNull(recoveryTokens.usedAt)));
}

export type RecoveryTokenStore = ReturnType<typeof recoveryTokenStore>;
