// The demo data of DESIGN.md §8, which the portal's journeys rely on, and `npm run seed` twice
// giving the same data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as t from '../../associate-api/db/schema.ts';
import { seedDemoData } from '../../associate-api/seed/index.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, MARIA } from './helpers/client.ts';

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api?.close(); });

async function counts() {
  const db = api.database.db;
  const total = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  const tables = [t.associates, t.profiles, t.news, t.faq, t.officialDocuments, t.invoices, t.cards, t.subscriptions,
    t.lawsuits, t.lawsuitUpdates, t.lawsuitMotions, t.sharedFolders, t.sharedFiles, t.folderAuthorizations];
  return Promise.all(tables.map(total));
}

async function memberId(cpf: string): Promise<number> {
  const [row] = await api.database.db.select({ id: t.associates.id }).from(t.associates).where(eq(t.associates.cpf, cpf));
  return row!.id;
}

describe('demo data', () => {
  it('is loaded once: seeding again changes nothing', async () => {
    const before = await counts();
    expect(await seedDemoData(api.database.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it("fills Maria's areas as DESIGN.md §8 lists", async () => {
    const db = api.database.db;
    const maria = await memberId(MARIA.cpf);
    const invoices = await db.select().from(t.invoices).where(eq(t.invoices.associateId, maria));
    expect(invoices.length).toBeGreaterThanOrEqual(25);
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['paid', 'pending', 'canceled']));
    expect(new Set(invoices.map((i) => i.payment))).toEqual(new Set(['0', '1', 'credit_card', 'bank_slip']));
    expect((await db.select().from(t.subscriptions).where(eq(t.subscriptions.associateId, maria)))[0]?.method).toBe('credit_card');
    expect((await db.select().from(t.cards).where(eq(t.cards.associateId, maria))).map((c) => c.status).sort()).toEqual(['active', 'inactive']);

    const lawsuits = await db.select().from(t.lawsuits).where(eq(t.lawsuits.associateId, maria));
    expect(lawsuits.length).toBeGreaterThanOrEqual(12);
    const ids = lawsuits.map((l) => l.id);
    const updates = await db.select().from(t.lawsuitUpdates).where(inArray(t.lawsuitUpdates.lawsuitId, ids));
    const motions = await db.select().from(t.lawsuitMotions).where(inArray(t.lawsuitMotions.lawsuitId, ids));
    const busiest = (rows: { lawsuitId: number }[]) => Math.max(...ids.map((id) => rows.filter((r) => r.lawsuitId === id).length));
    expect(busiest(updates)).toBeGreaterThanOrEqual(15);
    expect(busiest(motions)).toBeGreaterThanOrEqual(12);
    // Whole pages of 10 and nothing more: paging must reach a page that brings nothing new.
    expect(ids.some((id) => updates.filter((u) => u.lawsuitId === id).length === 20
      && motions.filter((m) => m.lawsuitId === id).length === 10)).toBe(true);
    expect(new Set(motions.map((m) => (m.outcome === null ? 'pending' : m.outcome === 'defired' ? 'granted' : 'denied'))).size).toBe(3);

    const folders = await db.select().from(t.sharedFolders).innerJoin(t.sharedFolderMembers, eq(t.sharedFolderMembers.folderId, t.sharedFolders.id))
      .where(eq(t.sharedFolderMembers.associateId, maria));
    expect(folders.length).toBeGreaterThanOrEqual(4);
    const authorized = await db.select().from(t.folderAuthorizations).where(eq(t.folderAuthorizations.associateId, maria));
    expect(authorized).toHaveLength(1);
    expect(folders.filter((f) => f.shared_folders.requiresAuthorization && f.shared_folders.id !== authorized[0]!.folderId)).toHaveLength(2);
    const subfolders = await db.select().from(t.sharedFolders).where(isNotNull(t.sharedFolders.parentId)).orderBy(t.sharedFolders.id);
    const parent = subfolders[0]!.parentId!;
    expect((await db.select().from(t.sharedFiles).where(eq(t.sharedFiles.folderId, parent))).length).toBeGreaterThanOrEqual(12);
  });

  it('leaves Ana with nothing in any area', async () => {
    const db = api.database.db;
    const ana = await memberId(ANA.cpf);
    for (const table of [t.invoices, t.cards, t.subscriptions, t.lawsuits, t.sharedFolderMembers]) {
      expect(await db.select().from(table).where(eq(table.associateId, ana))).toEqual([]);
    }
  });

  it('generates PDFs whose text pdf.js can read', async () => {
    const [doc] = await api.database.db.select().from(t.officialDocuments).where(eq(t.officialDocuments.kind, 'dre')).limit(1);
    const fonts = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
    const pdf = await getDocument({ data: new Uint8Array(doc!.data), standardFontDataUrl: fonts }).promise;
    expect(pdf.numPages).toBeGreaterThanOrEqual(1);
    const page = await pdf.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain(doc!.title);
  });
});
