// Shared folders: the list with authorization flags, the terms, the append-only acceptance record,
// the contents of open folders only, and nothing of anyone else's (404 as for an unknown id).
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderAuthorizations, sharedFiles, sharedFolders } from '../../associate-api/db/schema.ts';
import { termsHash } from '../../associate-api/services/folder-terms.ts';
import { API_KEY, startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
let maria: Record<string, string>;
let ana: Record<string, string>;
beforeAll(async () => {
  api = await startApi();
  [maria, ana] = await Promise.all([signIn(api, MARIA), signIn(api, ANA)]);
});
afterAll(async () => { await api?.close(); });

type Folder = { id: number; title: string; authorization: boolean; authorizationTitle: string | null; terms?: unknown };
const get = (path: string, cookies = maria) => call(api, 'GET', path, { cookies });
const accept = (body: unknown, cookies = maria, headers?: Record<string, string>) =>
  call(api, 'POST', '/authorizationFolder', { cookies, body, headers });
const folders = async (cookies = maria): Promise<Folder[]> => (await get('/folderViewer/associates/getWithLimit/50&0', cookies)).body.data;
const folderTitled = async (title: string) => (await folders()).find((f) => f.title === title)!;
const contents = (id: number, page = '10&0', cookies = maria) => get(`/fileViewer/getWithLimit/associate/${id}/${page}`, cookies);
const records = (folderId: number) => api.database.db.select().from(folderAuthorizations)
  .where(eq(folderAuthorizations.folderId, folderId)).orderBy(folderAuthorizations.id);
const request = (id: number, extra: Record<string, unknown> = {}) => ({
  slug: `/pastasCompartilhadas/${id}`, duration: 42, scrool_depth: 87, device: 'Mozilla/5.0 (X11; Linux x86_64) Teste', ...extra,
});

describe('GET /folderViewer/associates/getWithLimit', () => {
  it('lists Maria’s four folders with the authorization flag and terms title', async () => {
    const list = await folders();
    expect(list).toHaveLength(4);
    expect(Object.keys(list[0]!).sort()).toEqual(['authorization', 'authorizationTitle', 'created_at', 'description', 'id', 'name', 'terms', 'title']);
    expect(list.filter((f) => !f.authorization).map((f) => f.title).sort()).toEqual(['Assembleia extraordinária 2025', 'Processo coletivo 2024']);
    expect(list.find((f) => f.title === 'Documentos da associada')).toMatchObject({ authorization: true, authorizationTitle: null });
    expect(list.find((f) => f.title === 'Acordos coletivos')).toMatchObject({ authorization: true, authorizationTitle: 'Termo de confidencialidade' });
  });

  it('carries the terms still to accept, as the terms call answers them (one call for the list page)', async () => {
    const list = await folders();
    for (const folder of list) {
      const terms = (await get(`/authorizationViewer/request/${folder.id}`)).body.data;
      expect(folder.terms, folder.title).toEqual(folder.authorization ? null : terms);
    }
    expect(list.filter((f) => f.terms).map((f) => f.title).sort()).toEqual(['Assembleia extraordinária 2025', 'Processo coletivo 2024']);
  });

  it('pages, with an empty page past the end, and refuses bad limits', async () => {
    const all = await folders();
    const pages = [(await get('/folderViewer/associates/getWithLimit/3&0')).body.data, (await get('/folderViewer/associates/getWithLimit/3&3')).body.data];
    expect(pages.flat()).toEqual(all);
    expect((await get('/folderViewer/associates/getWithLimit/10&4')).body).toEqual({ data: [] });
    expect((await get('/folderViewer/associates/getWithLimit/300&0')).body.data).toEqual(all);
    for (const page of ['0&0', '301&0', '-1&0', '10&x']) expect((await get(`/folderViewer/associates/getWithLimit/${page}`)).status).toBe(400);
  });

  it('gives Ana an empty list', async () => {
    expect(await folders(ana)).toEqual([]);
  });
});

describe('terms and acceptance', () => {
  it('shows the terms of a restricted folder with version and hash', async () => {
    const folder = await folderTitled('Processo coletivo 2024');
    const terms = (await get(`/authorizationViewer/request/${folder.id}`)).body.data;
    expect(terms).toMatchObject({ id: folder.id, title: 'Termo de confidencialidade da ação coletiva', version: 1, slug: `/pastasCompartilhadas/${folder.id}` });
    expect(terms.text).toMatch(/uso exclusivo do associado/);
    expect(terms.hash).toBe(termsHash(terms.title, terms.text));
  });

  it('answers 400 for a folder without terms and 404 for unknown, nested or other members’ folders', async () => {
    const open = await folderTitled('Documentos da associada');
    expect(await get(`/authorizationViewer/request/${open.id}`)).toMatchObject({ status: 400, body: { msg: 'Esta pasta não exige termo de acesso.' } });
    const [sub] = (await contents(open.id)).body.data.subFolders;
    const restricted = await folderTitled('Processo coletivo 2024');
    for (const [id, who] of [['999999', maria], ['abc', maria], [String(sub.id), maria], [String(restricted.id), ana]] as const) {
      expect(await get(`/authorizationViewer/request/${id}`, who)).toMatchObject({ status: 404, body: { msg: 'Pasta não encontrada' } });
    }
  });

  it('keeps a restricted folder’s contents and files closed until the terms are accepted, then records who, where, when and what', async () => {
    const folder = await folderTitled('Processo coletivo 2024');
    const locked = await contents(folder.id);
    expect(locked).toMatchObject({ status: 428, body: { msg: 'Aceite o termo de acesso da pasta para ver o seu conteúdo.' } });
    expect(JSON.stringify(locked.body)).not.toMatch(/Petição/);

    // The list just served the terms; the member reads for a minute and a half, whatever the
    // browser then claims (duration 42): the reading time on record is the API's own measure.
    api.clock.advance(90_000);
    const accepted = await accept(request(folder.id), maria, { 'x-forwarded-for': '203.0.113.45' });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ msg: 'Acesso liberado', data: { folder_id: folder.id, authorization: true } });

    const [record] = await records(folder.id);
    const [row] = await api.database.db.select().from(sharedFolders).where(eq(sharedFolders.id, folder.id));
    expect(record).toMatchObject({
      slug: `/pastasCompartilhadas/${folder.id}`, durationSeconds: 90, reportedScrollDepth: 87, device: 'Mozilla/5.0 (X11; Linux x86_64) Teste',
      ip: '203.0.113.45', termsVersion: 1, termsHash: termsHash(row!.authorizationTitle!, row!.termsText!),
    });
    expect(record!.createdAt.getTime() - record!.termsServedAt!.getTime()).toBeGreaterThanOrEqual(90_000);
    expect(Math.abs(record!.createdAt.getTime() - api.clock.now().getTime())).toBeLessThan(60_000);
    expect((await folderTitled('Processo coletivo 2024')).authorization).toBe(true);

    const opened = await contents(folder.id);
    expect(opened.status).toBe(200);
    const [file] = opened.body.data.files;
    expect(file.title).toBe('Petição inicial da ação coletiva');
    const served = await get(`/fileViewer/associate/${file.id}`);
    expect(served).toMatchObject({ status: 200, body: { data: { id: file.id, title: 'Petição inicial da ação coletiva' } } });
    expect(served.body.data.size).toBeGreaterThan(500);
  });

  it('keeps every acceptance as a new record, unknown depth as null', async () => {
    const folder = await folderTitled('Assembleia extraordinária 2025');
    expect((await accept(request(folder.id, { scrool_depth: null, duration: 0 }))).status).toBe(201);
    expect((await accept(request(folder.id, { scrool_depth: 100 }))).status).toBe(201);
    const rows = await records(folder.id);
    expect(rows.map((r) => r.reportedScrollDepth)).toEqual([null, 100]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
  });

  it.each([
    ['no slug', { slug: undefined }, 'Pasta inválida'],
    ['a slug that is not the folder’s path', { slug: '/outra/1' }, 'Pasta inválida'],
    ['a slug with extra segments', { slug: '/pastasCompartilhadas/1/2' }, 'Pasta inválida'],
    ['a negative duration', { duration: -1 }, 'Tempo de leitura inválido'],
    ['a duration as text', { duration: '42' }, 'Tempo de leitura inválido'],
    ['a depth above 100', { scrool_depth: 101 }, 'Leitura do termo inválida'],
    ['a fractional depth', { scrool_depth: 50.5 }, 'Leitura do termo inválida'],
    ['an empty device', { device: '' }, 'Dispositivo inválido'],
    ['a device of 600 characters', { device: 'x'.repeat(600) }, 'Dispositivo inválido'],
  ])('refuses %s with 400 and writes nothing', async (_case, extra, message) => {
    const folder = await folderTitled('Assembleia extraordinária 2025');
    const before = (await records(folder.id)).length;
    const answer = await accept(request(folder.id, extra));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(new RegExp(`^${message}`));
    expect(await records(folder.id)).toHaveLength(before);
  });

  it('refuses a 3 MB device string (413), a folder without terms (400) and other members’ folders (404), writing nothing', async () => {
    const restricted = await folderTitled('Assembleia extraordinária 2025');
    const open = await folderTitled('Documentos da associada');
    const before = (await api.database.db.select().from(folderAuthorizations)).length;
    const huge = await announceBody(JSON.stringify(request(restricted.id, { device: 'x'.repeat(3 * 1024 * 1024) })).length);
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).msg).toBe('Requisição muito grande.');
    expect((await accept(request(open.id))).status).toBe(400);
    expect(await accept(request(restricted.id), ana)).toMatchObject({ status: 404, body: { msg: 'Pasta não encontrada' } });
    expect(await accept(request(999999))).toMatchObject({ status: 404 });
    expect(await api.database.db.select().from(folderAuthorizations)).toHaveLength(before);
  });
});

/**
 * A POST that announces a body of `length` bytes and waits for the answer before sending it: the
 * API refuses by Content-Length and closes the connection, which a client still writing 3 MB
 * would see as a broken pipe instead of the answer.
 */
function announceBody(length: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${api.url}/authorizationFolder`, {
      method: 'POST',
      headers: { 'x-api-key': API_KEY, 'content-type': 'application/json', 'content-length': String(length), cookie: `sid=${maria.sid}` },
    }, (answer) => {
      let body = '';
      answer.on('data', (chunk) => { body += chunk; });
      answer.on('end', () => { resolve({ status: answer.statusCode ?? 0, body }); outgoing.destroy(); });
    });
    outgoing.on('error', reject);
    outgoing.flushHeaders();
  });
}

describe('folder contents', () => {
  it('pages subfolders and files by the same limit/offset, files described without their bytes', async () => {
    const folder = await folderTitled('Documentos da associada');
    const first = (await contents(folder.id)).body.data;
    expect(first.subFolders.map((f: { title: string }) => f.title)).toEqual(['Comprovantes', 'Declarações']);
    expect(first.files).toHaveLength(10);
    expect(Object.keys(first.files[0]).sort()).toEqual(['created_at', 'file_name', 'id', 'size', 'title', 'user_email']);
    expect(first.files[0].user_email).toMatch(/@associacao\.example\.com\.br$/);
    expect(first.folder).toMatchObject({ id: folder.id, title: 'Documentos da associada', parent_id: null });
    const second = (await contents(folder.id, '10&10')).body.data;
    expect(second.subFolders).toEqual([]);
    expect(second.files).toHaveLength(2);
    expect((await contents(folder.id, '10&20')).body.data).toMatchObject({ subFolders: [], files: [] });
    for (const page of ['0&0', '51&0', '10&-1']) expect((await contents(folder.id, page)).status).toBe(400);
  });

  it('opens nested subfolders with the path down to them', async () => {
    const folder = await folderTitled('Documentos da associada');
    const declaracoes = (await contents(folder.id)).body.data.subFolders.find((f: { title: string }) => f.title === 'Declarações');
    const level2 = (await contents(declaracoes.id)).body.data;
    const [nested] = level2.subFolders;
    expect(nested.title).toBe('Anos anteriores');
    const level3 = (await contents(nested.id)).body.data;
    expect(level3.path.map((f: { title: string }) => f.title)).toEqual(['Documentos da associada', 'Declarações', 'Anos anteriores']);
    expect(level3.files.map((f: { title: string }) => f.title)).toEqual(['Declaração anual de contribuições de 2023']);
    expect(level3.subFolders).toEqual([]);
  });

  it('never lists or serves Maria’s folders, subfolders or files to Ana, nor unknown ids', async () => {
    const folder = await folderTitled('Documentos da associada');
    const { subFolders, files } = (await contents(folder.id)).body.data;
    for (const id of [folder.id, subFolders[0].id]) {
      expect(await contents(id, '10&0', ana)).toMatchObject({ status: 404, body: { msg: 'Pasta não encontrada' } });
    }
    expect(await get(`/fileViewer/associate/${files[0].id}`, ana)).toMatchObject({ status: 404, body: { msg: 'Arquivo não encontrado' } });
    for (const id of ['999999', 'abc', '0']) {
      expect((await contents(id as unknown as number)).status).toBe(404);
      expect((await get(`/fileViewer/associate/${id}`)).status).toBe(404);
    }
  });

  it('does not serve a file of a restricted folder before acceptance, even by id', async () => {
    const folder = await folderTitled('Assembleia extraordinária 2025');
    // This suite accepted these terms above (acceptances cannot be deleted): new terms close it again.
    await api.database.db.update(sharedFolders).set({ termsText: 'Termo revisto.' }).where(eq(sharedFolders.id, folder.id));
    expect((await folderTitled('Assembleia extraordinária 2025')).authorization).toBe(false);
    const [file] = await api.database.db.select().from(sharedFiles).where(eq(sharedFiles.folderId, folder.id));
    expect(await get(`/fileViewer/associate/${file!.id}`)).toMatchObject({ status: 428, body: { msg: 'Aceite o termo de acesso da pasta para ver o seu conteúdo.' } });
  });

  it('asks for a new acceptance when the terms change', async () => {
    const folder = await folderTitled('Acordos coletivos');
    expect(folder.authorization).toBe(true);
    await api.database.db.update(sharedFolders).set({ termsText: 'Novo texto do termo.', termsVersion: 2 }).where(eq(sharedFolders.id, folder.id));
    expect((await folderTitled('Acordos coletivos')).authorization).toBe(false);
    expect((await contents(folder.id)).status).toBe(428);
    expect((await accept(request(folder.id))).status).toBe(201);
    const latest = (await records(folder.id)).at(-1)!;
    expect(latest).toMatchObject({ termsVersion: 2, termsHash: termsHash('Termo de confidencialidade', 'Novo texto do termo.') });
    expect((await contents(folder.id)).status).toBe(200);
  });

  it.each(['/folderViewer/associates/getWithLimit/10&0', '/authorizationViewer/request/1', '/fileViewer/associate/1', '/fileViewer/getWithLimit/associate/1/10&0'])(
    '%s needs a session (401)', async (path) => {
      expect(await call(api, 'GET', path)).toMatchObject({ status: 401, body: { msg: 'Login expirado' } });
    },
  );
});
