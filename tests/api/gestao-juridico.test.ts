// 'Jurídico' of the back office (issue 22): lawsuits (create, edit, link members by CPF, updates
// and motions with a checked PDF), folders (create, nest, share by CPF list, upload) and terms
// with versions and their acceptance report. Every write leaves its audit row, every view of
// members' names and CPFs too, members see the result at their next call, and the roles outside
// the area are refused.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROUTE_ROLES } from '../../associate-api/routes/staff/access.ts';
import { auditLog, lawsuits, notices, sharedFolderMembers, sharedFolders } from '../../associate-api/db/schema.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, NOBODY_CPF, signIn } from './helpers/client.ts';
import { signInStaff } from './helpers/staff.ts';
import { until } from './helpers/until.ts';
import { upload } from './helpers/upload.ts';
import { brokenPdf, onePagePdf, passwordProtectedPdf } from '../support/pdfs.ts';

let api: TestApi;
let juridico: Record<string, string>;
let maria: Record<string, string>;
let ana: Record<string, string>;
beforeAll(async () => {
  api = await startApi();
  [juridico, maria, ana] = await Promise.all([signInStaff(api, 'juridico'), signIn(api, MARIA), signIn(api, ANA)]);
});
afterAll(async () => { await api?.close(); });

const staff = (method: string, path: string, body?: unknown) => call(api, method, path, { cookies: juridico, body });
const member = (cookies: Record<string, string>, path: string) => call(api, 'GET', path, { cookies });
const auditRows = (entity: string, entityId: number) => api.database.db.select().from(auditLog)
  .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)))).orderBy(auditLog.id);
const lawsuitCount = async () => (await api.database.db.select({ n: count() }).from(lawsuits))[0]!.n;
const idOf = async (cpf: string) => (await api.database.db.execute(sql`select id from associates where cpf = ${cpf}`) as unknown as { rows: { id: number }[] }).rows[0]!.id;

const NEW_LAWSUIT = {
  number: '5001234-56.2026.4.03.6100', actionName: 'Revisão coletiva do teto', caseTitle: 'Associação x Instituto Nacional do Seguro Social',
  court: 'Justiça Federal', vara: '3ª Vara Previdenciária', lawFirmName: 'Lacerda Advogados', lawyerName: 'Beatriz Lacerda',
};

describe('roles outside Jurídico', () => {
  it('are refused (403, pt-BR) on every Jurídico route; juridico and admin pass', async () => {
    const routes = [...STAFF_ROUTE_ROLES].filter(([key]) => key.includes('/staff/juridico'));
    expect(routes.length).toBeGreaterThanOrEqual(14);
    const cookiesOf = Object.fromEntries(await Promise.all((['comunicacao', 'atendimento', 'financeiro', 'admin'] as const).map(async (role) => [role, await signInStaff(api, role)])));
    for (const [key] of routes) {
      const [method, path] = key.split(' ') as [string, string];
      const concrete = path.replace(/:[a-z]+/g, '999999');
      for (const role of ['comunicacao', 'atendimento', 'financeiro'] as const) {
        const answer = await call(api, method, concrete, { cookies: cookiesOf[role], body: method === 'GET' ? undefined : {} });
        expect(answer, `${role} ${key}`).toMatchObject({ status: 403, body: { msg: 'Acesso negado: o seu perfil não dá acesso a esta área.' } });
      }
    }
    expect((await call(api, 'GET', '/staff/juridico/lawsuits', { cookies: cookiesOf.admin })).status).toBe(200);
  });
});

describe('lawsuits', () => {
  let lawsuitId: number;

  it('checks a CPF list row by row (check digits, a member with the CPF) without writing', async () => {
    const answer = await staff('POST', '/staff/juridico/cpf-check', { cpfs: `cpf\n529.982.247-25\n123.456.789-00\n${NOBODY_CPF}\n93541134780\n` });
    expect(answer.status).toBe(200);
    expect(answer.body.data.errors).toEqual([
      { line: 3, value: '123.456.789-00', reason: 'CPF inválido (confira os dígitos verificadores)' },
      { line: 4, value: NOBODY_CPF, reason: 'Nenhum associado com este CPF' },
    ]);
    expect(answer.body.data.members).toEqual([]);
  });

  it('refuses a lawsuit whose CPF list has a bad row, and writes nothing', async () => {
    const before = await lawsuitCount();
    const answer = await staff('POST', '/staff/juridico/lawsuits', { ...NEW_LAWSUIT, cpfs: '52998224725\n52998224700' });
    expect(answer).toMatchObject({ status: 400, body: { msg: expect.stringContaining('Nada foi gravado') } });
    expect(await lawsuitCount()).toBe(before);
  });

  it('creates a collective lawsuit that both members see at once, with its audit rows', async () => {
    const answer = await staff('POST', '/staff/juridico/lawsuits', { ...NEW_LAWSUIT, cpfs: '529.982.247-25\n93541134780\n52998224725' });
    expect(answer).toMatchObject({ status: 201, body: { msg: 'Processo cadastrado.' } });
    lawsuitId = answer.body.id;
    for (const cookies of [maria, ana]) {
      const list = await member(cookies, '/process/getWithLimit/50&0');
      expect(list.body.data[0]).toMatchObject({ process_id: lawsuitId, number: NEW_LAWSUIT.number });
    }
    const rows = await auditRows('processo', lawsuitId);
    expect(rows.map((r) => [r.action, r.associateId, r.staffRole])).toEqual([
      ['criar', await idOf(MARIA.cpf), 'juridico'], ['vincular', await idOf(ANA.cpf), 'juridico'],
    ]);
  });

  it('edits a lawsuit, recording the fields before and after', async () => {
    const answer = await staff('POST', `/staff/juridico/lawsuits/${lawsuitId}`, { ...NEW_LAWSUIT, vara: '5ª Vara Previdenciária' });
    expect(answer).toMatchObject({ status: 200, body: { msg: 'Processo atualizado.' } });
    expect((await member(maria, `/process/show/${lawsuitId}/10&0`)).body.data.vara).toBe('5ª Vara Previdenciária');
    const edit = (await auditRows('processo', lawsuitId)).find((r) => r.action === 'editar')!;
    expect(edit.changes).toEqual({ before: { vara: '3ª Vara Previdenciária' }, after: { vara: '5ª Vara Previdenciária' } });
    expect((await staff('POST', '/staff/juridico/lawsuits/999999', NEW_LAWSUIT)).status).toBe(404);
    expect((await staff('POST', `/staff/juridico/lawsuits/${lawsuitId}`, { ...NEW_LAWSUIT, number: '' })).status).toBe(400);
  });

  it('audits the view of a lawsuit’s members, once per member shown', async () => {
    const answer = await staff('GET', `/staff/juridico/lawsuits/${lawsuitId}`);
    expect(answer.body.data.members.map((m: { name: string; first: boolean }) => [m.name, m.first])).toEqual([['Maria Aparecida da Silva', true], [expect.any(String), false]]);
    const views = (await auditRows('processo', lawsuitId)).filter((r) => r.action === 'visualizar');
    expect(views.map((r) => r.associateId).sort()).toEqual([await idOf(MARIA.cpf), await idOf(ANA.cpf)].sort());
  });

  it('unlinks a linked member (Ana no longer sees it), never the first one', async () => {
    const anaId = await idOf(ANA.cpf);
    expect((await staff('POST', `/staff/juridico/lawsuits/${lawsuitId}/members/${await idOf(MARIA.cpf)}/remove`)).status).toBe(409);
    expect((await staff('POST', `/staff/juridico/lawsuits/${lawsuitId}/members/${anaId}/remove`)).status).toBe(200);
    expect((await member(ana, `/process/show/${lawsuitId}/10&0`)).status).toBe(404);
    const linked = await staff('POST', `/staff/juridico/lawsuits/${lawsuitId}/members`, { cpfs: ANA.cpf });
    expect(linked).toMatchObject({ status: 200, body: { added: 1 } });
    expect((await member(ana, `/process/show/${lawsuitId}/10&0`)).status).toBe(200);
  });

  it('publishes an update with a PDF that members see and open at once, audited', async () => {
    const pdf = await onePagePdf('Sentença');
    const answer = await upload(api, '/staff/juridico/lawsuit-updates', juridico, { processo: String(lawsuitId), titulo: 'Sentença publicada', descricao: 'Pedido julgado procedente.' }, { name: 'sentenca.pdf', bytes: pdf });
    expect(answer).toMatchObject({ status: 201, body: { msg: expect.stringContaining('Andamento publicado'), lawsuitId } });
    const shown = await member(maria, `/process/show/${lawsuitId}/10&0`);
    expect(shown.body.data.updates[0]).toMatchObject({ id: answer.body.id, title: 'Sentença publicada', filename: 'sentenca.pdf', size: pdf.length });
    expect(shown.body.data.haveUpdates).toBe(true);
    const file = await fetch(`${api.url}/process/file/update/${answer.body.id}/pdf`, { headers: { 'x-api-key': 'chave-de-teste-da-api-0123456789abcdef', cookie: `sid=${maria.sid}` } });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    expect((await auditRows('andamento', answer.body.id)).map((r) => r.action)).toEqual(['criar']);
    // Both members of the collective lawsuit are told of the movement (the notice queue, issue 23 §3).
    const told = () => api.database.db.select({ associateId: notices.associateId }).from(notices)
      .where(and(eq(notices.category, 'lawsuit_movement'), eq(notices.link, `/juridico/processos/${lawsuitId}`)));
    const expected = [await idOf(MARIA.cpf), await idOf(ANA.cpf)].sort();
    await until(async () => (await told()).length === 2);
    expect((await told()).map((row) => row.associateId).sort()).toEqual(expected);
  });

  it('refuses what is not a PDF, a damaged PDF and a password-protected one, writing nothing', async () => {
    const fields = { processo: String(lawsuitId), titulo: 'Anexo', descricao: 'Teste' };
    const cases: [Uint8Array, string][] = [
      [new TextEncoder().encode('MZ não é PDF'), 'O arquivo não é um PDF. Envie um arquivo PDF.'],
      [brokenPdf(), 'O PDF está danificado e não pôde ser lido. Gere o arquivo novamente e envie outra vez.'],
      [await passwordProtectedPdf(), 'O PDF está protegido por senha. Envie uma cópia sem senha.'],
    ];
    const before = (await member(maria, `/process/show/${lawsuitId}/50&0`)).body.data.updates.length;
    for (const [bytes, msg] of cases) {
      expect(await upload(api, '/staff/juridico/lawsuit-updates', juridico, fields, { name: 'x.pdf', bytes })).toEqual({ status: 400, body: { msg } });
    }
    expect((await member(maria, `/process/show/${lawsuitId}/50&0`)).body.data.updates.length).toBe(before);
    expect((await upload(api, '/staff/juridico/lawsuit-updates', juridico, { ...fields, processo: '999999' })).status).toBe(404);
  });

  it('refuses a file above MAX_FILE_MB (413) before storing anything', async () => {
    const big = new Uint8Array(25 * 1024 * 1024 + 512 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const answer = await upload(api, '/staff/juridico/lawsuit-updates', juridico, { processo: String(lawsuitId), titulo: 'Grande', descricao: 'x' }, { name: 'grande.pdf', bytes: big });
    expect(answer).toEqual({ status: 413, body: { msg: 'Arquivo grande demais: o limite é de 25 MB.' } });
  });

  it('publishes a motion with its outcome and PDF', async () => {
    const answer = await upload(api, '/staff/juridico/lawsuit-motions', juridico, {
      processo: String(lawsuitId), tipo: 'Embargos de declaração', autor: 'Beatriz Lacerda', data: '2026-02-20', descricao: 'Omissão quanto aos juros.', resultado: 'deferido',
    }, { name: 'embargos.pdf', bytes: await onePagePdf() });
    expect(answer.status).toBe(201);
    const shown = await member(ana, `/process/show/${lawsuitId}/10&0`);
    expect(shown.body.data.motions[0]).toMatchObject({ motionType: 'Embargos de declaração', outcome: 'defired', filedDate: '2026-02-20', filename: 'embargos.pdf' });
    expect((await auditRows('peticao', answer.body.id)).length).toBe(1);
    const bad = await upload(api, '/staff/juridico/lawsuit-motions', juridico, { processo: String(lawsuitId), tipo: 'X', autor: 'Y', data: '2026-02-30', descricao: 'Z' });
    expect(bad).toEqual({ status: 400, body: { msg: 'Data do protocolo: informe uma data válida (AAAA-MM-DD).' } });
  });
});

describe('folders and terms', () => {
  let folderId: number;

  it('creates a folder and a subfolder inside it, audited', async () => {
    const top = await staff('POST', '/staff/juridico/folders', { title: 'Ação coletiva 2026', description: 'Peças da ação coletiva.' });
    expect(top).toMatchObject({ status: 201, body: { msg: 'Pasta criada.' } });
    folderId = top.body.id;
    const sub = await staff('POST', '/staff/juridico/folders', { title: 'Decisões', description: 'Decisões e sentenças.', parentId: String(folderId) });
    expect(sub.status).toBe(201);
    const [row] = await api.database.db.select().from(sharedFolders).where(eq(sharedFolders.id, sub.body.id));
    expect(row).toMatchObject({ parentId: folderId, name: 'decisoes' });
    expect((await auditRows('pasta', sub.body.id)).map((r) => r.action)).toEqual(['criar']);
    expect((await staff('POST', '/staff/juridico/folders', { title: 'X', description: 'Y', parentId: '999999' })).status).toBe(404);
    expect((await staff('POST', `/staff/juridico/folders/${sub.body.id}/members`, { cpfs: MARIA.cpf })).status).toBe(409);
  });

  it('shares by a CSV of CPFs only when every row is valid', async () => {
    const bad = await staff('POST', `/staff/juridico/folders/${folderId}/members`, { cpfs: 'nome;cpf\nMaria;529.982.247-25\nFulano;111.111.111-11\n' });
    expect(bad.status).toBe(400);
    expect(await api.database.db.select().from(sharedFolderMembers).where(eq(sharedFolderMembers.folderId, folderId))).toEqual([]);
    const good = await staff('POST', `/staff/juridico/folders/${folderId}/members`, { cpfs: 'nome;cpf\nMaria;529.982.247-25\nAna;935.411.347-80\n' });
    expect(good).toMatchObject({ status: 200, body: { msg: 'Pasta compartilhada com 2 associados.', added: 2 } });
    const titles = (await member(ana, '/folderViewer/associates/getWithLimit/50&0')).body.data.map((f: { title: string }) => f.title);
    expect(titles).toContain('Ação coletiva 2026');
    expect((await auditRows('pasta', folderId)).filter((r) => r.action === 'compartilhar').length).toBe(2);
  });

  it('uploads a checked PDF that members see in the folder', async () => {
    const answer = await upload(api, '/staff/juridico/folder-files', juridico, { pasta: String(folderId), titulo: 'Petição inicial' }, { name: 'inicial.pdf', bytes: await onePagePdf() });
    expect(answer).toMatchObject({ status: 201, body: { msg: 'Arquivo publicado na pasta.' } });
    const contents = await member(maria, `/fileViewer/getWithLimit/associate/${folderId}/10&0`);
    expect(contents.body.data.files[0]).toMatchObject({ title: 'Petição inicial', file_name: 'inicial.pdf', user_email: 'juridico@associacao.example.com.br' });
    expect((await upload(api, '/staff/juridico/folder-files', juridico, { pasta: String(folderId), titulo: 'x' }, { name: 'x.pdf', bytes: brokenPdf() })).status).toBe(400);
  });

  it('publishing new terms asks every member to accept again; the report shows who accepted which version', async () => {
    const folders = async () => (await member(maria, '/folderViewer/associates/getWithLimit/50&0')).body.data as { id: number; title: string; authorization: boolean; terms: { version: number } | null }[];
    const acordos = (await folders()).find((f) => f.title === 'Acordos coletivos')!;
    expect(acordos.authorization).toBe(true);
    const published = await staff('POST', `/staff/juridico/folders/${acordos.id}/terms`, { title: 'Termo de confidencialidade', text: 'Nova redação dos termos, versão revista.' });
    expect(published).toMatchObject({ status: 200, body: { version: 2 } });
    const after = (await folders()).find((f) => f.id === acordos.id)!;
    expect(after).toMatchObject({ authorization: false, terms: { version: 2 } });
    expect((await member(maria, `/fileViewer/getWithLimit/associate/${acordos.id}/10&0`)).status).toBe(428);
    expect((await staff('POST', `/staff/juridico/folders/${acordos.id}/terms`, { title: 'Termo de confidencialidade', text: 'Nova redação dos termos, versão revista.' })).status).toBe(409);
    expect((await auditRows('pasta', acordos.id)).filter((r) => r.action === 'publicar-termos')).toHaveLength(1);

    let report = await staff('GET', `/staff/juridico/folders/${acordos.id}/acceptances`);
    expect(report.body.data.pending.map((m: { name: string }) => m.name)).toEqual(['Maria Aparecida da Silva']);
    expect(report.body.data.acceptances[0]).toMatchObject({ version: 1, current: false });

    api.clock.advance(95_000);
    const accepted = await call(api, 'POST', '/authorizationFolder', { cookies: maria, body: { slug: `/pastasCompartilhadas/${acordos.id}`, duration: 95, scrool_depth: 100, device: 'Teste' } });
    expect(accepted.status).toBe(201);
    report = await staff('GET', `/staff/juridico/folders/${acordos.id}/acceptances`);
    expect(report.body.data.pending).toEqual([]);
    expect(report.body.data.acceptances[0]).toMatchObject({ name: 'Maria Aparecida da Silva', version: 2, current: true, durationSeconds: 95 });
    const csv = await fetch(`${api.url}/staff/juridico/folders/${acordos.id}/acceptances/csv`, {
      headers: { 'x-api-key': 'chave-de-teste-da-api-0123456789abcdef', cookie: `gestao_sessao=${juridico.gestao_sessao}` },
    });
    const text = await csv.text();
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(text.split('\r\n')[1]).toMatch(/^Maria Aparecida da Silva;52998224725;2;sim;.*;1 min 35 s;95;/);
    const views = await api.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'aceite'), eq(auditLog.action, 'visualizar'))).orderBy(desc(auditLog.id));
    expect(views.length).toBeGreaterThanOrEqual(3);
  });
});
