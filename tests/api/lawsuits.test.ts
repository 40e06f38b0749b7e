// Lawsuits: the member's list and one case with updates and motions paged by the same
// limit/offset, attachments by id, and nothing of anyone else's (404 as for an unknown id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
let maria: Record<string, string>;
let ana: Record<string, string>;
beforeAll(async () => {
  api = await startApi();
  [maria, ana] = await Promise.all([signIn(api, MARIA), signIn(api, ANA)]);
});
afterAll(async () => { await api?.close(); });

const get = (path: string, cookies = maria) => call(api, 'GET', path, { cookies });
type Lawsuit = { process_id: number; number: string; process_updated_at: string; haveUpdates: boolean };
const allLawsuits = async (): Promise<Lawsuit[]> => (await get('/process/getWithLimit/50&0')).body.data;
const lawsuitWith = async (updates: number, motions: number) => {
  for (const lawsuit of await allLawsuits()) {
    const shown = (await get(`/process/show/${lawsuit.process_id}/50&0`)).body.data;
    if (shown.updates.length === updates && shown.motions.length === motions) return lawsuit.process_id;
  }
  throw new Error(`nenhum processo com ${updates} atualizações e ${motions} solicitações`);
};

describe('GET /process/getWithLimit', () => {
  it('lists the member’s lawsuits in the contract shape, most recently updated first', async () => {
    const all = await allLawsuits();
    expect(all.length).toBe(13);
    expect(Object.keys(all[0]!).sort()).toEqual(['action_name', 'caseTitle', 'court', 'haveUpdates', 'lawFirmName', 'lawyerName',
      'number', 'process_id', 'process_updated_at', 'vara']);
    const dates = all.map((l) => l.process_updated_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.some((l) => l.haveUpdates) && all.some((l) => !l.haveUpdates)).toBe(true);
  });

  it('pages by limit and offset; past the end is an empty page', async () => {
    const all = await allLawsuits();
    const first = (await get('/process/getWithLimit/10&0')).body.data;
    const second = (await get('/process/getWithLimit/10&10')).body.data;
    expect(first).toHaveLength(10);
    expect(second).toHaveLength(3);
    expect([...first, ...second]).toEqual(all);
    expect(await get('/process/getWithLimit/10&13')).toMatchObject({ status: 200, body: { data: [] } });
    expect(await get('/process/getWithLimit/10&999999')).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('answers up to 300 at once (30 pages of the portal in one call)', async () => {
    expect((await get('/process/getWithLimit/300&0')).body.data).toEqual(await allLawsuits());
  });

  it.each(['0&0', '301&0', '-1&0', '10&-1', '10', 'dez&0', '99999&0'])('refuses the page %s with 400 and a pt-BR msg', async (page) => {
    const answer = await get(`/process/getWithLimit/${page}`);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/^Paginação inválida/);
  });

  it('gives Ana an empty list', async () => {
    expect((await get('/process/getWithLimit/10&0', ana)).body).toEqual({ data: [] });
  });
});

describe('GET /process/show', () => {
  it('pages updates and motions by the same limit/offset down to a page that brings nothing', async () => {
    const id = await lawsuitWith(20, 10);
    const page = async (offset: number) => (await get(`/process/show/${id}/10&${offset}`)).body.data;
    const [one, two, three] = [await page(0), await page(10), await page(20)];
    expect([one.updates.length, one.motions.length]).toEqual([10, 10]);
    expect([two.updates.length, two.motions.length]).toEqual([10, 0]);
    expect([three.updates.length, three.motions.length]).toEqual([0, 0]);
    expect(three).toMatchObject({ process_id: id, haveUpdates: true });
    const ids = [...one.updates, ...two.updates].map((u: { id: number }) => u.id);
    expect(new Set(ids).size).toBe(20);
  });

  it('carries updates and motions in the contract shape (an attachment’s size, not its bytes), with pending, granted and denied outcomes', async () => {
    const id = await lawsuitWith(16, 13);
    const { data } = (await get(`/process/show/${id}/50&0`)).body;
    expect(Object.keys(data.updates[0]).sort()).toEqual(['created_at', 'description', 'filename', 'id', 'size', 'title']);
    expect(Object.keys(data.motions[0]).sort()).toEqual(['created_at', 'decisionDate', 'description', 'filedBy',
      'filedDate', 'filename', 'id', 'judgeName', 'motionType', 'notes', 'outcome', 'size']);
    expect(new Set(data.motions.map((m: { outcome: string | null }) => m.outcome))).toEqual(new Set([null, 'defired', 'indeferido']));
    const attached = data.updates.find((u: { filename: string | null }) => u.filename);
    expect(attached.size).toBeGreaterThan(500);
  });

  it('serves one attachment by id (extension) and 404 for a missing file, kind or id', async () => {
    const id = await lawsuitWith(16, 13);
    const { data } = (await get(`/process/show/${id}/50&0`)).body;
    const update = data.updates.find((u: { filename: string | null }) => u.filename);
    const motion = data.motions.find((m: { filename: string | null }) => m.filename);
    const file = await get(`/process/file/update/${update.id}`);
    expect(file.status).toBe(200);
    expect(file.body.data).toEqual({ id: update.id, title: update.title, filename: update.filename, size: update.size });
    expect((await get(`/process/file/motion/${motion.id}`)).status).toBe(200);
    const bare = data.updates.find((u: { filename: string | null }) => !u.filename);
    for (const path of [`/process/file/update/${bare.id}`, `/process/file/other/${update.id}`, '/process/file/update/abc', '/process/file/motion/999999']) {
      expect(await get(path)).toMatchObject({ status: 404, body: { msg: 'Documento não encontrado' } });
    }
  });

  it.each(['999999', 'abc', '0', '-1', '1.5'])('answers 404 Processo não encontrado for the id %s', async (id) => {
    expect(await get(`/process/show/${id}/10&0`)).toMatchObject({ status: 404, body: { msg: 'Processo não encontrado' } });
  });

  it('refuses a bad page of a real lawsuit with 400', async () => {
    const [first] = await allLawsuits();
    for (const page of ['0&0', '51&0', '10&-1']) expect((await get(`/process/show/${first!.process_id}/${page}`)).status).toBe(400);
  });

  it('never shows Maria’s lawsuits or their attachments to Ana', async () => {
    const id = await lawsuitWith(16, 13);
    const { data } = (await get(`/process/show/${id}/50&0`)).body;
    const update = data.updates.find((u: { filename: string | null }) => u.filename);
    expect(await get(`/process/show/${id}/10&0`, ana)).toMatchObject({ status: 404, body: { msg: 'Processo não encontrado' } });
    expect(await get(`/process/file/update/${update.id}`, ana)).toMatchObject({ status: 404 });
  });

  it.each(['/process/getWithLimit/10&0', '/process/show/1/10&0', '/process/file/update/1'])('%s needs a session (401)', async (path) => {
    expect(await call(api, 'GET', path)).toMatchObject({ status: 401, body: { msg: 'Login expirado' } });
  });
});
