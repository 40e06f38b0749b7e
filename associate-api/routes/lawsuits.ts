// Lawsuits (spec §3, §7): the member's list and one case with its updates and motions, both paged
// by the same limit/offset. Attachments travel as the contract's base64 and, as an extension,
// one at a time by id so the portal can stream a single PDF.
import { Hono } from 'hono';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { lawsuitMotions, lawsuitUpdates, lawsuits as lawsuitsTable } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { toBase64 } from './encoding.ts';
import { LIST_MAX_LIMIT, parsePage, pathId } from './validation.ts';

export const lawsuits = new Hono<AppEnv>();

lawsuits.get('/process/getWithLimit/:page', requireSession, async (c) => {
  const { limit, offset } = parsePage(c.req.param('page'), LIST_MAX_LIMIT);
  // Qualified by hand: drizzle writes bare column names inside sql``, and a bare "id" would be the update's.
  const hasUpdates = sql<boolean>`exists (select 1 from "lawsuit_updates" as "u" where "u"."lawsuit_id" = "lawsuits"."id")`;
  const rows = await c.get('services').db.select({ lawsuit: lawsuitsTable, hasUpdates }).from(lawsuitsTable)
    .where(eq(lawsuitsTable.associateId, c.get('associateId')))
    .orderBy(desc(lawsuitsTable.updatedAt), desc(lawsuitsTable.id))
    .limit(limit)
    .offset(offset);
  return c.json({ data: rows.map(({ lawsuit, hasUpdates: have }) => toLawsuit(lawsuit, have)) });
});

lawsuits.get('/process/show/:id/:page', requireSession, async (c) => {
  const db = c.get('services').db;
  const lawsuit = await ownLawsuit(db, c.get('associateId'), c.req.param('id'));
  const { limit, offset } = parsePage(c.req.param('page'));
  const [updates, motions, [first]] = await Promise.all([
    db.select().from(lawsuitUpdates).where(eq(lawsuitUpdates.lawsuitId, lawsuit.id))
      .orderBy(desc(lawsuitUpdates.createdAt), desc(lawsuitUpdates.id)).limit(limit).offset(offset),
    db.select().from(lawsuitMotions).where(eq(lawsuitMotions.lawsuitId, lawsuit.id))
      .orderBy(desc(lawsuitMotions.filedDate), desc(lawsuitMotions.id)).limit(limit).offset(offset),
    db.select({ id: lawsuitUpdates.id }).from(lawsuitUpdates).where(eq(lawsuitUpdates.lawsuitId, lawsuit.id)).limit(1),
  ]);
  return c.json({
    data: { ...toLawsuit(lawsuit, first !== undefined), updates: updates.map(toUpdate), motions: motions.map(toMotion) },
  });
});

// Extension: one attachment, so a page of base64 never has to be fetched to show one PDF.
lawsuits.get('/process/file/:kind/:id', requireSession, async (c) => {
  const kind = c.req.param('kind');
  const id = pathId(c.req.param('id'), MSG.documentNotFound);
  const table = kind === 'update' ? lawsuitUpdates : kind === 'motion' ? lawsuitMotions : null;
  if (!table) throw new ApiError(404, MSG.documentNotFound);
  const [row] = await c.get('services').db
    .select({ id: table.id, title: kind === 'update' ? lawsuitUpdates.title : lawsuitMotions.motionType, fileName: table.fileName, file: table.file })
    .from(table)
    .innerJoin(lawsuitsTable, eq(lawsuitsTable.id, table.lawsuitId))
    .where(and(eq(table.id, id), eq(lawsuitsTable.associateId, c.get('associateId'))));
  if (!row?.file) throw new ApiError(404, MSG.documentNotFound);
  return c.json({ data: { id: row.id, title: row.title, filename: row.fileName, data: toBase64(row.file) } });
});

/** The member's own lawsuit; any other id (unknown or someone else's) is the same 404. */
async function ownLawsuit(db: Db, associateId: number, rawId: string) {
  const id = pathId(rawId, MSG.lawsuitNotFound);
  const [row] = await db.select().from(lawsuitsTable)
    .where(and(eq(lawsuitsTable.id, id), eq(lawsuitsTable.associateId, associateId)));
  if (!row) throw new ApiError(404, MSG.lawsuitNotFound);
  return row;
}

function toLawsuit(row: typeof lawsuitsTable.$inferSelect, haveUpdates: boolean) {
  return {
    process_id: row.id,
    action_name: row.actionName,
    number: row.number,
    caseTitle: row.caseTitle,
    process_updated_at: row.updatedAt.toISOString(),
    court: row.court,
    vara: row.vara,
    lawFirmName: row.lawFirmName,
    lawyerName: row.lawyerName,
    haveUpdates,
  };
}

function toUpdate(row: typeof lawsuitUpdates.$inferSelect) {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    description: row.description,
    filename: row.fileName,
    fileBase64: toBase64(row.file),
  };
}

function toMotion(row: typeof lawsuitMotions.$inferSelect) {
  return {
    id: row.id,
    motionType: row.motionType,
    filedBy: row.filedBy,
    filedDate: row.filedDate,
    description: row.description,
    outcome: row.outcome,
    judgeName: row.judgeName,
    decisionDate: row.decisionDate,
    notes: row.notes,
    filename: row.fileName,
    fileBase64: toBase64(row.file),
    created_at: row.createdAt.toISOString(),
  };
}
