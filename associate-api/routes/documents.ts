// Accounting reports and the official document lists (A.G.O 2024, A.G.O 2025, informative).
// Lean by default, each document { id, title, size }, its PDF fetched by id
// (/officialDocuments/file/{id}/pdf); spec §7's { id, title, data: base64 PDF } with ?full=1.
import { Hono, type Context } from 'hono';
import { asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { jsonArray, jsonObject } from '../db/json-rows.ts';
import { preparedFor } from '../db/prepared.ts';
import { accountingReports, officialDocuments } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { readSession, requireSession } from '../middleware/session.ts';
import { sessionLookup } from '../services/sessions.ts';
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

const LIST_ORDER = [asc(officialDocuments.position), asc(officialDocuments.id)];

/** The documents matching `where` (its placeholders filled at each call), in both shapes, prepared. */
function documentQuery(name: string, where: SQL) {
  return {
    lean: preparedFor((db) => db.select(leanColumns).from(officialDocuments).where(where).orderBy(...LIST_ORDER).prepare(`${name}_lean`)),
    full: preparedFor((db) => db.select().from(officialDocuments).where(where).orderBy(...LIST_ORDER).prepare(`${name}_full`)),
  };
}

const ofReports = documentQuery('documents_of_reports', isNotNull(officialDocuments.reportYear));
const inCategory = documentQuery('documents_in_category', eq(officialDocuments.category, sql.placeholder('category')));
const withId = documentQuery('document_with_id', eq(officialDocuments.id, sql.placeholder('id')));
const reportYears = preparedFor((db) => db.select().from(accountingReports).orderBy(desc(accountingReports.year)).prepare('report_years'));

/** The documents of a query, in list order, in the shape the caller asked for. */
async function documentsOf(c: Context<AppEnv>, query: ReturnType<typeof documentQuery>, values: Record<string, unknown> = {}): Promise<Slot[]> {
  const db = c.get('services').db;
  if (wantsFullShape(c)) {
    const rows = await query.full(db).execute(values);
    return rows.map((row) => ({ document: toFullDocument(row), reportYear: row.reportYear, kind: row.kind }));
  }
  const rows = await query.lean(db).execute(values);
  return rows.map(({ reportYear, kind, id, title, size }) => ({ document: { id, title, size: size ?? 0 }, reportYear, kind }));
}

documents.get('/officialDocuments', requireSession, async (c) => {
  const years = await reportYears(c.get('services').db).execute();
  const docs = await documentsOf(c, ofReports);
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

type LeanDocument = { id: number; title: string; size: number };

// The lean lists are what the portal's pages show: read with the session, one round trip each.
const leanItem = jsonObject({ id: officialDocuments.id, title: officialDocuments.title, size: byteSize(officialDocuments.data) });
const withCategory = sessionLookup('session_with_documents', {
  documents: sql<LeanDocument[]>`(select ${jsonArray(leanItem, sql`${officialDocuments.position}, ${officialDocuments.id}`)}
    from ${officialDocuments} where ${officialDocuments.category} = ${sql.placeholder('category')})`,
});

for (const [path, category] of Object.entries(LISTS)) {
  documents.get(path, async (c) => {
    if (!wantsFullShape(c)) return c.json({ data: (await readSession(c, withCategory, { category })).documents });
    await readSession(c);
    const docs = await documentsOf(c, inCategory, { category });
    return c.json({ data: docs.map((d) => d.document) });
  });
}

documents.get('/officialDocuments/file/:id', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.documentNotFound);
  const [doc] = await documentsOf(c, withId, { id });
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
