// A member's representatives (issue 23 §4): invitations with e-mailed links, acceptance, the list
// the member sees, revocation, whom a representative may act for, and the court-appointed guardian
// that staff register. Invitation links follow the recovery links' rules: 256-bit token, only its
// SHA-256 kept, expiring; reading one changes nothing, only the submitted form accepts it.
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { cpfDigits, isCpf } from '../../contract/cpf.ts';
import type { Db } from '../db/client.ts';
import { associates, representations } from '../db/schema.ts';
import { ApiError } from '../middleware/errors.ts';
import type { Scope } from '../middleware/representative-policy.ts';
import { MSG } from '../messages.ts';
import type { Clock } from './clock.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { newSecret, sha256 } from './secrets.ts';

/** An invitation is open for a week: time for a busy son to find the e-mail. */
export const INVITATION_LIFETIME_MS = 7 * 86_400_000;

export type Invitee = { name: string; cpf: string; email: string; scope: Scope };

/** What the member sees of each live representation: never the CPF in full, nor the token. */
export type RepresentativeSummary = {
  id: number; name: string; email: string; scope: Scope; kind: string; pending: boolean; since: Date; invitedAt: Date;
};

const live = isNull(representations.revokedAt);
const accepted = and(live, isNotNull(representations.acceptedAt));

/** A new invitation and its token (for the e-mail); 409 when the person already has access or an invitation. */
export async function invite(db: Db, clock: Clock, memberId: number, invitee: Invitee): Promise<string> {
  const [member] = await db.select({ cpf: associates.cpf }).from(associates).where(eq(associates.id, memberId));
  if (member?.cpf === invitee.cpf) throw new ApiError(400, MSG.representativeSelf);
  const token = newSecret();
  const now = clock();
  const [row] = await db.insert(representations).values({
    memberId, ...invitee, kind: 'convite', tokenHash: sha256(token),
    tokenExpiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS), createdAt: now,
  }).onConflictDoNothing().returning({ id: representations.id });
  if (!row) throw new ApiError(409, MSG.representativeExists);
  return token;
}

/** The member's representatives with access and the invitations still pending, newest first. */
export async function listFor(db: Db, memberId: number): Promise<RepresentativeSummary[]> {
  const rows = await db.select().from(representations)
    .where(and(eq(representations.memberId, memberId), live))
    .orderBy(desc(representations.createdAt), desc(representations.id));
  return rows.map((r) => ({
    id: r.id, name: r.name, email: r.email, scope: r.scope as Scope, kind: r.kind,
    pending: r.acceptedAt === null, since: r.acceptedAt ?? r.createdAt, invitedAt: r.createdAt,
  }));
}

/** Ends a representation or cancels an invitation of this member; false when there is none. */
export async function revoke(db: Db, clock: Clock, memberId: number, id: number): Promise<boolean> {
  const rows = await db.update(representations).set({ revokedAt: clock(), tokenHash: null })
    .where(and(eq(representations.id, id), eq(representations.memberId, memberId), live))
    .returning({ id: representations.id });
  return rows.length > 0;
}

const openInvitation = (token: string, now: Date) => and(
  eq(representations.tokenHash, sha256(token)), live, isNull(representations.acceptedAt), gt(representations.tokenExpiresAt, now),
);

/** What an invitation link shows before anything is accepted; null when unknown, used or expired. */
export async function peekInvitation(db: Db, clock: Clock, token: string) {
  const [row] = await db.select({
    name: representations.name, scope: representations.scope, cpf: representations.cpf, memberName: associates.name,
  }).from(representations).innerJoin(associates, eq(associates.id, representations.memberId))
    .where(openInvitation(token, clock()));
  if (!row) return null;
  const [account] = await db.select({ passwordHash: associates.passwordHash }).from(associates).where(eq(associates.cpf, row.cpf));
  // 'existing': the invitee signs with the password they have; 'new': they choose one here.
  return { name: row.name, scope: row.scope as Scope, memberName: row.memberName, account: account ? 'existing' as const : 'new' as const };
}

/**
 * Accepts an invitation: the invitee proves who they are with their password (an existing account)
 * or chooses one (a representative-only account is created). All or nothing, in one transaction;
 * returns the representative's account id and the member's name.
 */
export async function acceptInvitation(db: Db, clock: Clock, token: string, password: string) {
  const now = clock();
  return db.transaction(async (tx) => {
    const [invitation] = await tx.select().from(representations).where(openInvitation(token, now)).for('update');
    if (!invitation) throw new ApiError(404, MSG.invitationInvalid);
    let [account] = await tx.select().from(associates).where(eq(associates.cpf, invitation.cpf));
    if (account && account.passwordHash === null) throw new ApiError(409, MSG.invitationNeedsActivation);
    if (account && !(await verifyPassword(account.passwordHash!, password))) throw new ApiError(401, MSG.wrongCredentials);
    if (!account) {
      [account] = await tx.insert(associates).values({
        cpf: invitation.cpf, name: invitation.name, email: invitation.email, birthDate: null,
        passwordHash: await hashPassword(password), passwordChangedAt: now, representativeOnly: true, createdAt: now,
      }).returning();
    }
    await tx.update(representations).set({ representativeId: account!.id, acceptedAt: now, tokenHash: null })
      .where(eq(representations.id, invitation.id));
    const [member] = await tx.select({ name: associates.name }).from(associates).where(eq(associates.id, invitation.memberId));
    return { account: account!, memberName: member!.name };
  });
}

/** The members a representative may act for now, by name. */
export async function representedBy(db: Db, representativeId: number) {
  const rows = await db.select({ memberId: representations.memberId, name: associates.name, scope: representations.scope, kind: representations.kind })
    .from(representations).innerJoin(associates, eq(associates.id, representations.memberId))
    .where(and(eq(representations.representativeId, representativeId), accepted))
    .orderBy(associates.name);
  return rows.map((r) => ({ ...r, scope: r.scope as Scope }));
}

/** True when `representativeId` holds a live, accepted representation of `memberId`. */
export async function mayActFor(db: Db, representativeId: number, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: representations.id }).from(representations)
    .where(and(eq(representations.representativeId, representativeId), eq(representations.memberId, memberId), accepted));
  return row !== undefined;
}

export type GuardianDocument = { fileName: string; data: Uint8Array };

// PDF, JPEG or PNG, told by their first bytes (the name alone proves nothing).
const DOCUMENT_SIGNATURES = [[0x25, 0x50, 0x44, 0x46], [0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47]];
const isDocument = (data: Uint8Array) => DOCUMENT_SIGNATURES.some((sig) => sig.every((byte, i) => data[i] === byte));

/**
 * A court-appointed guardian (curador), registered by staff from the back office with the court's
 * document: an accepted 'consultar e pagar' representation of kind 'curador', no invitation. A
 * guardian without an account gets a representative-only one without a password; staff then issue
 * a first-access link (services/staff-activation.ts) for the guardian to choose it.
 */
export async function registerGuardian(db: Db, input: {
  memberId: number; name: string; cpf: string; email: string; documentFile: GuardianDocument; staff: { email: string }; now?: Date;
}): Promise<{ representationId: number; representativeId: number }> {
  const name = input.name.trim();
  if (name.length < 3 || name.length > 120) throw new ApiError(400, MSG.representativeNameInvalid);
  if (!isCpf(input.cpf)) throw new ApiError(400, MSG.cpfInvalid);
  const cpf = cpfDigits(input.cpf);
  if (!input.documentFile.data.length || !isDocument(input.documentFile.data)) throw new ApiError(400, MSG.guardianDocumentRequired);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ cpf: associates.cpf }).from(associates).where(eq(associates.id, input.memberId));
    if (!member) throw new ApiError(404, MSG.notFound);
    if (member.cpf === cpf) throw new ApiError(400, MSG.representativeSelf);
    let [account] = await tx.select({ id: associates.id }).from(associates).where(eq(associates.cpf, cpf));
    if (!account) {
      [account] = await tx.insert(associates).values({
        cpf, name, email: input.email, birthDate: null, passwordHash: null, representativeOnly: true, createdAt: now,
      }).returning({ id: associates.id });
    }
    const [row] = await tx.insert(representations).values({
      memberId: input.memberId, representativeId: account!.id, name, cpf, email: input.email, scope: 'consultar_pagar', kind: 'curador',
      documentName: input.documentFile.fileName, document: input.documentFile.data, registeredBy: input.staff.email,
      createdAt: now, acceptedAt: now,
    }).onConflictDoNothing().returning({ id: representations.id });
    if (!row) throw new ApiError(409, MSG.representativeExists);
    return { representationId: row.id, representativeId: account!.id };
  });
}
