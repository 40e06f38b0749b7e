// Reading members for sign-in and changing their password, with the side effects a password
// change must have: every session ends and every pending recovery link dies.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { associates } from '../db/schema.ts';
import type { Services } from '../app-env.ts';
import { hashPassword } from './passwords.ts';

export async function findByCpf(db: Db, cpf: string) {
  const [row] = await db.select().from(associates).where(eq(associates.cpf, cpf));
  return row ?? null;
}

export async function findById(db: Db, id: number) {
  const [row] = await db.select().from(associates).where(eq(associates.id, id));
  return row ?? null;
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

type PasswordChange =
  | { kind: 'first-access'; associateId: number }
  | { kind: 'recovery'; token: string };

/**
 * Sets a new password. First access only succeeds while the account still has no password (two
 * simultaneous first accesses cannot both win); recovery only with a live, unused token.
 * Returns the member's id, or null when the condition no longer holds. Nothing is written then.
 */
export async function changePassword(services: Services, change: PasswordChange, password: string): Promise<number | null> {
  const passwordHash = await hashPassword(password);
  const now = services.clock();
  return services.db.transaction(async (tx) => {
    let associateId: number | null;
    if (change.kind === 'first-access') {
      const updated = await tx.update(associates)
        .set({ passwordHash, passwordChangedAt: now })
        .where(and(eq(associates.id, change.associateId), isNull(associates.passwordHash)))
        .returning({ id: associates.id });
      associateId = updated[0]?.id ?? null;
    } else {
      associateId = await services.recoveryTokens.consume(change.token, tx);
      if (associateId !== null) {
        await tx.update(associates).set({ passwordHash, passwordChangedAt: now }).where(eq(associates.id, associateId));
      }
    }
    if (associateId === null) return null;
    await services.sessions.destroyAllOf(associateId, tx);
    await services.recoveryTokens.revokeAll(associateId, tx);
    return associateId;
  });
}
