// Ten one-time recovery codes per staff member, shown once at enrolment: a lost phone must not
// lock an admin out. Each holds 50 random bits ('k7m2p-x9q4r'); only their SHA-256 is kept, and
// using one marks it spent in one statement, so two simultaneous uses cannot both pass.
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffRecoveryCodes } from '../../db/schema.ts';
import { sha256 } from '../secrets.ts';

// No 0/o, 1/l/i: codes are copied by hand from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const COUNT = 10;

const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export const looksLikeRecoveryCode = (code: string) => normalise(code).length === 10;

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Replaces the member's codes with ten new ones and answers them (the only time they exist in clear). */
export async function replaceRecoveryCodes(tx: Db, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: sha256(normalise(code)) })));
  return codes;
}

/** True once per code: the first use spends it. */
export async function spendRecoveryCode(db: Db, staffId: number, code: string, now: Date): Promise<boolean> {
  const spent = await db.update(staffRecoveryCodes).set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, sha256(normalise(code))), isNull(staffRecoveryCodes.usedAt)))
    .returning({ staffId: staffRecoveryCodes.staffId });
  return spent.length === 1;
}

export async function recoveryCodesLeft(db: Db, staffId: number): Promise<number> {
  const rows = await db.select({ usedAt: staffRecoveryCodes.usedAt }).from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  return rows.filter((row) => row.usedAt === null).length;
}
