// Reading members for sign-in and changing their password, with the side effects a password
// change must have: every other session ends and every pending link dies.
import { and, eq, lt, sql } from 'drizzle-orm';
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
  /** A recovery link, or a staff activation link, with the password typed after opening it. */
  | { kind: 'link'; token: string; password: string }
  /** An activation link: the password chosen at first access, already hashed, takes effect. */
  | { kind: 'activation'; token: string }
  /** A signed-in member: every other session ends, the one making the change stays. */
  | { kind: 'signed-in'; associateId: number; password: string; keepSession: string };

/**
 * Sets a new password with the side effects every password change must have: sessions end and
 * every pending link dies. Returns the member's id, or null when the link is no longer live.
 * Nothing is written then.
 */
export async function changePassword(services: Services, change: PasswordChange): Promise<number | null> {
  const newHash = change.kind === 'activation' ? null : await hashPassword(change.password);
  const now = services.clock();
  return services.db.transaction(async (tx) => {
    let associateId: number;
    let passwordHash: string;
    if (change.kind === 'signed-in') {
      associateId = change.associateId;
      passwordHash = newHash!;
    } else {
      const link = await services.recoveryTokens.consume(change.token, change.kind === 'activation', tx);
      if (!link) return null;
      associateId = link.associateId;
      passwordHash = newHash ?? link.passwordHash!;
    }
    await tx.update(associates).set({ passwordHash, passwordChangedAt: now }).where(eq(associates.id, associateId));
    await services.sessions.destroyAllOf(associateId, tx, change.kind === 'signed-in' ? change.keepSession : undefined);
    await services.recoveryTokens.revokeAll(associateId, tx);
    return associateId;
  });
}

/**
 * Reserves one of the lifetime birth-date guesses of a first access (DESIGN §7.1) before the date
 * is compared, in one statement, so simultaneous guesses cannot exceed the cap. False at the cap.
 */
export async function reserveBirthDateGuess(db: Db, associateId: number, max: number): Promise<boolean> {
  const rows = await db.update(associates)
    .set({ birthDateFailures: sql`${associates.birthDateFailures} + 1` })
    .where(and(eq(associates.id, associateId), lt(associates.birthDateFailures, max)))
    .returning({ id: associates.id });
  return rows.length > 0;
}

/** The guess was right: it does not count against the cap. */
export async function returnBirthDateGuess(db: Db, associateId: number): Promise<void> {
  await db.update(associates)
    .set({ birthDateFailures: sql`greatest(${associates.birthDateFailures} - 1, 0)` })
    .where(eq(associates.id, associateId));
}
