// The FAQ as staff edit it, in the `faq` table members read (routes/faq.ts, ordered by position).
// Moving an entry swaps its position with its neighbour's, so the order stays a plain sequence.
import { and, asc, desc, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { faq } from '../../../db/schema.ts';
import { recordAudit, type StaffActor } from '../../audit.ts';

export type FaqInput = { question: string; answer: string };

export const listFaqForStaff = (db: Db) =>
  db.select({ id: faq.id, question: faq.question, answer: faq.answer }).from(faq).orderBy(asc(faq.position), asc(faq.id));

export async function createFaq(db: Db, now: Date, actor: StaffActor, input: FaqInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ last } = { last: null }] = await tx.select({ last: max(faq.position) }).from(faq);
    const [row] = await tx.insert(faq).values({ ...input, position: (last ?? -1) + 1 }).returning({ id: faq.id });
    await recordAudit(tx, now, actor, { action: 'criar', entity: 'pergunta-frequente', entityId: row!.id, changes: { after: { pergunta: input.question, resposta: input.answer } } });
    return row!.id;
  });
}

export async function updateFaq(db: Db, now: Date, actor: StaffActor, id: number, input: FaqInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(faq).where(eq(faq.id, id)).for('update');
    if (!before) return false;
    await tx.update(faq).set(input).where(eq(faq.id, id));
    await recordAudit(tx, now, actor, {
      action: 'editar', entity: 'pergunta-frequente', entityId: id,
      changes: { before: { pergunta: before.question, resposta: before.answer }, after: { pergunta: input.question, resposta: input.answer } },
    });
    return true;
  });
}

export async function deleteFaq(db: Db, now: Date, actor: StaffActor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(faq).where(eq(faq.id, id)).returning();
    if (!before) return false;
    await recordAudit(tx, now, actor, { action: 'excluir', entity: 'pergunta-frequente', entityId: id, changes: { before: { pergunta: before.question, resposta: before.answer } } });
    return true;
  });
}

/** Swaps the entry with the one above or below; false for an unknown id. At either end, nothing moves. */
export async function moveFaq(db: Db, now: Date, actor: StaffActor, id: number, direction: 'up' | 'down'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(faq).where(eq(faq.id, id)).for('update');
    if (!entry) return false;
    // Ties (equal positions) are broken by id, as members' list does.
    const [neighbour] = direction === 'up'
      ? await tx.select().from(faq).where(lt(faq.position, entry.position)).orderBy(desc(faq.position), desc(faq.id)).limit(1).for('update')
      : await tx.select().from(faq).where(gt(faq.position, entry.position)).orderBy(asc(faq.position), asc(faq.id)).limit(1).for('update');
    if (!neighbour) return true;
    await tx.update(faq).set({ position: neighbour.position }).where(eq(faq.id, entry.id));
    await tx.update(faq).set({ position: entry.position }).where(eq(faq.id, neighbour.id));
    await recordAudit(tx, now, actor, {
      action: direction === 'up' ? 'mover-para-cima' : 'mover-para-baixo', entity: 'pergunta-frequente', entityId: id,
      changes: { before: { posicao: entry.position }, after: { posicao: neighbour.position } },
    });
    return true;
  });
}
