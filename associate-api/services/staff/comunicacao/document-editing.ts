// Official documents published by staff into `official_documents`, the table members' pages read
// (routes/documents.ts): a list document goes to the end of its list; an accounting document
// fills its year's slot (dre, balanco, …), replacing the one there, and the year appears to
// members with its first document and goes with its last.
import { and, asc, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { DocumentList, ReportKind } from '../../../../contract/official-documents.ts';
import type { Db } from '../../../db/client.ts';
import { accountingReports, officialDocuments } from '../../../db/schema.ts';
import { recordAudit, type StaffActor } from '../../audit.ts';
import { byteSize } from '../../../routes/answer-shape.ts';

export type DocumentPlace = { category: DocumentList } | { category: 'accounting'; year: number; kind: ReportKind };

export const listDocumentsForStaff = (db: Db) => db.select({
  id: officialDocuments.id, category: officialDocuments.category, reportYear: officialDocuments.reportYear,
  kind: officialDocuments.kind, title: officialDocuments.title, size: byteSize(officialDocuments.data),
}).from(officialDocuments).orderBy(asc(officialDocuments.category), desc(officialDocuments.reportYear), asc(officialDocuments.position), asc(officialDocuments.id));

const described = (row: { category: string; reportYear: number | null; kind: string | null; title: string; data: Uint8Array }) =>
  ({ lista: row.category, ano: row.reportYear, tipo: row.kind, titulo: row.title, bytes: row.data.byteLength });

/** The document's id, and whether it replaced the one in its accounting slot. */
export async function publishDocument(db: Db, now: Date, actor: StaffActor, place: DocumentPlace, title: string, data: Uint8Array): Promise<{ id: number; replaced: boolean }> {
  return db.transaction(async (tx) => {
    if (place.category === 'accounting') {
      await tx.insert(accountingReports).values({ year: place.year }).onConflictDoNothing();
      const slot = and(eq(officialDocuments.reportYear, place.year), eq(officialDocuments.kind, place.kind));
      const [before] = await tx.select().from(officialDocuments).where(slot).for('update');
      if (before) {
        const [after] = await tx.update(officialDocuments).set({ title, data }).where(eq(officialDocuments.id, before.id)).returning();
        await recordAudit(tx, now, actor, { action: 'substituir', entity: 'documento', entityId: before.id, changes: { before: described(before), after: described(after!) } });
        return { id: before.id, replaced: true };
      }
    }
    const inList = place.category === 'accounting' ? eq(officialDocuments.reportYear, place.year) : eq(officialDocuments.category, place.category);
    const [{ last } = { last: null }] = await tx.select({ last: max(officialDocuments.position) }).from(officialDocuments).where(inList);
    const [row] = await tx.insert(officialDocuments).values({
      category: place.category, title, data, position: (last ?? -1) + 1,
      ...(place.category === 'accounting' ? { reportYear: place.year, kind: place.kind } : {}),
    }).returning();
    await recordAudit(tx, now, actor, { action: 'publicar', entity: 'documento', entityId: row!.id, changes: { after: described(row!) } });
    return { id: row!.id, replaced: false };
  });
}

export async function deleteDocument(db: Db, now: Date, actor: StaffActor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(officialDocuments).where(eq(officialDocuments.id, id)).returning();
    if (!before) return false;
    if (before.reportYear !== null) {
      // A year without documents would show members an empty heading.
      await tx.delete(accountingReports).where(and(eq(accountingReports.year, before.reportYear),
        sql`not exists (select 1 from ${officialDocuments} where ${and(isNotNull(officialDocuments.reportYear), eq(officialDocuments.reportYear, before.reportYear))})`));
    }
    await recordAudit(tx, now, actor, { action: 'excluir', entity: 'documento', entityId: id, changes: { before: described(before) } });
    return true;
  });
}
