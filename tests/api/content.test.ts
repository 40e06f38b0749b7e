// News, FAQ, accounting reports and official documents: spec §7's shapes (asked with ?full=1,
// tests/api/lean-answers.test.ts covers the lean default), base64 files that are real webp/PDF,
// paging rules, and a session required for each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
let cookies: Record<string, string>;
beforeAll(async () => {
  api = await startApi();
  cookies = await signIn(api, MARIA);
});
afterAll(async () => { await api?.close(); });

// Spec §7's shape: files inline as base64.
const get = (path: string) => call(api, 'GET', `${path}?full=1`, { cookies });
const bytes = (base64: string) => Buffer.from(base64, 'base64');
const isPdf = (base64: string) => bytes(base64).subarray(0, 5).toString('latin1') === '%PDF-';
const isWebp = (base64: string) => {
  const b = bytes(base64);
  return b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';
};

describe('private routes', () => {
  it.each([
    '/associate/faq', '/news/user/getWithLimit/4&0', '/news/user/1', '/officialDocuments', '/officialDocumentsAgo',
    '/officialDocumentsAgo2025', '/officialDocumentsInformativo', '/officialDocuments/file/1',
  ])('%s answers 401 Login expirado without a session', async (path) => {
    const answer = await call(api, 'GET', path);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ msg: 'Login expirado' });
  });
});

describe('news', () => {
  it('pages newest first with haveMore, items in the contract shape', async () => {
    const first = await get('/news/user/getWithLimit/4&0');
    expect(first.status).toBe(200);
    expect(first.body.haveMore).toBe(true);
    expect(first.body.data).toHaveLength(4);
    for (const item of first.body.data) {
      expect(Object.keys(item).sort()).toEqual(['date', 'description', 'fileFile', 'id', 'link', 'pathFile', 'pathImage', 'title']);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const dates = first.body.data.map((n: { date: string }) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const all = await get('/news/user/getWithLimit/50&0');
    expect(all.body.data.length).toBeGreaterThanOrEqual(25);
    expect(all.body.haveMore).toBe(false);
    const last = await get(`/news/user/getWithLimit/10&${all.body.data.length - 3}`);
    expect(last.body).toMatchObject({ haveMore: false });
    expect(last.body.data).toHaveLength(3);
    expect((await get('/news/user/getWithLimit/10&1000')).body).toEqual({ data: [], haveMore: false });
  });

  it('carries real webp pictures, some items without one, and PDFs where attached', async () => {
    const all = (await get('/news/user/getWithLimit/50&0')).body.data;
    const withImage = all.filter((n: { pathImage: string | null }) => n.pathImage !== null);
    expect(withImage.length).toBeGreaterThan(0);
    expect(withImage.length).toBeLessThan(all.length);
    expect(withImage.every((n: { pathImage: string }) => isWebp(n.pathImage))).toBe(true);
    const withFile = all.filter((n: { pathFile: string | null }) => n.pathFile !== null);
    expect(withFile.length).toBeGreaterThan(0);
    expect(withFile.every((n: { pathFile: string; fileFile: string }) => isPdf(n.pathFile) && n.fileFile.endsWith('.pdf'))).toBe(true);
    expect(all.some((n: { description: string }) => n.description.length > 50)).toBe(true);
  });

  it.each(['0&0', '51&0', '10&-1', '10', 'a&b', '10&0&1'])('refuses the page %s with 400', async (page) => {
    const answer = await get(`/news/user/getWithLimit/${page}`);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toEqual(expect.any(String));
  });

  it('returns one item by id (extension) and 404 for an unknown one', async () => {
    const [first] = (await get('/news/user/getWithLimit/1&0')).body.data;
    expect((await get(`/news/user/${first.id}`)).body).toEqual({ data: first });
    for (const id of ['999999', 'abc', '0']) {
      const answer = await get(`/news/user/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ msg: 'Notícia não encontrada' });
    }
  });
});

describe('FAQ', () => {
  it('lists at least 8 questions with answers', async () => {
    const answer = await get('/associate/faq');
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThanOrEqual(8);
    for (const entry of answer.body.data) expect(entry).toEqual({ id: expect.any(Number), question: expect.any(String), answer: expect.any(String) });
  });
});

describe('official documents', () => {
  it('lists accounting years 2025 to 2021, 2025 complete and 2021 with only dre and balanco', async () => {
    const { data } = (await get('/officialDocuments')).body;
    expect(data.map((y: { year: number }) => y.year)).toEqual([2025, 2024, 2023, 2022, 2021]);
    const kinds = ['dre', 'balanco', 'auditoria', 'analiseBalanco', 'relatorioAuditoria'];
    for (const kind of kinds) {
      expect(data[0][kind]).toEqual({ id: expect.any(Number), title: expect.any(String), data: expect.any(String) });
      expect(isPdf(data[0][kind].data)).toBe(true);
    }
    expect(data[4].dre).not.toBeNull();
    expect(data[4].balanco).not.toBeNull();
    expect([data[4].auditoria, data[4].analiseBalanco, data[4].relatorioAuditoria]).toEqual([null, null, null]);
  });

  it('lists A.G.O 2024, A.G.O 2025 (with one encrypted PDF) and at least 4 informative documents', async () => {
    const ago2024 = (await get('/officialDocumentsAgo')).body.data;
    const ago2025 = (await get('/officialDocumentsAgo2025')).body.data;
    const informativo = (await get('/officialDocumentsInformativo')).body.data;
    expect(ago2024.length).toBeGreaterThan(0);
    expect(informativo.length).toBeGreaterThanOrEqual(4);
    for (const doc of [...ago2024, ...ago2025, ...informativo]) {
      expect(Object.keys(doc).sort()).toEqual(['data', 'id', 'title']);
      expect(isPdf(doc.data)).toBe(true);
    }
    const encrypted = ago2025.filter((d: { data: string }) => bytes(d.data).toString('latin1').includes('/Encrypt'));
    expect(encrypted).toHaveLength(1);
  });

  it('returns one document of any list by id (extension), 404 otherwise', async () => {
    const [doc] = (await get('/officialDocumentsInformativo')).body.data;
    expect((await get(`/officialDocuments/file/${doc.id}`)).body).toEqual({ data: doc });
    const missing = await get('/officialDocuments/file/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ msg: 'Documento não encontrado' });
  });
});
