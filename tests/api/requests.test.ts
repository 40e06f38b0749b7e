// Requests with a protocol (issue 23 §2): a member writes with or without an attachment and gets
// 'AAAA-NNNNNN' at once and by e-mail; numbers stay unique and consecutive under concurrent sends;
// another member's request is not found; bad input is refused in pt-BR and writes nothing; a
// picture is kept downscaled without its EXIF; and staff's answerRequest keeps the answer, marks
// the request answered and e-mails the member.
import { count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associates, memberRequests, requestProtocolCounters } from '../../associate-api/db/schema.ts';
import { backgroundWork } from '../../associate-api/services/background-work.ts';
import { createLogger } from '../../associate-api/services/logger.ts';
import { createMailer } from '../../associate-api/services/mailer.ts';
import { answerRequest } from '../../associate-api/services/requests/answer.ts';
import { API_KEY, startApi, SUPPORT_PHONE, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';
import { decodeMail, outboxMessages } from './helpers/outbox.ts';

let api: TestApi;
let maria: Record<string, string>;
let ana: Record<string, string>;
beforeAll(async () => {
  api = await startApi();
  maria = await signIn(api, MARIA);
  ana = await signIn(api, ANA);
});
afterAll(async () => { await api?.close(); });

type Fields = { subject?: string; message?: string; file?: { bytes: Uint8Array; name: string; type?: string } };

/** POST /requests as the portal sends it: multipart, with the API key, session and CSRF token. */
async function send(cookies: Record<string, string>, fields: Fields) {
  const token = await call(api, 'GET', '/csrftoken', { cookies });
  const jar = { ...cookies, ...token.cookies };
  const form = new FormData();
  if (fields.subject !== undefined) form.set('subject', fields.subject);
  if (fields.message !== undefined) form.set('message', fields.message);
  if (fields.file) form.set('attachment', new Blob([fields.file.bytes as Uint8Array<ArrayBuffer>], { type: fields.file.type ?? 'application/octet-stream' }), fields.file.name);
  const response = await fetch(`${api.url}/requests`, {
    method: 'POST', body: form,
    headers: { 'x-api-key': API_KEY, 'x-csrf-token': token.body.csrfToken, cookie: Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: response.status, body: await response.json() };
}

async function pdfBytes(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Comprovante de residencia');
  return pdf.save();
}

/** A 3000×1500 phone photo carrying EXIF (camera, owner) that must not be kept. */
const photo = () => sharp({ create: { width: 3000, height: 1500, channels: 3, background: { r: 200, g: 120, b: 40 } } })
  .withExif({ IFD0: { Artist: 'Maria Aparecida', Make: 'Celular' } }).jpeg().toBuffer().then((b) => new Uint8Array(b));

const rowsWritten = async () => {
  const [requests] = await api.database.db.select({ n: count() }).from(memberRequests);
  const counters = await api.database.db.select().from(requestProtocolCounters);
  return { requests: requests!.n, counters };
};

const PROTOCOL = /^\d{4}-\d{6}$/;

describe('envio de solicitação', () => {
  it('a carga de demonstração traz uma solicitação da Maria já respondida, a primeira do seu ano', async () => {
    const list = await call(api, 'GET', '/requests', { cookies: maria });
    const seeded = list.body.data.find((r: { status: string }) => r.status === 'respondido');
    expect(seeded).toMatchObject({ subject: 'cadastro', protocol: expect.stringMatching(/^\d{4}-000001$/), hasAttachment: false });
    const detail = await call(api, 'GET', `/requests/${seeded.protocol}`, { cookies: maria });
    expect(detail.body.data.answers).toEqual([expect.objectContaining({ staffName: 'Atendimento da associação' })]);
  });

  it('sem anexo: protocolo na hora, status Recebido, na lista e no detalhe', async () => {
    const sent = await send(maria, { subject: 'financeiro', message: 'Gostaria de saber o valor da mensalidade de 2026.' });
    expect(sent.status).toBe(201);
    expect(sent.body.data.protocol).toMatch(PROTOCOL);
    expect(sent.body.msg).toBe(`Solicitação enviada. Protocolo ${sent.body.data.protocol}.`);
    const list = await call(api, 'GET', '/requests', { cookies: maria });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: sent.body.data.id, protocol: sent.body.data.protocol, subject: 'financeiro', status: 'recebido', hasAttachment: false });
    for (const ref of [String(sent.body.data.id), sent.body.data.protocol]) {
      const detail = await call(api, 'GET', `/requests/${ref}`, { cookies: maria });
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({ message: 'Gostaria de saber o valor da mensalidade de 2026.', attachment: null, answers: [] });
    }
    expect((await call(api, 'GET', `/requests/${sent.body.data.id}/attachment`, { cookies: maria })).status).toBe(404);
  });

  it('com um PDF: guardado como enviado e baixado só pela dona', async () => {
    const pdf = await pdfBytes();
    const sent = await send(maria, { subject: 'documentos', message: 'Segue o comprovante.\r\nObrigada.', file: { bytes: pdf, name: 'comprovante.pdf', type: 'application/pdf' } });
    expect(sent.status).toBe(201);
    const detail = await call(api, 'GET', `/requests/${sent.body.data.protocol}`, { cookies: maria });
    expect(detail.body.data.message).toBe('Segue o comprovante.\nObrigada.');
    expect(detail.body.data.attachment).toEqual({ name: 'comprovante.pdf', type: 'application/pdf', size: pdf.byteLength });
    const file = await fetch(`${api.url}/requests/${sent.body.data.id}/attachment`, { headers: { 'x-api-key': API_KEY, cookie: `sid=${maria.sid}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);

    // Ana reaches nothing of it, by id or by protocol: not found, as if it did not exist.
    for (const path of [`/requests/${sent.body.data.id}`, `/requests/${sent.body.data.protocol}`, `/requests/${sent.body.data.id}/attachment`]) {
      const answer = await call(api, 'GET', path, { cookies: ana });
      expect(answer.status, path).toBe(404);
      expect(answer.body.msg).toMatch(/não encontrad/);
    }
    expect((await call(api, 'GET', '/requests', { cookies: ana })).body.data).toEqual([]);
  });

  it('uma foto é reduzida a 2000 px, reencodada e sem os metadados do celular', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const sent = await send(maria, { subject: 'cadastro', message: 'Foto do RG.', file: { bytes: original, name: 'IMG_2031.JPG.pdf' } });
    expect(sent.status).toBe(201);
    const detail = await call(api, 'GET', `/requests/${sent.body.data.id}`, { cookies: maria });
    // The name follows what the file is, not what it claimed to be.
    expect(detail.body.data.attachment).toMatchObject({ name: 'IMG_2031.JPG.jpg', type: 'image/jpeg' });
    const file = await fetch(`${api.url}/requests/${sent.body.data.id}/attachment`, { headers: { 'x-api-key': API_KEY, cookie: `sid=${maria.sid}` } });
    const kept = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
    expect([kept.width, kept.height, kept.format]).toEqual([2000, 1000, 'jpeg']);
    expect(kept.exif).toBeUndefined();
  });

  it('o e-mail com o protocolo chega à caixa de saída do endereço do cadastro', async () => {
    const sent = await send(maria, { subject: 'juridico', message: 'Como está o meu processo?' });
    await api.backgroundSettled();
    const mails = outboxMessages(api.outboxDir).map(decodeMail);
    const mail = mails.find((m) => m.subject === `Recebemos sua solicitação - Protocolo ${sent.body.data.protocol}`);
    expect(mail, 'e-mail do protocolo').toBeDefined();
    const [row] = await api.database.db.select({ email: associates.email }).from(associates).where(eq(associates.cpf, MARIA.cpf));
    expect(mail!.to).toContain(row!.email);
    expect(mail!.text).toContain(`Protocolo ${sent.body.data.protocol}`);
    expect(mail!.text).toContain(`http://portal.teste/atendimento/${sent.body.data.protocol}`);
    expect(mail!.text).toContain('Jurídico');
  });

  it('20 envios ao mesmo tempo recebem números únicos e seguidos', async () => {
    const sent = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? maria : ana, { subject: 'outro', message: `Envio simultâneo ${i}` })));
    expect(sent.map((s) => s.status)).toEqual(Array(20).fill(201));
    const numbers = sent.map((s) => s.body.data.protocol as string).map((p) => Number(p.slice(5))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
    const years = new Set(sent.map((s) => (s.body.data.protocol as string).slice(0, 4)));
    expect(years.size).toBe(1);
  });
});

describe('entrada inválida: 4xx em português e nada gravado', () => {
  const cases: [string, () => Promise<Fields>, number, RegExp][] = [
    ['assunto desconhecido', async () => ({ subject: 'reclamacao', message: 'Oi' }), 400, /Escolha o assunto/],
    ['sem assunto', async () => ({ message: 'Oi' }), 400, /Escolha o assunto/],
    ['mensagem vazia', async () => ({ subject: 'outro', message: '   \r\n ' }), 400, /Escreva a sua mensagem/],
    ['mensagem longa demais', async () => ({ subject: 'outro', message: 'a'.repeat(3001) }), 400, /limite de 3\.000 caracteres/],
    ['arquivo grande demais', async () => ({ subject: 'outro', message: 'Oi', file: { bytes: new Uint8Array(10 * 1024 * 1024 + 1), name: 'grande.pdf' } }), 413, /limite de 10 MB/],
    ['um .pdf que não é PDF', async () => ({ subject: 'outro', message: 'Oi', file: { bytes: new TextEncoder().encode('MZ isto é um programa'), name: 'contrato.pdf', type: 'application/pdf' } }), 415, /PDF ou uma foto JPEG ou PNG/],
    ['um PDF danificado', async () => ({ subject: 'outro', message: 'Oi', file: { bytes: new TextEncoder().encode('%PDF-1.7\nlixo'), name: 'x.pdf' } }), 400, /danificado/],
    ['uma foto danificada', async () => ({ subject: 'outro', message: 'Oi', file: { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), name: 'x.jpg' } }), 400, /danificado/],
    // A few kilobytes that would decode to 64 megapixels (≈ 190 MB): refused, not decoded.
    ['uma foto de 8000×8000 px', async () => ({ subject: 'outro', message: 'Oi', file: { bytes: new Uint8Array(await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } }).png().toBuffer()), name: 'x.png' } }), 400, /danificad/],
  ];
  for (const [name, fields, status, msg] of cases) {
    it(name, async () => {
      const before = await rowsWritten();
      const answer = await send(maria, await fields());
      expect(answer.status).toBe(status);
      expect(answer.body.msg).toMatch(msg);
      expect(await rowsWritten()).toEqual(before);
    });
  }

  it('um corpo JSON em vez do formulário é recusado', async () => {
    const before = await rowsWritten();
    const answer = await call(api, 'POST', '/requests', { cookies: maria, body: { subject: 'outro', message: 'Oi' } });
    expect(answer.status).toBe(400);
    expect(await rowsWritten()).toEqual(before);
  });

  it('sem sessão: Login expirado', async () => {
    expect((await send({}, { subject: 'outro', message: 'Oi' })).status).toBe(401);
    expect((await call(api, 'GET', '/requests')).status).toBe(401);
  });

  it('ids que não existem ou malformados: 404', async () => {
    for (const ref of ['999999', '2026-999999', 'abc', '0', '-1']) {
      expect((await call(api, 'GET', `/requests/${ref}`, { cookies: maria })).status, ref).toBe(404);
    }
  });
});

describe('answerRequest (o que o back office chama)', () => {
  const services = () => ({
    db: api.database.db,
    clock: api.clock.now,
    config: { publicUrl: 'http://portal.teste', supportPhone: SUPPORT_PHONE } as never,
    mailer: createMailer({ outboxDir: api.outboxDir, from: 'teste@example.com.br', logger: createLogger('silent') }),
    background: backgroundWork(createLogger('silent')),
  });

  it('guarda a resposta, marca Respondido e avisa a associada por e-mail', async () => {
    const sent = await send(maria, { subject: 'financeiro', message: 'Posso pagar com PIX?' });
    const working = services();
    const answered = await answerRequest(working, sent.body.data.id, { id: 7, name: 'Joana (Atendimento)' }, '  Sim, pelo aplicativo do seu banco.  ');
    expect(answered).toMatchObject({ requestId: sent.body.data.id, protocol: sent.body.data.protocol, status: 'respondido' });
    await working.background.settled();
    const detail = await call(api, 'GET', `/requests/${sent.body.data.id}`, { cookies: maria });
    expect(detail.body.data.status).toBe('respondido');
    expect(detail.body.data.answers).toEqual([{ id: answered.id, staffName: 'Joana (Atendimento)', body: 'Sim, pelo aplicativo do seu banco.', createdAt: expect.any(String) }]);
    const mail = outboxMessages(api.outboxDir).map(decodeMail).find((m) => m.subject === `Sua solicitação foi respondida - Protocolo ${sent.body.data.protocol}`);
    expect(mail, 'e-mail da resposta').toBeDefined();
    // The answer stays behind the sign-in; the e-mail says where to read it.
    expect(mail!.text).not.toContain('aplicativo do seu banco');
    expect(mail!.text).toContain(`http://portal.teste/atendimento/${sent.body.data.protocol}`);

    // A second answer is kept too, in order.
    await answerRequest(working, sent.body.data.id, { name: 'Joana (Atendimento)' }, 'Qualquer dúvida, estamos aqui.');
    const again = await call(api, 'GET', `/requests/${sent.body.data.id}`, { cookies: maria });
    expect(again.body.data.answers.map((a: { body: string }) => a.body)).toEqual(['Sim, pelo aplicativo do seu banco.', 'Qualquer dúvida, estamos aqui.']);
  });

  it('resposta vazia ou solicitação inexistente: recusada, nada gravado', async () => {
    const sent = await send(maria, { subject: 'outro', message: 'Teste' });
    await expect(answerRequest(services(), sent.body.data.id, { name: 'Joana' }, '  ')).rejects.toMatchObject({ status: 400 });
    await expect(answerRequest(services(), 999_999, { name: 'Joana' }, 'Olá')).rejects.toMatchObject({ status: 404 });
    const detail = await call(api, 'GET', `/requests/${sent.body.data.id}`, { cookies: maria });
    expect(detail.body.data).toMatchObject({ status: 'recebido', answers: [] });
  });
});
