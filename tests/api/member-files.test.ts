// Member files (issue 19): lists without bytes, a file's bytes streamed in slices by range, the
// MAX_FILE_MB ceiling at insertion, protected files only through a per-view reference bound to the
// member's session and stamped with who they were served to, acceptances as evidence the database
// keeps, and search that never looks inside a folder whose terms are not accepted.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associates, folderAuthorizations, lawsuitMotions, lawsuits, sharedFiles, sharedFolderMembers, sharedFolders } from '../../associate-api/db/schema.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { API_KEY } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
let maria: Record<string, string>;
let ana: Record<string, string>;
let mariaId: number;
let openFolderId: number;
let bigFile: { id: number; bytes: Uint8Array };

/** A real PDF of about `extra` bytes more than one page: random bytes attached, so nothing compresses them. */
async function pdfOf(text: string, extra = 0): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText(text, { x: 50, y: 700, size: 14 });
  if (extra > 0) await pdf.attach(randomBytes(extra), 'anexo.bin', { mimeType: 'application/octet-stream' });
  return pdf.save();
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const fonts = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts }).promise;
  const page = await pdf.getPage(1);
  return (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

/** A raw GET as the portal makes it, for binary answers. */
const fetchRaw = (path: string, cookies: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(api.url + path, { headers: { 'x-api-key': API_KEY, cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '), ...headers } });

const openView = (fileId: number, cookies = maria) => call(api, 'POST', `/fileViewer/associate/${fileId}/view`, { cookies });

beforeAll(async () => {
  api = await startApi();
  const { db } = api.database;
  [maria, ana] = await Promise.all([signIn(api, MARIA), signIn(api, ANA)]);
  mariaId = (await db.select({ id: associates.id }).from(associates).where(eq(associates.cpf, MARIA.cpf)))[0]!.id;
  openFolderId = (await db.select({ id: sharedFolders.id }).from(sharedFolders).where(eq(sharedFolders.title, 'Documentos da associada')))[0]!.id;
  const bytes = await pdfOf('Extrato anual', 700_000);
  const [row] = await db.insert(sharedFiles).values({ folderId: openFolderId, title: 'Extrato anual grande', fileName: 'extrato.pdf', data: bytes })
    .returning({ id: sharedFiles.id });
  bigFile = { id: row!.id, bytes };
});
afterAll(async () => { await api?.close(); });

describe('lists carry metadata only (finding 5)', () => {
  it('a folder page, a file and a lawsuit with attachments answer sizes, never bytes', async () => {
    const page = await call(api, 'GET', `/fileViewer/getWithLimit/associate/${openFolderId}/50&0`, { cookies: maria });
    const listed = page.body.data.files.find((f: { id: number }) => f.id === bigFile.id);
    expect(listed).toMatchObject({ title: 'Extrato anual grande', size: bigFile.bytes.byteLength });
    expect(JSON.stringify(page.body).length).toBeLessThan(20_000);
    const one = await call(api, 'GET', `/fileViewer/associate/${bigFile.id}`, { cookies: maria });
    expect(JSON.stringify(one.body).length).toBeLessThan(2_000);

    const [motion] = await api.database.db.select({ lawsuitId: lawsuitMotions.lawsuitId }).from(lawsuitMotions)
      .innerJoin(lawsuits, eq(lawsuits.id, lawsuitMotions.lawsuitId)).where(eq(lawsuits.associateId, mariaId)).limit(1);
    const lawsuit = await call(api, 'GET', `/process/show/${motion!.lawsuitId}/50&0`, { cookies: maria });
    expect(lawsuit.status).toBe(200);
    const attachments = [...lawsuit.body.data.updates, ...lawsuit.body.data.motions].filter((a: { filename: string | null }) => a.filename);
    expect(attachments.length).toBeGreaterThan(0);
    for (const attachment of attachments) {
      expect(attachment).not.toHaveProperty('fileBase64');
      expect(attachment.size).toBeGreaterThan(0);
    }
    expect(JSON.stringify(lawsuit.body)).not.toMatch(/JVBERi0/); // base64 of '%PDF-'
  });

  it('streams a lawsuit attachment as bytes, whole or by range, no-store, and only to its member', async () => {
    const [motion] = await api.database.db.select({ id: lawsuitMotions.id, file: lawsuitMotions.file }).from(lawsuitMotions)
      .innerJoin(lawsuits, eq(lawsuits.id, lawsuitMotions.lawsuitId)).where(eq(lawsuits.associateId, mariaId)).limit(1);
    const whole = await fetchRaw(`/process/file/motion/${motion!.id}/pdf`, maria);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(motion!.file!))).toBe(true);
    const part = await fetchRaw(`/process/file/motion/${motion!.id}/pdf`, maria, { range: 'bytes=0-4' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-4/${motion!.file!.byteLength}`);
    expect(await part.text()).toBe('%PDF-');
    expect((await fetchRaw(`/process/file/motion/${motion!.id}/pdf`, ana)).status).toBe(404);
    const described = await call(api, 'GET', `/process/file/motion/${motion!.id}`, { cookies: maria });
    expect(described.body.data).toMatchObject({ id: motion!.id, size: motion!.file!.byteLength });
    expect(described.body.data).not.toHaveProperty('data');
  });

  it('refuses a file larger than MAX_FILE_MB at insertion, whoever inserts it', async () => {
    const { db } = api.database;
    // The API gives every connection app.max_file_mb (MAX_FILE_MB); 1 MB here keeps the test quick.
    const insert = (bytes: number) => db.transaction(async (tx) => {
      await tx.execute(sql`set local app.max_file_mb = 1`);
      await tx.insert(sharedFiles).values({ folderId: openFolderId, title: 'Grande demais', fileName: 'g.pdf', data: new Uint8Array(bytes) });
    });
    await expect(insert(1024 * 1024 + 1)).rejects.toThrow();
    expect(await db.select({ id: sharedFiles.id }).from(sharedFiles).where(eq(sharedFiles.title, 'Grande demais'))).toEqual([]);
  });
});

describe('protected files through a per-view reference, stamped (finding 6)', () => {
  it('serves a stamped copy to the viewer of this session, by range, and nothing to anyone else', async () => {
    const opened = await openView(bigFile.id);
    expect(opened.status).toBe(201);
    const { token } = opened.body.data.view;
    expect(opened.body.data).toMatchObject({ id: bigFile.id, title: 'Extrato anual grande' });
    const path = `/fileViewer/view/${token}`;

    const whole = await fetchRaw(path, maria);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toBe('no-store');
    const copy = new Uint8Array(await whole.arrayBuffer());
    expect(Number(whole.headers.get('content-length'))).toBe(copy.byteLength);
    expect(copy.byteLength).toBeGreaterThan(700_000);
    const text = await textOf(copy);
    expect(text).toContain('Extrato anual');
    expect(text).toContain('Maria Aparecida da Silva');
    expect(text).toContain('***.982.247-**');
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);

    // pdf.js reads a large file in pieces: every piece comes from the same copy.
    const piece = await fetchRaw(path, maria, { range: 'bytes=300000-300099' });
    expect(piece.status).toBe(206);
    expect(Buffer.from(await piece.arrayBuffer()).equals(Buffer.from(copy.subarray(300_000, 300_100)))).toBe(true);

    // Another member, another session of the same member, an unknown token: nothing.
    const otherSession = await signIn(api, MARIA);
    for (const cookies of [ana, otherSession]) expect((await fetchRaw(path, cookies)).status).toBe(404);
    expect((await fetchRaw('/fileViewer/view/' + 'x'.repeat(43), maria)).status).toBe(404);
    expect((await openView(bigFile.id, ana)).status).toBe(404);
  });

  it('ends with its time and with the session', async () => {
    const session = await signIn(api, MARIA);
    const first = (await openView(bigFile.id, session)).body.data.view.token;
    api.clock.advance(31 * 60_000);
    expect((await fetchRaw(`/fileViewer/view/${first}`, session)).status).toBe(404);
    const second = (await openView(bigFile.id, session)).body.data.view.token;
    const live = await fetchRaw(`/fileViewer/view/${second}`, session);
    expect(live.status).toBe(200);
    await live.arrayBuffer();
    await call(api, 'GET', '/login/logout', { cookies: session });
    const again = await signIn(api, MARIA);
    expect((await fetchRaw(`/fileViewer/view/${second}`, again)).status).toBe(404);
  });

  it('refuses a file it cannot stamp rather than serve it unstamped', async () => {
    const [row] = await api.database.db.insert(sharedFiles).values({ folderId: openFolderId, title: 'Danificado', fileName: 'd.pdf', data: new TextEncoder().encode('%PDF-1.4 nada') })
      .returning({ id: sharedFiles.id });
    const { token } = (await openView(row!.id)).body.data.view;
    const answer = await fetchRaw(`/fileViewer/view/${token}`, maria);
    expect(answer.status).toBe(422);
    expect((await answer.json()).msg).toBe('Não foi possível preparar este arquivo para visualização. Avise a associação.');
  });
});

describe('terms acceptances are evidence the database keeps (finding 7)', () => {
  const restricted = async () => (await api.database.db.select().from(sharedFolders).where(eq(sharedFolders.title, 'Processo coletivo 2024')))[0]!;

  it('measures the reading time from serving the terms, whatever the browser claims', async () => {
    const folder = await restricted();
    await call(api, 'GET', `/authorizationViewer/request/${folder.id}`, { cookies: maria });
    api.clock.advance(125_000);
    const accepted = await call(api, 'POST', '/authorizationFolder', {
      cookies: maria, body: { slug: `/pastasCompartilhadas/${folder.id}`, duration: 86_000, scrool_depth: 100, device: 'Teste' },
    });
    expect(accepted.status).toBe(201);
    const [record] = await api.database.db.select().from(folderAuthorizations).where(eq(folderAuthorizations.id, accepted.body.data.id));
    expect(record).toMatchObject({ durationSeconds: 125, reportedScrollDepth: 100 });
  });

  it('refuses UPDATE and DELETE of an acceptance, and deleting its folder or member outright', async () => {
    const { db } = api.database;
    const folder = await restricted();
    const before = await db.select().from(folderAuthorizations).where(eq(folderAuthorizations.folderId, folder.id));
    expect(before.length).toBeGreaterThan(0);
    await expect(db.update(folderAuthorizations).set({ durationSeconds: 999 }).where(eq(folderAuthorizations.folderId, folder.id))).rejects.toThrow();
    await expect(db.delete(folderAuthorizations).where(eq(folderAuthorizations.folderId, folder.id))).rejects.toThrow();
    await expect(db.delete(sharedFolders).where(eq(sharedFolders.id, folder.id))).rejects.toThrow();
    await expect(db.delete(associates).where(eq(associates.id, mariaId))).rejects.toThrow();
    expect(await db.select().from(folderAuthorizations).where(eq(folderAuthorizations.folderId, folder.id))).toEqual(before);
  });

  it('a folder deleted by marking it is gone for the member, its acceptances stay', async () => {
    const { db } = api.database;
    const [folder] = await db.insert(sharedFolders).values({ name: 'temporaria', title: 'Pasta temporária', description: 'x', requiresAuthorization: true, authorizationTitle: 'Termo', termsText: 'Texto.' })
      .returning();
    await db.insert(sharedFolderMembers).values({ folderId: folder!.id, associateId: mariaId });
    await call(api, 'GET', `/authorizationViewer/request/${folder!.id}`, { cookies: maria });
    expect((await call(api, 'POST', '/authorizationFolder', { cookies: maria, body: { slug: `/pastasCompartilhadas/${folder!.id}`, duration: 1, scrool_depth: null, device: 'Teste' } })).status).toBe(201);
    await db.update(sharedFolders).set({ deletedAt: new Date() }).where(eq(sharedFolders.id, folder!.id));
    const list = await call(api, 'GET', '/folderViewer/associates/getWithLimit/50&0', { cookies: maria });
    expect(list.body.data.map((f: { id: number }) => f.id)).not.toContain(folder!.id);
    expect((await call(api, 'GET', `/fileViewer/getWithLimit/associate/${folder!.id}/10&0`, { cookies: maria })).status).toBe(404);
    expect(await db.select().from(folderAuthorizations).where(eq(folderAuthorizations.folderId, folder!.id))).toHaveLength(1);
  });

  it("a subfolder deleted by marking it leaves its parent's list too", async () => {
    const { db } = api.database;
    const [sub] = await db.insert(sharedFolders).values({ parentId: openFolderId, name: 'rascunhos', title: 'Rascunhos retirados', description: 'x' }).returning();
    const titles = async () => (await call(api, 'GET', `/fileViewer/getWithLimit/associate/${openFolderId}/50&0`, { cookies: maria }))
      .body.data.subFolders.map((f: { title: string }) => f.title);
    expect(await titles()).toContain('Rascunhos retirados');
    await db.update(sharedFolders).set({ deletedAt: new Date() }).where(eq(sharedFolders.id, sub!.id));
    expect(await titles()).not.toContain('Rascunhos retirados');
    expect((await call(api, 'GET', `/fileViewer/getWithLimit/associate/${sub!.id}/10&0`, { cookies: maria })).status).toBe(404);
  });
});

describe('search never looks inside a folder whose terms are not accepted (finding 8)', () => {
  it('hides subfolder titles at every depth until the terms are accepted', async () => {
    const { db } = api.database;
    const [folder] = await db.select().from(sharedFolders).where(and(eq(sharedFolders.title, 'Assembleia extraordinária 2025'), isNull(sharedFolders.parentId)));
    const [level1] = await db.insert(sharedFolders).values({ parentId: folder!.id, name: 'n1', title: 'Zabumbeiro confidencial', description: 'x' }).returning();
    await db.insert(sharedFolders).values({ parentId: level1!.id, name: 'n2', title: 'Xilogravuras sigilosas', description: 'x' });
    const found = async (word: string) => (await call(api, 'GET', `/search?q=${word}`, { cookies: maria })).body.data.map((hit: { title: string }) => hit.title);
    expect(await found('zabumbeiro')).toEqual([]);
    expect(await found('xilogravuras')).toEqual([]);
    // The top-level folder's own title is on the folder list already: search may show it.
    expect(await found('extraordinaria')).toContain('Assembleia extraordinária 2025');

    await call(api, 'GET', `/authorizationViewer/request/${folder!.id}`, { cookies: maria });
    await call(api, 'POST', '/authorizationFolder', { cookies: maria, body: { slug: `/pastasCompartilhadas/${folder!.id}`, duration: 5, scrool_depth: 100, device: 'Teste' } });
    expect(await found('zabumbeiro')).toEqual(['Zabumbeiro confidencial']);
    expect(await found('xilogravuras')).toEqual(['Xilogravuras sigilosas']);
  });
});
