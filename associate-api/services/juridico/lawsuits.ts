// The legal team's writes to the lawsuits members read (routes/lawsuits.ts): a lawsuit with its
// members (the first in lawsuits.associate_id, more in lawsuit_members for a collective one), its
// updates and motions. Each write and its audit row share one transaction.
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { associates, lawsuitMembers, lawsuitMotions, lawsuitUpdates, lawsuits } from '../../db/schema.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import type { Member } from './cpf-list.ts';

export type LawsuitFields = {
  actionName: string; number: string; caseTitle: string; court: string; vara: string; lawFirmName: string; lawyerName: string;
};

const memberCount = sql<number>`(1 + (select count(*) from "lawsuit_members" as "m" where "m"."lawsuit_id" = "lawsuits"."id" and "m"."associate_id" <> "lawsuits"."associate_id"))::int`;

export async function listLawsuits(db: Db, query: string) {
  const q = query.trim();
  const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return db.select({
    id: lawsuits.id, number: lawsuits.number, actionName: lawsuits.actionName, caseTitle: lawsuits.caseTitle,
    court: lawsuits.court, updatedAt: lawsuits.updatedAt, members: memberCount,
  }).from(lawsuits)
    .where(q ? or(ilike(lawsuits.number, like), ilike(lawsuits.caseTitle, like), ilike(lawsuits.actionName, like)) : undefined)
    .orderBy(desc(lawsuits.updatedAt), desc(lawsuits.id)).limit(200);
}

/** The members a lawsuit names: the one it was filed for first, then the linked ones by name. */
export async function lawsuitMembersOf(db: Db, lawsuit: { id: number; associateId: number }): Promise<(Member & { first: boolean })[]> {
  const [first] = await db.select({ id: associates.id, cpf: associates.cpf, name: associates.name }).from(associates).where(eq(associates.id, lawsuit.associateId));
  const linked = await db.select({ id: associates.id, cpf: associates.cpf, name: associates.name }).from(lawsuitMembers)
    .innerJoin(associates, eq(associates.id, lawsuitMembers.associateId))
    .where(and(eq(lawsuitMembers.lawsuitId, lawsuit.id), sql`${lawsuitMembers.associateId} <> ${lawsuit.associateId}`))
    .orderBy(asc(associates.name));
  return [{ ...first!, first: true }, ...linked.map((member) => ({ ...member, first: false }))];
}

export async function findLawsuit(db: Db, id: number) {
  const [row] = await db.select().from(lawsuits).where(eq(lawsuits.id, id));
  return row ?? null;
}

export async function lawsuitHistory(db: Db, id: number) {
  const [updates, motions] = await Promise.all([
    db.select({ id: lawsuitUpdates.id, title: lawsuitUpdates.title, createdAt: lawsuitUpdates.createdAt, fileName: lawsuitUpdates.fileName })
      .from(lawsuitUpdates).where(eq(lawsuitUpdates.lawsuitId, id)).orderBy(desc(lawsuitUpdates.createdAt), desc(lawsuitUpdates.id)).limit(100),
    db.select({ id: lawsuitMotions.id, motionType: lawsuitMotions.motionType, filedDate: lawsuitMotions.filedDate, outcome: lawsuitMotions.outcome, fileName: lawsuitMotions.fileName })
      .from(lawsuitMotions).where(eq(lawsuitMotions.lawsuitId, id)).orderBy(desc(lawsuitMotions.filedDate), desc(lawsuitMotions.id)).limit(100),
  ]);
  return { updates, motions };
}

export async function createLawsuit(db: Db, now: Date, actor: StaffActor, fields: LawsuitFields, members: Member[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [first, ...more] = members;
    const [row] = await tx.insert(lawsuits).values({ ...fields, associateId: first!.id, updatedAt: now }).returning({ id: lawsuits.id });
    if (more.length > 0) await tx.insert(lawsuitMembers).values(more.map((member) => ({ lawsuitId: row!.id, associateId: member.id })));
    await recordAudit(tx, now, actor, { action: 'criar', entity: 'processo', entityId: row!.id, associateId: first!.id, changes: { after: fields } });
    for (const member of more) await recordAudit(tx, now, actor, { action: 'vincular', entity: 'processo', entityId: row!.id, associateId: member.id });
    return row!.id;
  });
}

export async function editLawsuit(db: Db, now: Date, actor: StaffActor, id: number, fields: LawsuitFields): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(lawsuits).where(eq(lawsuits.id, id)).for('update');
    if (!before) return false;
    await tx.update(lawsuits).set(fields).where(eq(lawsuits.id, id));
    const changed = (Object.keys(fields) as (keyof LawsuitFields)[]).filter((key) => before[key] !== fields[key]);
    await recordAudit(tx, now, actor, {
      action: 'editar', entity: 'processo', entityId: id,
      changes: { before: Object.fromEntries(changed.map((key) => [key, before[key]])), after: Object.fromEntries(changed.map((key) => [key, fields[key]])) },
    });
    return true;
  });
}

/** Links the members not linked yet; answers how many were new. */
export async function linkMembers(db: Db, now: Date, actor: StaffActor, lawsuit: { id: number; associateId: number }, members: Member[]): Promise<number> {
  return db.transaction(async (tx) => {
    const fresh = members.filter((member) => member.id !== lawsuit.associateId);
    const added = fresh.length === 0 ? [] : await tx.insert(lawsuitMembers).values(fresh.map((member) => ({ lawsuitId: lawsuit.id, associateId: member.id })))
      .onConflictDoNothing().returning({ associateId: lawsuitMembers.associateId });
    for (const row of added) await recordAudit(tx, now, actor, { action: 'vincular', entity: 'processo', entityId: lawsuit.id, associateId: row.associateId });
    return added.length;
  });
}

export async function unlinkMember(db: Db, now: Date, actor: StaffActor, lawsuitId: number, associateId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(lawsuitMembers).where(and(eq(lawsuitMembers.lawsuitId, lawsuitId), eq(lawsuitMembers.associateId, associateId))).returning();
    if (removed.length === 0) return false;
    await recordAudit(tx, now, actor, { action: 'desvincular', entity: 'processo', entityId: lawsuitId, associateId });
    return true;
  });
}

export type UpdateInput = { title: string; description: string; file: { name: string; bytes: Uint8Array } | null };

/** A new movement; the lawsuit moves to the top of its members' lists (updated_at). */
export async function addUpdate(db: Db, now: Date, actor: StaffActor, lawsuitId: number, input: UpdateInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(lawsuitUpdates).values({
      lawsuitId, title: input.title, description: input.description, fileName: input.file?.name ?? null, file: input.file?.bytes ?? null, createdAt: now,
    }).returning({ id: lawsuitUpdates.id });
    await tx.update(lawsuits).set({ updatedAt: now }).where(eq(lawsuits.id, lawsuitId));
    await recordAudit(tx, now, actor, {
      action: 'criar', entity: 'andamento', entityId: row!.id,
      changes: { after: { processo: lawsuitId, title: input.title, arquivo: input.file?.name ?? null, bytes: input.file?.bytes.length ?? 0 } },
    });
    return row!.id;
  });
}

export type MotionInput = {
  motionType: string; filedBy: string; filedDate: string; description: string; outcome: string | null;
  judgeName: string | null; decisionDate: string | null; notes: string | null; file: { name: string; bytes: Uint8Array } | null;
};

export async function addMotion(db: Db, now: Date, actor: StaffActor, lawsuitId: number, input: MotionInput): Promise<number> {
  return db.transaction(async (tx) => {
    const { file, ...fields } = input;
    const [row] = await tx.insert(lawsuitMotions).values({ lawsuitId, ...fields, fileName: file?.name ?? null, file: file?.bytes ?? null, createdAt: now })
      .returning({ id: lawsuitMotions.id });
    await tx.update(lawsuits).set({ updatedAt: now }).where(eq(lawsuits.id, lawsuitId));
    await recordAudit(tx, now, actor, {
      action: 'criar', entity: 'peticao', entityId: row!.id,
      changes: { after: { processo: lawsuitId, ...fields, arquivo: file?.name ?? null, bytes: file?.bytes.length ?? 0 } },
    });
    return row!.id;
  });
}
