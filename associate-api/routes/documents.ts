// Accounting reports and the official document lists (A.G.O 2024, A.G.O 2025, informative),
// each document as { id, title, data: base64 PDF }.
import { Hono } from 'hono';
import { asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { accountingReports, officialDocuments } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { toBase64 } from './encoding.ts';
import { pathId } from './validation.ts';

const REPORT_KINDS = ['dre', 'balanco', 'auditoria', 'analiseBalanco', 'relatorioAuditoria'] as const;

export const documents = new Hono<AppEnv>();

documents.get('/officialDocuments', requireSession, async (c) => {
  const db = c.get('services').db;
  const years = await db.select().from(accountingReports).orderBy(desc(accountingReports.year));
  const docs = await db.select().from(officialDocuments)
    .where(isNotNull(officialDocuments.reportYear))
    .orderBy(asc(officialDocuments.position));
  const data = years.map(({ year }) => {
    const entry: Record<string, unknown> = { year };
    for (const kind of REPORT_KINDS) {
      const doc = docs.find((d) => d.reportYear === year && d.kind === kind);
      entry[kind] = doc ? toDocument(doc) : null;
    }
    return entry;
  });
  return c.json({ data });
});

documents.get('/officialDocumentsAgo', requireSession, async (c) => c.json({ data: await listOf(c.get('services').db, 'ago2024') }));
documents.get('/officialDocumentsAgo2025', requireSession, async (c) => c.json({ data: await listOf(c.get('services').db, 'ago2025') }));
documents.get('/officialDocumentsInformativo', requireSession, async (c) => c.json({ data: await listOf(c.get('services').db, 'informativo') }));

documents.get('/officialDocuments/file/:id', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.documentNotFound);
  const [doc] = await c.get('services').db.select().from(officialDocuments).where(eq(officialDocuments.id, id));
  if (!doc) throw new ApiError(404, MSG.documentNotFound);
  return c.json({ data: toDocument(doc) });
});

async function listOf(db: Db, category: string) {
  const rows = await db.select().from(officialDocuments)
    .where(eq(officialDocuments.category, category))
    .orderBy(asc(officialDocuments.position), asc(officialDocuments.id));
  return rows.map(toDocument);
}

function toDocument(doc: typeof officialDocuments.$inferSelect) {
  return { id: doc.id, title: doc.title, data: toBase64(doc.data) };
}
