// Reading members for sign-in and changing their password, with the side effects a password
// change must have: every other session ends and every pending link dies.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { associates } from '../db/schema.ts';
import type { Services } from '../app-env.ts';
import { hashPassword } from './passwords.ts';
import type { LinkPurpose } from './recovery-tokens.ts';

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
  /** A recovery or activation link, with the password typed in the form it opened. */
  | { kind: 'link'; purpose: LinkPurpose; token: string; password: string }
  /** A signed-in member: every other session ends, the one making the change stays. */
  | { kind: 'signed-in'; associateId: number; password: string; keepSession: string };

/**
 * Sets a new password with the side effects every password change must have: sessions end and
 * every pending link dies. Returns the member's id, or null when the link is no longer live.
 * Nothing is written then.
 */
export async function changePassword(services: Services, change: PasswordChange): Promise<number | null> {
  const passwordHash = await hashPassword(change.password);
  const now = services.clock();
  return services.db.transaction(async (tx) => {
    let associateId: number;
    if (change.kind === 'signed-in') {
      associateId = change.associateId;
    } else {
      const link = await services.recoveryTokens.consume(change.token, change.purpose, tx);
      if (!link) return null;
      associateId = link.associateId;
    }
    await tx.update(associates).set({ passwordHash, passwordChangedAt: now }).where(eq(associates.id, associateId));
    await services.sessions.destroyAllOf(associateId, tx, change.kind === 'signed-in' ? change.keepSession : undefined);
    await services.recoveryTokens.revokeAll(associateId, tx);
    return associateId;
  });
}
