// Staff accounts (DESIGN §10): created with an enrolment link (72 hours, single use, hash kept)
// that sets the password and enrols the second factor; a new link starts enrolment over (lost
// phone), disabling closes the account. Used by the API routes and by `npm run staff:create`.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { checkNewPassword } from '../../../contract/password-rules.ts';
import type { StaffRole } from '../../../contract/staff-roles.ts';
import type { Db } from '../../db/client.ts';
import { staffAccounts, staffRecoveryCodes } from '../../db/schema.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { hashPassword } from '../passwords.ts';
import { newSecret, sha256 } from '../secrets.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { newTotpSecret, otpauthUrl, totpStepOf } from './totp.ts';

export const ENROLMENT_MS = 72 * 60 * 60_000;

export const enrolmentUrl = (publicUrl: string, token: string) => `${publicUrl}/gestao/ativar/${token}`;

export type NewStaff = { email: string; name: string; role: StaffRole };

export type StaffListing = { id: number; email: string; name: string; role: string; disabled: boolean; enrolled: boolean };

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db.select().from(staffAccounts).where(eq(sql`lower(${staffAccounts.email})`, normaliseEmail(email)));
  return row ?? null;
}

export async function listStaff(db: Db): Promise<StaffListing[]> {
  const rows = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.name));
  return rows.map((row) => ({ id: row.id, email: row.email, name: row.name, role: row.role, disabled: row.disabled, enrolled: row.enrolledAt !== null }));
}

/**
 * Starts (or starts over) an account's enrolment: no password, a new TOTP secret, no recovery
 * codes, no sessions, and a fresh link. Answers the link's token.
 */
async function restartEnrolment(tx: Db, staffId: number, now: Date): Promise<string> {
  const token = newSecret();
  await tx.update(staffAccounts).set({
    passwordHash: null, totpSecret: newTotpSecret(), totpLastStep: null, enrolledAt: null,
    enrolTokenHash: sha256(token), enrolExpiresAt: new Date(now.getTime() + ENROLMENT_MS),
  }).where(eq(staffAccounts.id, staffId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.execute(sql`delete from staff_sessions where staff_id = ${staffId}`);
  return token;
}

/** A new account and its enrolment token; null when the e-mail is taken. `actor` null: the command line. */
export async function createStaff(db: Db, now: Date, input: NewStaff, actor: StaffActor): Promise<{ id: number; token: string } | null> {
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(sql`lower(${staffAccounts.email})`, normaliseEmail(input.email)));
    if (taken) return null;
    const [row] = await tx.insert(staffAccounts).values({
      email: input.email.trim(), name: input.name.trim(), role: input.role, totpSecret: newTotpSecret(), createdAt: now,
    }).returning({ id: staffAccounts.id });
    const token = await restartEnrolment(tx, row!.id, now);
    await recordAudit(tx, now, actor, { action: 'criar', entity: 'equipe', entityId: row!.id, changes: { after: { email: input.email.trim(), nome: input.name.trim(), papel: input.role } } });
    return { id: row!.id, token };
  });
}

/** A new enrolment link for an existing account (its password, second factor and sessions end). */
export async function newEnrolmentLink(db: Db, now: Date, staffId: number, actor: StaffActor): Promise<{ token: string; email: string; name: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId));
    if (!row) return null;
    const token = await restartEnrolment(tx, staffId, now);
    await tx.update(staffAccounts).set({ disabled: false }).where(eq(staffAccounts.id, staffId));
    await recordAudit(tx, now, actor, { action: 'novo-link-de-cadastro', entity: 'equipe', entityId: staffId, changes: { before: { cadastrado: row.enrolledAt !== null, desativado: row.disabled }, after: { cadastrado: false, desativado: false } } });
    return { token, email: row.email, name: row.name };
  });
}

/** Disables an account and ends its sessions; false when there is none. */
export async function disableStaff(db: Db, now: Date, staffId: number, actor: StaffActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ disabled: staffAccounts.disabled }).from(staffAccounts).where(eq(staffAccounts.id, staffId));
    if (!row) return false;
    await tx.update(staffAccounts).set({ disabled: true }).where(eq(staffAccounts.id, staffId));
    await tx.execute(sql`delete from staff_sessions where staff_id = ${staffId}`);
    await recordAudit(tx, now, actor, { action: 'desativar', entity: 'equipe', entityId: staffId, changes: { before: { desativado: row.disabled }, after: { desativado: true } } });
    return true;
  });
}

async function enrollingAccount(db: Db, token: string, now: Date) {
  const [row] = await db.select().from(staffAccounts)
    .where(and(eq(staffAccounts.enrolTokenHash, sha256(token)), gt(staffAccounts.enrolExpiresAt, now), eq(staffAccounts.disabled, false)));
  return row ?? null;
}

/** What the enrolment page shows (reading the link changes nothing); null when unknown, used or expired. */
export async function readEnrolment(db: Db, token: string, now: Date) {
  const row = await enrollingAccount(db, token, now);
  if (!row) return null;
  return { name: row.name, email: row.email, role: row.role, secret: row.totpSecret, otpauthUrl: otpauthUrl(row.totpSecret, row.email) };
}

export type EnrolmentResult =
  | { ok: true; recoveryCodes: string[]; staff: { id: number; email: string; role: string } }
  | { ok: false; reason: 'link' | 'code' | 'password'; msg?: string };

/** The enrolment form submitted: password, one current code; the link is spent and ten recovery codes made. */
export async function completeEnrolment(
  db: Db, now: Date, input: { token: string; password: string; confirmation: string; code: string }, ip: string,
): Promise<EnrolmentResult> {
  const errors = checkNewPassword(input.password, input.confirmation);
  const passwordError = errors.password ?? errors.confirmation;
  if (passwordError) return { ok: false, reason: 'password', msg: passwordError };
  const row = await enrollingAccount(db, input.token, now);
  if (!row) return { ok: false, reason: 'link' };
  const step = totpStepOf(row.totpSecret, input.code.replace(/\s/g, ''), now);
  if (step === null) return { ok: false, reason: 'code' };
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Spent in the same statement that checks it: two submissions of one link cannot both pass.
    const spent = await tx.update(staffAccounts).set({ passwordHash, enrolledAt: now, enrolTokenHash: null, enrolExpiresAt: null, totpLastStep: step })
      .where(and(eq(staffAccounts.id, row.id), eq(staffAccounts.enrolTokenHash, sha256(input.token))))
      .returning({ id: staffAccounts.id });
    if (spent.length === 0) return { ok: false as const, reason: 'link' as const };
    const recoveryCodes = await replaceRecoveryCodes(tx, row.id);
    await recordAudit(tx, now, { id: row.id, email: row.email, role: row.role, ip }, { action: 'concluir-cadastro', entity: 'equipe', entityId: row.id });
    return { ok: true as const, recoveryCodes, staff: { id: row.id, email: row.email, role: row.role } };
  });
}

/** Accepts a TOTP step once: only a step later than the last accepted one passes (atomic). */
export async function consumeTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const rows = await db.update(staffAccounts).set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, staffId), sql`(${staffAccounts.totpLastStep} is null or ${staffAccounts.totpLastStep} < ${step})`))
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}
