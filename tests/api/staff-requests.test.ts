// 'Solicitações' and 'Registrar curador' of the back office (role atendimento, admin passes): the
// queue with filters, a request's detail (a personal-data view: audited), taking one up, answering
// it (the member reads the answer and gets an e-mail), every write with its audit row; other roles
// refused; bad input answered in pt-BR with nothing written. A guardian registered through the
// multipart route gets an accepted representation and a first-access link.
import { and, count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../contract/staff-roles.ts';
import { associates, auditLog, memberRequestAnswers, representations } from '../../associate-api/db/schema.ts';
import { API_KEY, startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, signIn } from './helpers/client.ts';
import { decodeMail, outboxMessages } from './helpers/outbox.ts';
import { signInStaff } from './helpers/staff.ts';
import { until } from './helpers/until.ts';

let api: TestApi;
let staff: Record<'atendimento' | 'admin' | 'juridico' | 'comunicacao', Record<string, string>>;
let maria: Record<string, string>;
beforeAll(async () => {
  api = await startApi();
  const roles = ['atendimento', 'admin', 'juridico', 'comunicacao'] as const;
  staff = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await signInStaff(api, role as StaffRole)] as const))) as typeof staff;
  maria = await signIn(api, MARIA);
});
afterAll(async () => { await api?.close(); });

const as = (role: keyof typeof staff) => (method: string, path: string, body?: unknown) => call(api, method, path, { cookies: staff[role], body });

async function mariaSends(message: string) {
  const token = await call(api, 'GET', '/csrftoken', { cookies: maria });
  const form = new FormData();
  form.set('subject', 'financeiro');
  form.set('message', message);
  const response = await fetch(`${api.url}/requests`, {
    method: 'POST', body: form,
    headers: { 'x-api-key': API_KEY, 'x-csrf-token': token.body.csrfToken, cookie: Object.entries({ ...maria, ...token.cookies }).map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  expect(response.status).toBe(201);
  return (await response.json()).data as { id: number; protocol: string };
}

const auditRows = (entityId: number, action: string) => api.database.db.select().from(auditLog)
  .where(and(eq(auditLog.entity, 'solicitacao'), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)));

describe('Solicitações na Gestão', () => {
  it('lista as solicitações mais novas primeiro, filtra por situação, assunto e protocolo', async () => {
    const sent = await mariaSends('Quero a segunda via do boleto de março.');
    const list = await as('atendimento')('GET', '/staff/requests');
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: sent.id, protocol: sent.protocol, status: 'recebido', subject: 'financeiro', memberName: 'Maria Aparecida da Silva' });
    const byProtocol = await as('atendimento')('GET', `/staff/requests?protocolo=${sent.protocol}`);
    expect(byProtocol.body).toMatchObject({ total: 1, data: [{ id: sent.id }] });
    const answered = await as('atendimento')('GET', '/staff/requests?situacao=respondido&assunto=financeiro');
    expect(answered.body.data.every((row: { status: string; subject: string }) => row.status === 'respondido' && row.subject === 'financeiro')).toBe(true);
    expect(answered.body.data.some((row: { id: number }) => row.id === sent.id)).toBe(false);
    for (const bad of ['situacao=fechado', 'assunto=inexistente', 'protocolo=123', 'pagina=0']) {
      expect(await as('atendimento')('GET', `/staff/requests?${bad}`)).toMatchObject({ status: 400, body: { msg: expect.stringContaining('Filtro inválido') } });
    }
  });

  it('mostra a solicitação com nome e CPF mascarado e registra a visualização na auditoria', async () => {
    const sent = await mariaSends('Mudei de endereço.');
    const detail = await as('atendimento')('GET', `/staff/requests/${sent.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ protocol: sent.protocol, message: 'Mudei de endereço.', memberName: 'Maria Aparecida da Silva', memberCpf: '***.982.247-**', attachment: null, answers: [] });
    expect(JSON.stringify(detail.body)).not.toContain('52998224725');
    const rows = await auditRows(sent.id, 'visualizar');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffRole: 'atendimento', associateId: detail.body.data.associateId });
  });

  it('coloca em andamento e responde: a associada lê a resposta e recebe o e-mail; tudo auditado', async () => {
    const sent = await mariaSends('Posso pagar com PIX?');
    expect(await as('atendimento')('POST', `/staff/requests/${sent.id}/handling`, {})).toMatchObject({ status: 200, body: { msg: `Solicitação ${sent.protocol} em andamento.` } });
    expect((await call(api, 'GET', `/requests/${sent.id}`, { cookies: maria })).body.data.status).toBe('em_andamento');
    expect(await auditRows(sent.id, 'iniciar_atendimento')).toHaveLength(1);

    const answer = await as('atendimento')('POST', `/staff/requests/${sent.id}/answers`, { text: 'Sim: o PIX aparece na fatura.' });
    expect(answer.status).toBe(201);
    expect(answer.body.msg).toContain(sent.protocol);
    const seen = await call(api, 'GET', `/requests/${sent.protocol}`, { cookies: maria });
    expect(seen.body.data).toMatchObject({ status: 'respondido', answers: [{ body: 'Sim: o PIX aparece na fatura.', staffName: expect.any(String) }] });
    expect(seen.body.data.answers[0].staffName.length).toBeGreaterThan(2);
    expect(await auditRows(sent.id, 'responder')).toHaveLength(1);
    const answeredMail = () => outboxMessages(api.outboxDir).map(decodeMail).find((m) => m.subject === `Sua solicitação foi respondida - Protocolo ${sent.protocol}`);
    await until(async () => answeredMail() !== undefined);
    expect(answeredMail()!.text).toContain(`/atendimento/${sent.protocol}`);
  });

  it('recusa resposta vazia e id desconhecido, sem gravar nada', async () => {
    const sent = await mariaSends('Outra pergunta.');
    const before = await api.database.db.select({ n: count() }).from(auditLog);
    expect(await as('atendimento')('POST', `/staff/requests/${sent.id}/answers`, { text: '   ' })).toMatchObject({ status: 400 });
    expect(await as('atendimento')('POST', `/staff/requests/${sent.id}/answers`, {})).toMatchObject({ status: 400 });
    expect(await as('atendimento')('POST', '/staff/requests/999999/answers', { text: 'Olá' })).toMatchObject({ status: 404, body: { msg: 'Solicitação não encontrada' } });
    expect(await as('atendimento')('GET', '/staff/requests/999999')).toMatchObject({ status: 404 });
    expect(await as('atendimento')('GET', '/staff/requests/abc')).toMatchObject({ status: 404 });
    expect(await as('atendimento')('POST', '/staff/requests/999999/handling', {})).toMatchObject({ status: 404 });
    const after = await api.database.db.select({ n: count() }).from(auditLog);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await api.database.db.select().from(memberRequestAnswers).where(eq(memberRequestAnswers.requestId, sent.id))).toHaveLength(0);
  });

  it('o admin também acessa; outros perfis recebem 403', async () => {
    const sent = await mariaSends('Pergunta do admin.');
    expect((await as('admin')('GET', `/staff/requests/${sent.id}`)).status).toBe(200);
    for (const role of ['juridico', 'comunicacao'] as const) {
      for (const [method, path] of [['GET', '/staff/requests'], ['GET', `/staff/requests/${sent.id}`], ['POST', `/staff/requests/${sent.id}/handling`], ['POST', `/staff/requests/${sent.id}/answers`]] as const) {
        const answer = await as(role)(method, path, method === 'POST' ? { text: 'x' } : undefined);
        expect(answer.status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    expect(await call(api, 'GET', '/staff/requests', { cookies: maria })).toMatchObject({ status: 401 });
  });
});

async function pdfBytes(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Termo de curatela');
  return pdf.save();
}

async function registerGuardian(role: keyof typeof staff, fields: Record<string, string>, document?: Uint8Array) {
  const token = await call(api, 'GET', '/csrftoken', { cookies: staff[role] });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (document) form.set('document', new Blob([document as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'curatela.pdf');
  const response = await fetch(`${api.url}/staff/guardians`, {
    method: 'POST', body: form,
    headers: { 'x-api-key': API_KEY, 'x-csrf-token': token.body.csrfToken, cookie: Object.entries({ ...staff[role], ...token.cookies }).map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: response.status, body: await response.json() };
}

describe('Registrar curador', () => {
  const guardian = { memberCpf: '529.982.247-25', name: 'Paulo Roberto Curador', cpf: '390.533.447-05', email: 'paulo.curador@example.com.br' };
  const written = async () => ({
    representations: (await api.database.db.select({ n: count() }).from(representations))[0]!.n,
    accounts: (await api.database.db.select({ n: count() }).from(associates))[0]!.n,
    audit: (await api.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'registrar_curador')))[0]!.n,
  });

  it('recusa CPF inválido, documento ausente e perfis sem acesso, sem gravar nada', async () => {
    const before = await written();
    const pdf = await pdfBytes();
    expect(await registerGuardian('atendimento', { ...guardian, cpf: '111.111.111-11' }, pdf)).toMatchObject({ status: 400, body: { msg: 'CPF inválido' } });
    expect(await registerGuardian('atendimento', { ...guardian, memberCpf: '123' }, pdf)).toMatchObject({ status: 400 });
    expect(await registerGuardian('atendimento', guardian)).toMatchObject({ status: 400, body: { msg: 'Anexe o documento da curatela (PDF, JPEG ou PNG).' } });
    expect(await registerGuardian('atendimento', guardian, new TextEncoder().encode('não é um PDF'))).toMatchObject({ status: 400 });
    expect(await registerGuardian('atendimento', { ...guardian, memberCpf: '111.444.777-35', cpf: '111.444.777-35' }, pdf)).toMatchObject({ status: 400 });
    expect(await registerGuardian('juridico', guardian, pdf)).toMatchObject({ status: 403 });
    expect(await written()).toEqual(before);
  });

  it('registra o curador com o documento, o link de primeiro acesso e a linha de auditoria', async () => {
    const before = await written();
    const done = await registerGuardian('atendimento', guardian, await pdfBytes());
    expect(done.status).toBe(201);
    expect(done.body.msg).toBe('Curador registrado para Maria Aparecida da Silva.');
    expect(done.body.data.firstAccessLink).toMatch(/^http.+\/[A-Za-z0-9_-]{20,}$/);
    expect(await written()).toEqual({ representations: before.representations + 1, accounts: before.accounts + 1, audit: before.audit + 1 });
    const [row] = await api.database.db.select().from(representations).where(eq(representations.id, done.body.data.representationId));
    expect(row).toMatchObject({ kind: 'curador', cpf: '39053344705', documentName: 'curatela.pdf', registeredBy: expect.stringContaining('@') });
    expect(row!.acceptedAt).not.toBeNull();
    expect(await registerGuardian('atendimento', guardian, await pdfBytes())).toMatchObject({ status: 409 });

    // The guardian follows the link: chooses a password and is signed in with their own CPF.
    const token = new URL(done.body.data.firstAccessLink).pathname.split('/').pop()!;
    const activated = await call(api, 'POST', '/login/activation', { body: { token, password: 'Curador#2026x', confirmPassword: 'Curador#2026x' } });
    expect(activated).toMatchObject({ status: 200, body: { data: { name: 'Paulo Roberto Curador' } } });
  });
});
