// The digital member card: its status and the random, revocable code behind its QR.
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoices, memberCardCodes } from '../db/schema.ts';

export type CardStatus = 'Ativo' | 'Pendente';

// An invoice still open this long after its due date makes the card 'Pendente' (issue 12).
const OVERDUE_DAYS = 60;

/** 16 random bytes in base64url: 22 characters, not guessable, safe in a URL path. */
export const newCardCode = () => randomBytes(16).toString('base64url');
export const CARD_CODE = /^[A-Za-z0-9_-]{22}$/;

export async function cardStatus(db: Db, associateId: number, today: Date): Promise<CardStatus> {
  const cutoff = new Date(today.getTime() - OVERDUE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [overdue] = await db.select({ id: invoices.id }).from(invoices)
    .where(and(eq(invoices.associateId, associateId), eq(invoices.status, 'pending'), lt(invoices.expiresAt, cutoff)))
    .limit(1);
  return overdue ? 'Pendente' : 'Ativo';
}

/** The member's current code, created on first use. */
export async function currentCardCode(db: Db, associateId: number): Promise<string> {
  await db.insert(memberCardCodes).values({ associateId, code: newCardCode() }).onConflictDoNothing();
  const [row] = await db.select({ code: memberCardCodes.code }).from(memberCardCodes).where(eq(memberCardCodes.associateId, associateId));
  return row!.code;
}

/** 'Gerar novo código': the old code stops working at once. */
export async function replaceCardCode(db: Db, associateId: number, now: Date): Promise<string> {
  const code = newCardCode();
  await db.insert(memberCardCodes).values({ associateId, code, createdAt: now })
    .onConflictDoUpdate({ target: memberCardCodes.associateId, set: { code, createdAt: now } });
  return code;
}

export async function memberOfCode(db: Db, code: string): Promise<number | null> {
  const [row] = await db.select({ associateId: memberCardCodes.associateId }).from(memberCardCodes).where(eq(memberCardCodes.code, code));
  return row?.associateId ?? null;
}
