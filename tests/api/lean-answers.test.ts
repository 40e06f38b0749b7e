// Lean answers (issue 8): lists carry ids, titles and sizes, never the files; the bytes come by id
// as real files; the dashboard is one call; the news list can be asked for many pages at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { API_KEY } from './helpers/api-server.ts';
import { call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
let cookies: Record<string, string>;
beforeAll(async () => {
  api = await startApi();
  cookies = await signIn(api, MARIA);
});
afterAll(async () => { await api?.close(); });

const get = (path: string) => call(api, 'GET', path, { cookies });
const getRaw = (path: string) => fetch(api.url + path, { headers: { 'x-api-key': API_KEY, cookie: `sid=${cookies.sid}` } });

describe('lean lists', () => {
  it('news pages carry sizes instead of base64, and up to 500 items in one call', async () => {
    const answer = await get('/news/user/getWithLimit/300&0');
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThanOrEqual(25);
    for (const item of answer.body.data) {
      expect(Object.keys(item).sort()).toEqual(['date', 'description', 'fileFile', 'fileSize', 'id', 'imageSize', 'link', 'title']);
    }
    expect(answer.body.data.some((n: { imageSize: number | null }) => n.imageSize === null)).toBe(true);
    expect(answer.body.data.some((n: { imageSize: number | null }) => (n.imageSize ?? 0) > 0)).toBe(true);
    expect((await get('/news/user/getWithLimit/501&0')).status).toBe(400);
    expect((await get('/news/user/getWithLimit/51&0?full=1')).status).toBe(400);
  });

  it('a page of lean news is a small fraction of the spec shape', async () => {
    const lean = JSON.stringify((await get('/news/user/getWithLimit/10&0')).body);
    const full = JSON.stringify((await get('/news/user/getWithLimit/10&0?full=1')).body);
    expect(lean.length * 5).toBeLessThan(full.length);
  });

  it.each(['/officialDocumentsAgo', '/officialDocumentsAgo2025', '/officialDocumentsInformativo'])('%s lists { id, title, size }', async (path) => {
    const { data } = (await get(path)).body;
    expect(data.length).toBeGreaterThan(0);
    for (const doc of data) expect(doc).toEqual({ id: expect.any(Number), title: expect.any(String), size: expect.any(Number) });
  });

  it('accounting years hold lean documents in their slots', async () => {
    const { data } = (await get('/officialDocuments')).body;
    expect(data[0].dre).toEqual({ id: expect.any(Number), title: expect.any(String), size: expect.any(Number) });
    expect(data[4].auditoria).toBeNull();
  });
});

describe('bytes by id', () => {
  it('a document is a real PDF of the size its list gave, with its title', async () => {
    const [doc] = (await get('/officialDocumentsInformativo')).body.data;
    expect((await get(`/officialDocuments/file/${doc.id}`)).body).toEqual({ data: doc });
    const response = await getRaw(`/officialDocuments/file/${doc.id}/pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(decodeURIComponent(response.headers.get('x-document-title') ?? '')).toBe(doc.title);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(doc.size);
    expect((await getRaw('/officialDocuments/file/999999/pdf')).status).toBe(404);
  });

  it('a news picture and attachment come alone, as webp and PDF', async () => {
    const { data } = (await get('/news/user/getWithLimit/100&0')).body;
    const pictured = data.find((n: { imageSize: number | null }) => n.imageSize);
    const attached = data.find((n: { fileSize: number | null }) => n.fileSize);
    const bare = data.find((n: { imageSize: number | null }) => n.imageSize === null);
    const image = await getRaw(`/news/user/${pictured.id}/image`);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await image.arrayBuffer()).byteLength).toBe(pictured.imageSize);
    const file = await getRaw(`/news/user/${attached.id}/file`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.arrayBuffer()).byteLength).toBe(attached.fileSize);
    expect((await getRaw(`/news/user/${bare.id}/image`)).status).toBe(404);
    // One item also carries its long text and its picture's alt text (written in the back office).
    expect((await get(`/news/user/${pictured.id}`)).body).toEqual({ data: { ...pictured, text: null, imageAlt: null } });
  });

  it('bytes need a session like the lists', async () => {
    const response = await fetch(`${api.url}/officialDocuments/file/1/pdf`, { headers: { 'x-api-key': API_KEY } });
    expect(response.status).toBe(401);
  });
});

describe('GET /user/dashboard', () => {
  it('is the name and the four latest lean news in one call', async () => {
    const answer = await get('/user/dashboard');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ associate_id: expect.any(Number), name: 'Maria Aparecida da Silva' });
    const latest = (await get('/news/user/getWithLimit/4&0')).body.data;
    expect(answer.body.data.news).toEqual(latest);
    expect((await call(api, 'GET', '/user/dashboard')).status).toBe(401);
  });
});
