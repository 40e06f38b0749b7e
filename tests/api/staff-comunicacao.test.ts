// Comunicação in the back office (issue 22, DESIGN §10): news, FAQ and official documents written
// by staff land in the tables members read, so Maria sees them at once; every write leaves its
// audit row; uploads are checked by their bytes (a picture becomes WebP, a PDF must parse and
// carry no password); the other roles are refused.
import { readFileSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROUTE_ROLES } from '../../associate-api/routes/staff/access.ts';
import { auditLog, news, notices } from '../../associate-api/db/schema.ts';
import { brasiliaDay } from '../../associate-api/services/declarations/issue-day.ts';
import { API_KEY, startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, signIn, type Answer } from './helpers/client.ts';
import { signInStaff } from './helpers/staff.ts';
import { until } from './helpers/until.ts';

let api: TestApi;
let staff: Record<'comunicacao' | 'admin' | 'juridico' | 'atendimento' | 'financeiro', Record<string, string>>;
let maria: Record<string, string>;
beforeAll(async () => {
  api = await startApi();
  const roles = ['comunicacao', 'admin', 'juridico', 'atendimento', 'financeiro'] as const;
  staff = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await signInStaff(api, role)] as const))) as typeof staff;
  maria = await signIn(api, MARIA);
});
afterAll(async () => { await api?.close(); });

const asStaff = (method: string, path: string, body?: unknown, role: keyof typeof staff = 'comunicacao') =>
  call(api, method, path, { cookies: staff[role], ...(body === undefined ? {} : { body }) });
const asMaria = (path: string) => call(api, 'GET', path, { cookies: maria });

/** A multipart post as the portal sends it (CSRF token first). */
async function upload(path: string, fields: Record<string, string | Blob>, role: keyof typeof staff = 'comunicacao'): Promise<Answer> {
  const token = await call(api, 'GET', '/csrftoken', { cookies: staff[role] });
  const cookies = { ...staff[role], ...token.cookies };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(api.url + path, {
    method: 'POST', body: form,
    headers: { 'x-api-key': API_KEY, 'x-csrf-token': token.body.csrfToken, cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, cookies: {}, headers: response.headers };
}

const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
const photo = async () => file(new Uint8Array(await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3a7' } }).jpeg().toBuffer()), 'foto.jpg', 'image/jpeg');
async function pdf(text = 'Documento de teste') {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return file(await doc.save(), 'documento.pdf', 'application/pdf');
}
const PROTECTED_PDF = new Uint8Array(readFileSync(new URL('../../associate-api/seed/assets/ago-2025-ata-restrita.pdf', import.meta.url)));

async function latestAudit(entity: string, entityId: number) {
  const [row] = await api.database.db.select().from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)))).orderBy(desc(auditLog.id)).limit(1);
  return row;
}
const newsCount = async () => (await api.database.db.select({ id: news.id }).from(news)).length;

describe('Comunicação routes', () => {
  const mine = [...STAFF_ROUTE_ROLES].filter(([key]) => /^\w+ \/staff\/(news|faq|documents)/.test(key));

  it('serve comunicação (and admin) only: jurídico, atendimento and financeiro get 403 in pt-BR', async () => {
    expect(mine.length).toBe(13);
    for (const [key, roles] of mine) {
      expect(roles, key).toEqual(['comunicacao']);
      const [method, path] = key.split(' ') as [string, string];
      for (const role of ['juridico', 'atendimento', 'financeiro'] as const) {
        const answer = await asStaff(method, path.replace(/:id/, '1'), method === 'GET' ? undefined : {}, role);
        expect(answer, `${role} ${key}`).toMatchObject({ status: 403, body: { msg: 'Acesso negado: o seu perfil não dá acesso a esta área.' } });
      }
    }
    expect((await asStaff('GET', '/staff/news', undefined, 'admin')).status).toBe(200);
  });
});

describe('news', () => {
  it('a new item is a draft members do not see; published, Maria sees it at once with its WebP picture, alt text, text and PDF', async () => {
    const created = await upload('/staff/news/save', {
      title: 'Mutirão de revisão de benefícios', summary: 'Atendimento gratuito na sede em março.',
      text: 'Traga documento com foto.\r\n\r\nNão é preciso agendar.', imageAlt: 'Voluntários atendendo aposentados na sede',
      picture: await photo(), attachment: await pdf('Programação do mutirão'), link: 'https://www.gov.br/inss',
    });
    expect(created).toMatchObject({ status: 201, body: { msg: 'Notícia salva como rascunho. Publique quando estiver pronta.' } });
    const id = created.body.id as number;
    expect((await asMaria(`/news/user/${id}`)).status).toBe(404);
    expect((await asMaria(`/news/user/${id}/image`)).status).toBe(404);
    expect((await asMaria('/news/user/getWithLimit/50&0')).body.data.map((n: { id: number }) => n.id)).not.toContain(id);
    expect(await latestAudit('noticia', id)).toMatchObject({ action: 'criar', staffRole: 'comunicacao', changes: { after: { titulo: 'Mutirão de revisão de benefícios', publicada: false } } });

    expect(await asStaff('POST', `/staff/news/${id}/publish`, {})).toMatchObject({ status: 200, body: { msg: 'Notícia publicada: os associados já a veem.' } });
    const list = await asMaria('/news/user/getWithLimit/4&0');
    expect(list.body.data[0]).toMatchObject({ id, title: 'Mutirão de revisão de benefícios', description: 'Atendimento gratuito na sede em março.', date: brasiliaDay(api.clock.now()) });
    const item = await asMaria(`/news/user/${id}`);
    expect(item.body.data).toMatchObject({ text: 'Traga documento com foto.\n\nNão é preciso agendar.', imageAlt: 'Voluntários atendendo aposentados na sede', fileFile: 'documento.pdf' });
    const picture = await fetch(`${api.url}/news/user/${id}/image`, { headers: { 'x-api-key': API_KEY, cookie: `sid=${maria.sid}` } });
    const meta = await sharp(new Uint8Array(await picture.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 960, height: 540 });
    expect((await fetch(`${api.url}/news/user/${id}/file`, { headers: { 'x-api-key': API_KEY, cookie: `sid=${maria.sid}` } })).status).toBe(200);
    expect(await latestAudit('noticia', id)).toMatchObject({ action: 'publicar', changes: { before: { publicada: false }, after: { publicada: true } } });

    const edited = await upload('/staff/news/save', { id: String(id), title: 'Mutirão de revisão: novas datas', summary: 'Agora também em abril.', text: '', imageAlt: 'Voluntários na sede', removeAttachment: '1' });
    expect(edited).toMatchObject({ status: 200, body: { msg: 'Notícia salva.' } });
    expect((await asMaria(`/news/user/${id}`)).body.data).toMatchObject({ title: 'Mutirão de revisão: novas datas', fileSize: null, imageSize: expect.any(Number) });
    expect(await latestAudit('noticia', id)).toMatchObject({ action: 'editar', changes: { before: { titulo: 'Mutirão de revisão de benefícios', anexo: 'documento.pdf' }, after: { titulo: 'Mutirão de revisão: novas datas', anexo: null } } });

    expect(await asStaff('POST', `/staff/news/${id}/unpublish`, {})).toMatchObject({ status: 200, body: { msg: 'Notícia despublicada: os associados deixaram de vê-la.' } });
    expect((await asMaria(`/news/user/${id}`)).status).toBe(404);
    expect(await latestAudit('noticia', id)).toMatchObject({ action: 'despublicar' });
    expect((await asStaff('GET', '/staff/news')).body.data.find((n: { id: number }) => n.id === id)).toMatchObject({ published: false, hasImage: true, hasFile: false });
  });

  it('refuses a picture without alt text, a file that is not a picture, a broken or protected PDF — and writes nothing', async () => {
    const before = await newsCount();
    const base = { title: 'Título', summary: 'Resumo' };
    expect(await upload('/staff/news/save', { ...base, picture: await photo() })).toMatchObject({ status: 400, body: { msg: expect.stringContaining('texto alternativo') } });
    expect(await upload('/staff/news/save', { ...base, imageAlt: 'Foto', picture: file(new TextEncoder().encode('MZ não sou imagem'), 'foto.png', 'image/png') }))
      .toMatchObject({ status: 400, body: { msg: 'A foto deve ser uma imagem JPEG, PNG ou WebP.' } });
    expect(await upload('/staff/news/save', { ...base, imageAlt: 'Foto', picture: file(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'foto.jpg') }))
      .toMatchObject({ status: 400, body: { msg: expect.stringContaining('danificado') } });
    expect(await upload('/staff/news/save', { ...base, attachment: file(new TextEncoder().encode('%PDF-1.7 lixo sem páginas'), 'a.pdf') }))
      .toMatchObject({ status: 400, body: { msg: expect.stringContaining('danificado') } });
    expect(await upload('/staff/news/save', { ...base, attachment: file(PROTECTED_PDF, 'ata.pdf') }))
      .toMatchObject({ status: 400, body: { msg: 'Este PDF está protegido por senha. Salve uma cópia sem senha e envie de novo.' } });
    expect(await upload('/staff/news/save', { ...base, title: '' })).toMatchObject({ status: 400, body: { msg: 'Informe o título (até 200 caracteres).' } });
    expect(await upload('/staff/news/save', { ...base, link: 'javascript:alert(1)' })).toMatchObject({ status: 400, body: { msg: 'O link deve começar com https:// ou http://.' } });
    expect((await asStaff('POST', '/staff/news/save', { title: 'JSON' }))).toMatchObject({ status: 400, body: { msg: 'Formulário inválido. Recarregue a página e tente novamente.' } });
    expect(await upload('/staff/news/save', { ...base, id: '999999' })).toMatchObject({ status: 404, body: { msg: 'Notícia não encontrada.' } });
    expect((await asStaff('POST', '/staff/news/999999/publish', {})).status).toBe(404);
    expect(await newsCount()).toBe(before);
  });

  it('refuses a file above MAX_FILE_MB with 413 and a pt-BR message', async () => {
    const big = new Uint8Array(26 * 1024 * 1024);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(await upload('/staff/documents', { category: 'informativo', title: 'Grande', file: file(big, 'grande.pdf') }))
      .toMatchObject({ status: 413, body: { msg: 'Arquivo grande demais: o limite é de 25 MB por arquivo.' } });
  });
});

describe('FAQ', () => {
  const faqIds = async () => (await asMaria('/associate/faq')).body.data.map((entry: { id: number }) => entry.id) as number[];

  it('adds at the end, moves up and down, edits and deletes — Maria sees each change — with an audit row each', async () => {
    const created = await asStaff('POST', '/staff/faq', { question: 'Posso pagar por Pix?', answer: 'Sim, pela fatura no portal.' });
    expect(created).toMatchObject({ status: 201, body: { msg: 'Pergunta adicionada ao fim da lista.' } });
    const id = created.body.id as number;
    const order = await faqIds();
    expect(order.at(-1)).toBe(id);
    expect(await latestAudit('pergunta-frequente', id)).toMatchObject({ action: 'criar', changes: { after: { pergunta: 'Posso pagar por Pix?' } } });

    expect(await asStaff('POST', `/staff/faq/${id}/move`, { direction: 'up' })).toMatchObject({ status: 200, body: { msg: 'Ordem das perguntas atualizada.' } });
    expect(await faqIds()).toEqual([...order.slice(0, -2), id, order.at(-2)]);
    expect(await latestAudit('pergunta-frequente', id)).toMatchObject({ action: 'mover-para-cima' });
    await asStaff('POST', `/staff/faq/${id}/move`, { direction: 'down' });
    await asStaff('POST', `/staff/faq/${id}/move`, { direction: 'down' });
    expect(await faqIds()).toEqual(order);

    expect(await asStaff('POST', `/staff/faq/${id}`, { question: 'Posso pagar por Pix ou boleto?', answer: 'Sim, os dois.' })).toMatchObject({ status: 200, body: { msg: 'Pergunta salva.' } });
    expect((await asMaria('/associate/faq')).body.data.at(-1)).toEqual({ id, question: 'Posso pagar por Pix ou boleto?', answer: 'Sim, os dois.' });
    expect(await latestAudit('pergunta-frequente', id)).toMatchObject({ action: 'editar', changes: { before: { pergunta: 'Posso pagar por Pix?' }, after: { pergunta: 'Posso pagar por Pix ou boleto?' } } });

    expect(await asStaff('POST', `/staff/faq/${id}/delete`, {})).toMatchObject({ status: 200, body: { msg: 'Pergunta excluída.' } });
    expect(await faqIds()).toEqual(order.slice(0, -1));
    expect(await latestAudit('pergunta-frequente', id)).toMatchObject({ action: 'excluir' });
  });

  it('refuses empty texts, a bad direction and unknown ids', async () => {
    expect(await asStaff('POST', '/staff/faq', { question: ' ', answer: 'x' })).toMatchObject({ status: 400, body: { msg: 'Informe a pergunta (até 300 caracteres).' } });
    expect(await asStaff('POST', '/staff/faq', { question: 'x', answer: 'y'.repeat(5001) })).toMatchObject({ status: 400, body: { msg: 'Informe a resposta (até 5.000 caracteres).' } });
    expect((await asStaff('POST', '/staff/faq/1/move', { direction: 'left' })).status).toBe(400);
    expect(await asStaff('POST', '/staff/faq/999999', { question: 'x', answer: 'y' })).toMatchObject({ status: 404, body: { msg: 'Pergunta não encontrada.' } });
    expect((await asStaff('POST', '/staff/faq/999999/delete', {})).status).toBe(404);
  });
});

describe('official documents', () => {
  it('an A.G.O document and an informative go to the end of their lists; Maria sees them at once', async () => {
    const ago = await upload('/staff/documents', { category: 'ago2025', title: 'Ata da A.G.E 2025', file: await pdf('Ata') });
    expect(ago).toMatchObject({ status: 201, body: { msg: 'Documento publicado: os associados já o veem.' } });
    expect((await asMaria('/officialDocumentsAgo2025')).body.data.at(-1)).toMatchObject({ id: ago.body.id, title: 'Ata da A.G.E 2025' });
    expect(await latestAudit('documento', ago.body.id)).toMatchObject({ action: 'publicar', changes: { after: { lista: 'ago2025', titulo: 'Ata da A.G.E 2025' } } });
    const informative = await upload('/staff/documents', { category: 'informativo', title: 'Informativo: 13º salário', file: await pdf() });
    expect((await asMaria('/officialDocumentsInformativo')).body.data.at(-1)).toMatchObject({ id: informative.body.id });
    const opened = await fetch(`${api.url}/officialDocuments/file/${ago.body.id}/pdf`, { headers: { 'x-api-key': API_KEY, cookie: `sid=${maria.sid}` } });
    expect([opened.status, new TextDecoder().decode((await opened.arrayBuffer()).slice(0, 5))]).toEqual([200, '%PDF-']);
    // Every member is told of the new assembly document (the notice queue, issue 23 §3).
    const told = () => api.database.db.select({ title: notices.title }).from(notices)
      .where(and(eq(notices.category, 'new_document'), eq(notices.link, `/documentos/${ago.body.id}`)));
    await until(async () => (await told()).length >= 2);
    expect((await told())[0]).toEqual({ title: 'Novo documento de assembleia' });
  });

  it('an accounting document opens its year, replaces the one in its slot, and the year goes with its last document', async () => {
    const dre = await upload('/staff/documents', { category: 'accounting', year: '2026', kind: 'dre', title: 'DRE 2026', file: await pdf() });
    expect(dre.status).toBe(201);
    const year = async () => (await asMaria('/officialDocuments')).body.data.find((entry: { year: number }) => entry.year === 2026);
    expect(await year()).toMatchObject({ year: 2026, dre: { id: dre.body.id, title: 'DRE 2026' }, balanco: null });
    const again = await upload('/staff/documents', { category: 'accounting', year: '2026', kind: 'dre', title: 'DRE 2026 (retificada)', file: await pdf() });
    expect(again).toMatchObject({ status: 200, body: { msg: 'Documento substituído: os associados já veem a nova versão.', id: dre.body.id } });
    expect((await year()).dre.title).toBe('DRE 2026 (retificada)');
    expect(await latestAudit('documento', dre.body.id)).toMatchObject({ action: 'substituir', changes: { before: { titulo: 'DRE 2026' }, after: { titulo: 'DRE 2026 (retificada)' } } });
    expect(await asStaff('POST', `/staff/documents/${dre.body.id}/delete`, {})).toMatchObject({ status: 200, body: { msg: 'Documento excluído.' } });
    expect(await year()).toBeUndefined();
    expect(await latestAudit('documento', dre.body.id)).toMatchObject({ action: 'excluir' });
  });

  it('refuses what is not a PDF, a broken or protected PDF, a bad place — with clear messages, nothing written', async () => {
    const before = (await asStaff('GET', '/staff/documents')).body.data.length;
    expect(await upload('/staff/documents', { category: 'informativo', title: 'X', file: file(new TextEncoder().encode('<html>'), 'x.pdf') }))
      .toMatchObject({ status: 400, body: { msg: 'O arquivo enviado não é um PDF. Envie o documento em formato PDF.' } });
    expect(await upload('/staff/documents', { category: 'informativo', title: 'X', file: file(new TextEncoder().encode('%PDF-1.4\n%%EOF'), 'x.pdf') }))
      .toMatchObject({ status: 400, body: { msg: expect.stringContaining('danificado') } });
    expect(await upload('/staff/documents', { category: 'ago2025', title: 'X', file: file(PROTECTED_PDF, 'x.pdf') }))
      .toMatchObject({ status: 400, body: { msg: 'Este PDF está protegido por senha. Salve uma cópia sem senha e envie de novo.' } });
    expect(await upload('/staff/documents', { category: 'informativo', title: 'X' })).toMatchObject({ status: 400, body: { msg: 'Escolha um arquivo PDF.' } });
    expect(await upload('/staff/documents', { category: 'ago1999', title: 'X', file: await pdf() })).toMatchObject({ status: 400, body: { msg: 'Escolha onde o documento será publicado.' } });
    expect(await upload('/staff/documents', { category: 'accounting', year: '26', kind: 'dre', title: 'X', file: await pdf() })).toMatchObject({ status: 400, body: { msg: 'Informe um ano entre 2000 e 2100.' } });
    expect(await upload('/staff/documents', { category: 'accounting', year: '2026', kind: 'outro', title: 'X', file: await pdf() })).toMatchObject({ status: 400, body: { msg: 'Escolha qual dos documentos contábeis é este.' } });
    expect((await asStaff('GET', '/staff/documents')).body.data.length).toBe(before);
    expect((await asStaff('POST', '/staff/documents/999999/delete', {})).status).toBe(404);
  });
});
