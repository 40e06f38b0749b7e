// Atendimento's view of the members (DESIGN §10): finding one by CPF or by name (accents and case
// ignored, through the database's unaccent of migration 0004), and the profile a staff member
// opens, whose every reading is recorded in the audit log in the same transaction.
import { and, asc, count, desc, eq, gt, isNull, like, or, sql } from 'drizzle-orm';
import type { Services } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { associates, profiles, rateLimits, recoveryTokens, sessions, signIns } from '../../db/schema.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { memberPauseKeys } from './member-pauses.ts';

const SEARCH_LIMIT = 20;
const SIGN_INS_SHOWN = 10;

export type MemberHit = { id: number; name: string; cpf: string; email: string };

/** Up to 20 members: by the CPF's digits when `cpf` is given, otherwise by a part of the name. */
export async function findMembers(db: Db, query: { cpf?: string; name?: string }): Promise<MemberHit[]> {
  const columns = { id: associates.id, name: associates.name, cpf: associates.cpf, email: associates.email };
  if (query.cpf) return db.select(columns).from(associates).where(eq(associates.cpf, query.cpf));
  // LIKE's own wildcards in what was typed are taken literally.
  const words = (query.name ?? '').trim().split(/\s+/).filter(Boolean).map((word) => word.replace(/[\\%_]/g, (ch) => `\\${ch}`));
  const matches = words.map((word) => like(sql`unaccent(lower(${associates.name}))`, sql`'%' || unaccent(lower(${word})) || '%'`));
  return db.select(columns).from(associates).where(and(...matches)).orderBy(asc(associates.name)).limit(SEARCH_LIMIT);
}

export type MemberProfile = Awaited<ReturnType<typeof readProfile>>;

async function readProfile(tx: Db, now: Date, idleMs: number, id: number) {
  const [row] = await tx.select({ associate: associates, profile: profiles }).from(associates)
    .leftJoin(profiles, eq(profiles.associateId, associates.id)).where(eq(associates.id, id));
  if (!row) return null;
  const { associate, profile } = row;
  const history = await tx.select({ at: signIns.at, device: signIns.device, ip: signIns.ip }).from(signIns)
    .where(eq(signIns.associateId, id)).orderBy(desc(signIns.at), desc(signIns.id)).limit(SIGN_INS_SHOWN);
  const [open] = await tx.select({ n: count() }).from(sessions)
    .where(and(eq(sessions.associateId, id), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))));
  const [links] = await tx.select({ n: count() }).from(recoveryTokens)
    .where(and(eq(recoveryTokens.associateId, id), isNull(recoveryTokens.usedAt), gt(recoveryTokens.expiresAt, now)));
  const pauses = await tx.select({ key: rateLimits.key, blockedUntil: rateLimits.blockedUntil }).from(rateLimits)
    .where(and(or(...memberPauseKeys(associate.cpf).map((key) => eq(rateLimits.key, key))), gt(rateLimits.blockedUntil, now)));
  return {
    id: associate.id,
    name: associate.name,
    cpf: associate.cpf,
    email: associate.email,
    birthDate: associate.birthDate,
    hasPassword: associate.passwordHash !== null,
    registration: profile?.registration ?? '',
    memberSince: profile?.dateFiliate ?? null,
    phone: profile?.phone ?? null,
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    signIns: history,
    openSessions: open?.n ?? 0,
    liveLinks: links?.n ?? 0,
    pausedUntil: pauses.reduce<Date | null>((latest, pause) => (!latest || pause.blockedUntil! > latest ? pause.blockedUntil : latest), null),
  };
}

/** The profile, with the audit row of this reading written in the same transaction (none if unknown). */
export async function viewProfile(services: Services, actor: StaffActor, id: number) {
  const now = services.clock();
  return services.db.transaction(async (tx) => {
    const profile = await readProfile(tx, now, services.config.sessionIdleMs, id);
    if (profile) await recordAudit(tx, now, actor, { action: 'visualizar', entity: 'associado', entityId: id, associateId: id });
    return profile;
  });
}
