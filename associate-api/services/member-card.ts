// The digital member card: its status and the random, revocable code behind its QR.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoices, memberCardCodes } from '../db/schema.ts';

export type CardStatus = 'Ativo' | 'Pendente';

// An invoice still open this long after its due date makes the card 'Pendente' (issue 12).
const OVERDUE_DAYS = 60;

/** A card and its code are valid for 12 months: a lost or old card stops confirming anything. */
export function cardExpiry(issuedAt: Date): Date {
  const expiry = new Date(issuedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + 12);
  return expiry;
}

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

export type CardCode = { code: string; expiresAt: Date };

/** The member's current code, created on first use and again once the old one has expired. */
export async function currentCardCode(db: Db, associateId: number, now: Date): Promise<CardCode> {
  await db.insert(memberCardCodes).values({ associateId, code: newCardCode(), createdAt: now, expiresAt: cardExpiry(now) }).onConflictDoNothing();
  const [row] = await db.select({ code: memberCardCodes.code, expiresAt: memberCardCodes.expiresAt })
    .from(memberCardCodes).where(eq(memberCardCodes.associateId, associateId));
  return row!.expiresAt > now ? row! : replaceCardCode(db, associateId, now);
}

/** 'Gerar novo código': the old code stops working at once; the new one runs 12 months. */
export async function replaceCardCode(db: Db, associateId: number, now: Date): Promise<CardCode> {
  const fresh = { code: newCardCode(), createdAt: now, expiresAt: cardExpiry(now) };
  await db.insert(memberCardCodes).values({ associateId, ...fresh })
    .onConflictDoUpdate({ target: memberCardCodes.associateId, set: fresh });
  return fresh;
}

/** The member behind a code that has not expired, and when it expires. */
export async function memberOfCode(db: Db, code: string, now: Date): Promise<{ associateId: number; expiresAt: Date } | null> {
  const [row] = await db.select({ associateId: memberCardCodes.associateId, expiresAt: memberCardCodes.expiresAt })
    .from(memberCardCodes).where(and(eq(memberCardCodes.code, code), gt(memberCardCodes.expiresAt, now)));
  return row ?? null;
}
