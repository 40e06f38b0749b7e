// Accounting reports and the official document lists (A.G.O 2024, A.G.O 2025, informative).
// Lean by default, each document { id, title, size }, its PDF fetched by id
// (/officialDocuments/file/{id}/pdf); spec §7's { id, title, data: base64 PDF } with ?full=1.
import { Hono, type Context } from 'hono';
import { asc, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { accountingReports, officialDocuments } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { byteSize, fileAnswer, wantsFullShape } from './answer-shape.ts';
import { toBase64 } from './encoding.ts';
import { pathId } from './validation.ts';

const REPORT_KINDS = ['dre', 'balanco', 'auditoria', 'analiseBalanco', 'relatorioAuditoria'] as const;

type Row = typeof officialDocuments.$inferSelect;
type Document = { id: number; title: string } & ({ size: number } | { data: string | null });
type Slot = { document: Document; reportYear: number | null; kind: string | null };

export const documents = new Hono<AppEnv>();

const leanColumns = {
  id: officialDocuments.id,
  title: officialDocuments.title,
  size: byteSize(officialDocuments.data),
  reportYear: officialDocuments.reportYear,
  kind: officialDocuments.kind,
};

/** The documents matching `where`, in list order, in the shape the caller asked for. */
async function documentsWhere(c: Context<AppEnv>, where: SQL | undefined): Promise<Slot[]> {
  const db = c.get('services').db;
  const order = [asc(officialDocuments.position), asc(officialDocuments.id)];
  if (wantsFullShape(c)) {
    const rows = await db.select().from(officialDocuments).where(where).orderBy(...order);
    return rows.map((row) => ({ document: toFullDocument(row), reportYear: row.reportYear, kind: row.kind }));
  }
  const rows = await db.select(leanColumns).from(officialDocuments).where(where).orderBy(...order);
  return rows.map(({ reportYear, kind, id, title, size }) => ({ document: { id, title, size: size ?? 0 }, reportYear, kind }));
}

documents.get('/officialDocuments', requireSession, async (c) => {
  const years = await c.get('services').db.select().from(accountingReports).orderBy(desc(accountingReports.year));
  const docs = await documentsWhere(c, isNotNull(officialDocuments.reportYear));
  const data = years.map(({ year }) => {
    const entry: Record<string, unknown> = { year };
    for (const kind of REPORT_KINDS) {
      entry[kind] = docs.find((d) => d.reportYear === year && d.kind === kind)?.document ?? null;
    }
    return entry;
  });
  return c.json({ data });
});

const LISTS = {
  '/officialDocumentsAgo': 'ago2024',
  '/officialDocumentsAgo2025': 'ago2025',
  '/officialDocumentsInformativo': 'informativo',
} as const;

for (const [path, category] of Object.entries(LISTS)) {
  documents.get(path, requireSession, async (c) => {
    const docs = await documentsWhere(c, eq(officialDocuments.category, category));
    return c.json({ data: docs.map((d) => d.document) });
  });
}

documents.get('/officialDocuments/file/:id', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.documentNotFound);
  const [doc] = await documentsWhere(c, eq(officialDocuments.id, id));
  if (!doc) throw new ApiError(404, MSG.documentNotFound);
  return c.json({ data: doc.document });
});

documents.get('/officialDocuments/file/:id/pdf', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.documentNotFound);
  const [doc] = await byId(c.get('services').db, id);
  if (!doc) throw new ApiError(404, MSG.documentNotFound);
  return fileAnswer(c, doc.data, 'application/pdf', doc.title);
});

const byId = (db: Db, id: number) =>
  db.select({ title: officialDocuments.title, data: officialDocuments.data }).from(officialDocuments).where(eq(officialDocuments.id, id));

function toFullDocument(doc: Row) {
  return { id: doc.id, title: doc.title, data: toBase64(doc.data) };
}
