// Lawsuits (spec §3, §7): the member's list and one case with its updates and motions, both paged
// by the same limit/offset. Updates and motions carry their attachment's name and size, never its
// bytes (spec §7's fileBase64 is left out: a case with a dozen scanned motions would travel whole
// to show their titles); as an extension, one attachment is described and streamed by id.
import { Hono } from 'hono';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { lawsuitMotions, lawsuitUpdates, lawsuits as lawsuitsTable } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { lawsuitOfMember } from '../services/lawsuit-access.ts';
import { piecesAnswer, storedPiece, type StoredBytes } from '../services/stored-bytes.ts';
import { byteSize } from './answer-shape.ts';
import { memberFileHeaders } from './file-headers.ts';
import { LIST_MAX_LIMIT, parsePage, pathId } from './validation.ts';

export const lawsuits = new Hono<AppEnv>();

lawsuits.get('/process/getWithLimit/:page', requireSession, async (c) => {
  const { limit, offset } = parsePage(c.req.param('page'), LIST_MAX_LIMIT);
  // Qualified by hand: drizzle writes bare column names inside sql``, and a bare "id" would be the update's.
  const hasUpdates = sql<boolean>`exists (select 1 from "lawsuit_updates" as "u" where "u"."lawsuit_id" = "lawsuits"."id")`;
  const rows = await c.get('services').db.select({ lawsuit: lawsuitsTable, hasUpdates }).from(lawsuitsTable)
    .where(lawsuitOfMember(c.get('associateId')))
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
    db.select(updateColumns).from(lawsuitUpdates).where(eq(lawsuitUpdates.lawsuitId, lawsuit.id))
      .orderBy(desc(lawsuitUpdates.createdAt), desc(lawsuitUpdates.id)).limit(limit).offset(offset),
    db.select(motionColumns).from(lawsuitMotions).where(eq(lawsuitMotions.lawsuitId, lawsuit.id))
      .orderBy(desc(lawsuitMotions.filedDate), desc(lawsuitMotions.id)).limit(limit).offset(offset),
    db.select({ id: lawsuitUpdates.id }).from(lawsuitUpdates).where(eq(lawsuitUpdates.lawsuitId, lawsuit.id)).limit(1),
  ]);
  return c.json({
    data: { ...toLawsuit(lawsuit, first !== undefined), updates: updates.map(toUpdate), motions: motions.map(toMotion) },
  });
});

// Extension: one attachment described (for the viewer page's title), and its bytes streamed.
lawsuits.get('/process/file/:kind/:id', requireSession, async (c) => {
  const { row } = await ownAttachment(c.get('services').db, c.get('associateId'), c.req.param('kind'), c.req.param('id'));
  return c.json({ data: { id: row.id, title: row.title, filename: row.fileName, size: row.size } });
});

lawsuits.get('/process/file/:kind/:id/pdf', requireSession, async (c) => {
  const db = c.get('services').db;
  const { row, bytes } = await ownAttachment(db, c.get('associateId'), c.req.param('kind'), c.req.param('id'));
  return piecesAnswer(c.req.raw, [storedPiece(db, bytes, row.size)], memberFileHeaders(row.fileName?.replace(/\.pdf$/i, '') || row.title));
});

/** An attachment of one of the member's lawsuits; unknown kinds, ids and other members' are 404. */
async function ownAttachment(db: Db, associateId: number, kind: string, rawId: string) {
  const id = pathId(rawId, MSG.documentNotFound);
  const table = kind === 'update' ? lawsuitUpdates : kind === 'motion' ? lawsuitMotions : null;
  if (!table) throw new ApiError(404, MSG.documentNotFound);
  const [row] = await db
    .select({ id: table.id, title: kind === 'update' ? lawsuitUpdates.title : lawsuitMotions.motionType, fileName: table.fileName, size: byteSize(table.file) })
    .from(table)
    .innerJoin(lawsuitsTable, eq(lawsuitsTable.id, table.lawsuitId))
    .where(and(eq(table.id, id), lawsuitOfMember(associateId)));
  if (!row || row.size === null) throw new ApiError(404, MSG.documentNotFound);
  const bytes: StoredBytes = { table: sql`${table}`, column: sql`${table.file}`, where: sql`${table.id} = ${id}` };
  return { row: { ...row, size: row.size }, bytes };
}

/** The member's own lawsuit; any other id (unknown or someone else's) is the same 404. */
async function ownLawsuit(db: Db, associateId: number, rawId: string) {
  const id = pathId(rawId, MSG.lawsuitNotFound);
  const [row] = await db.select().from(lawsuitsTable)
    .where(and(eq(lawsuitsTable.id, id), lawsuitOfMember(associateId)));
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

const updateColumns = {
  id: lawsuitUpdates.id,
  title: lawsuitUpdates.title,
  createdAt: lawsuitUpdates.createdAt,
  description: lawsuitUpdates.description,
  fileName: lawsuitUpdates.fileName,
  fileSize: byteSize(lawsuitUpdates.file),
};

const motionColumns = {
  id: lawsuitMotions.id,
  motionType: lawsuitMotions.motionType,
  filedBy: lawsuitMotions.filedBy,
  filedDate: lawsuitMotions.filedDate,
  description: lawsuitMotions.description,
  outcome: lawsuitMotions.outcome,
  judgeName: lawsuitMotions.judgeName,
  decisionDate: lawsuitMotions.decisionDate,
  notes: lawsuitMotions.notes,
  fileName: lawsuitMotions.fileName,
  fileSize: byteSize(lawsuitMotions.file),
  createdAt: lawsuitMotions.createdAt,
};

type UpdateRow = Omit<typeof lawsuitUpdates.$inferSelect, 'file' | 'lawsuitId'> & { fileSize: number | null };
type MotionRow = Omit<typeof lawsuitMotions.$inferSelect, 'file' | 'lawsuitId'> & { fileSize: number | null };

function toUpdate(row: UpdateRow) {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    description: row.description,
    filename: row.fileName,
    size: row.fileSize,
  };
}

function toMotion(row: MotionRow) {
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
    size: row.fileSize,
    created_at: row.createdAt.toISOString(),
  };
}
