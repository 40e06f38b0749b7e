// Atendimento (issue 22): finding a member by CPF or by name without accents, the profile (its
// viewing audited), first-access and recovery links on screen, by e-mail and for a letter (the
// same links the member's own flow opens), lifting a sign-in pause, ending sessions, and the CSV
// import with its dry run and its all-or-nothing write. Every write leaves its audit row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, JOSE, MARIA, signIn } from './helpers/client.ts';
import { decodeMail, outboxMessages } from './helpers/outbox.ts';
import { staffClient } from './helpers/staff.ts';

const MINUTE = 60_000;
let api: TestApi;
let staff: Awaited<ReturnType<typeof staffClient>>;
let financeiro: Awaited<ReturnType<typeof staffClient>>;

beforeAll(async () => {
  api = await startApi({ rateLimits: { perCpf: { max: 2, windowMs: 15 * MINUTE }, blockBaseMs: 10 * MINUTE, blockMaxMs: 20 * MINUTE } });
  staff = await staffClient(api, 'atendimento');
  financeiro = await staffClient(api, 'financeiro');
});
afterAll(async () => { await api?.close(); });

const rows = async <T>(query: ReturnType<typeof sql>) => (await api.database.db.execute(query) as unknown as { rows: T[] }).rows;
const idOf = async (cpf: string) => (await rows<{ id: number }>(sql`select id from associates where cpf = ${cpf}`))[0]!.id;
const auditOf = (associateId: number, action: string) =>
  rows<{ staff_email: string; entity: string; changes: unknown }>(sql`select staff_email, entity, changes from audit_log where associate_id = ${associateId} and action = ${action} order by id`);

describe('finding a member', () => {
  it('finds by a masked CPF and by a part of the name without accents or case', async () => {
    const byCpf = await staff.call('GET', '/staff/members?busca=111.444.777-35');
    expect(byCpf.status).toBe(200);
    expect(byCpf.body.data).toMatchObject([{ name: 'José Carlos Pereira', cpf: JOSE.cpf }]);
    const byName = await staff.call('GET', `/staff/members?busca=${encodeURIComponent('JOSE pereira')}`);
    expect(byName.body.data.map((m: { name: string }) => m.name)).toEqual(['José Carlos Pereira']);
    expect((await staff.call('GET', '/staff/members?busca=%25%25%25')).status).toBe(400);
    const badCpf = await staff.call('GET', '/staff/members?busca=111.444.777-36');
    expect(badCpf).toMatchObject({ status: 400, body: { msg: 'Informe um CPF válido ou ao menos 3 letras do nome.' } });
    expect((await financeiro.call('GET', '/staff/members?busca=jose')).status).toBe(200);
    expect((await financeiro.call('GET', `/staff/members/${byCpf.body.data[0].id}`)).status).toBe(403);
  });

  it('shows the profile with the sign-in history and records the viewing', async () => {
    await signIn(api, MARIA);
    const maria = await idOf(MARIA.cpf);
    const before = (await auditOf(maria, 'visualizar')).length;
    const profile = await staff.call('GET', `/staff/members/${maria}`);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ name: 'Maria Aparecida da Silva', cpf: MARIA.cpf, hasPassword: true });
    expect(profile.body.data.signIns.length).toBeGreaterThan(0);
    expect(profile.body.data.openSessions).toBeGreaterThan(0);
    expect(await auditOf(maria, 'visualizar')).toHaveLength(before + 1);
    expect((await staff.call('GET', '/staff/members/999999')).status).toBe(404);
    expect((await staff.call('GET', '/staff/members/abc')).status).toBe(404);
  });
});

describe('access links', () => {
  it('issues a first-access link on screen and for a letter that opens the member\'s own form, audited', async () => {
    const jose = await idOf(JOSE.cpf);
    for (const delivery of ['tela', 'carta']) {
      const issued = await staff.call('POST', `/staff/members/${jose}/link`, { body: { delivery } });
      expect(issued.status).toBe(200);
      expect(issued.body.purpose).toBe('activation');
      const token = /\/([A-Za-z0-9_-]{43})$/.exec(issued.body.link)![1];
      expect((await call(api, 'POST', '/login/link', { body: { token } })).body).toEqual({ purpose: 'activation' });
    }
    const audit = await auditOf(jose, 'gerar-link');
    expect(audit.slice(-2).map((row) => row.changes)).toEqual([
      { after: { finalidade: 'primeiro acesso', entrega: 'tela' } },
      { after: { finalidade: 'primeiro acesso', entrega: 'carta' } },
    ]);
    expect(audit[0]!.staff_email).toMatch(/^atendimento@/);
  });

  it('e-mails a recovery link to a member who has a password, never showing it', async () => {
    const maria = await idOf(MARIA.cpf);
    const sent = await staff.call('POST', `/staff/members/${maria}/link`, { body: { delivery: 'email' } });
    expect(sent.status).toBe(200);
    expect(sent.body.link).toBeUndefined();
    const mail = outboxMessages(api.outboxDir).map(decodeMail).find((m) => m.subject?.includes('Recuperação') || m.text.includes('nova senha'));
    const token = /\/([A-Za-z0-9_-]{43})\s/.exec(`${mail!.text} `)![1];
    expect((await call(api, 'POST', '/login/link', { body: { token } })).body).toEqual({ purpose: 'recovery' });
    expect((await staff.call('POST', `/staff/members/${maria}/link`, { body: { delivery: 'pombo' } })).status).toBe(400);
    expect((await staff.call('POST', '/staff/members/999999/link', { body: { delivery: 'tela' } })).status).toBe(404);
  });
});

describe('pauses and sessions', () => {
  it('lifts a sign-in pause so the member gets in at once, audited', async () => {
    const ana = await idOf(ANA.cpf);
    const step1 = await call(api, 'POST', '/login/step1', { body: { cpf: ANA.cpf } });
    const step2 = (password: string, n: number) => call(api, 'POST', '/login/step2', {
      body: { cpf: ANA.cpf, password, associate_id: step1.body.data.associate_id }, headers: { 'x-forwarded-for': `198.51.100.${n}` },
    });
    for (let i = 0; i < 3; i++) await step2('Errada#0000', i + 1);
    expect((await step2(ANA.password, 10)).status).toBe(429);
    expect((await staff.call('GET', `/staff/members/${ana}`)).body.data.pausedUntil).not.toBeNull();
    const lifted = await staff.call('POST', `/staff/members/${ana}/unpause`);
    expect(lifted).toMatchObject({ status: 200, body: { lifted: 1 } });
    expect((await step2(ANA.password, 11)).status).toBe(200);
    expect(await auditOf(ana, 'desbloquear')).toHaveLength(1);
    expect((await financeiro.call('POST', `/staff/members/${ana}/unpause`)).status).toBe(403);
  });

  it('ends every session of the member, audited', async () => {
    const cookies = await signIn(api, MARIA);
    expect((await call(api, 'GET', '/user/check', { cookies })).status).toBe(200);
    const maria = await idOf(MARIA.cpf);
    const ended = await staff.call('POST', `/staff/members/${maria}/end-sessions`);
    expect(ended.status).toBe(200);
    expect(ended.body.ended).toBeGreaterThan(0);
    expect((await call(api, 'GET', '/user/check', { cookies })).status).toBe(401);
    expect((await auditOf(maria, 'encerrar-sessoes')).at(-1)!.changes).toEqual({ before: { sessoes: ended.body.ended } });
  });
});

describe('CSV import', () => {
  const header = 'cpf;nome;data_nascimento;email;telefone';
  const good = ['702.816.354-71;Antônia Ferreira Lima;05/04/1950;antonia@example.com.br;(11) 3333-4444', '"418.273.905-14";"Benedito Souza, Filho";1947-11-30;;'];
  const count = async () => Number((await rows<{ n: string }>(sql`select count(*) as n from associates`))[0]!.n);

  it('lists every bad row in a dry run and writes nothing', async () => {
    const before = await count();
    const csv = [header, ...good, '111.444.777-35;Repetido do cadastro;01/01/1950;;', '702.816.354-71;De novo;01/01/1950;;', '123.456.789-00;CPF ruim;31/02/1950;x@;123'].join('\r\n');
    const checked = await staff.call('POST', '/staff/members/import', { body: { csv, dryRun: true } });
    expect(checked.status).toBe(200);
    expect(checked.body.errors).toEqual([
      { line: 4, msg: 'CPF já cadastrado na associação' },
      { line: 5, msg: 'CPF repetido (já aparece na linha 2)' },
      { line: 6, msg: 'CPF inválido; data de nascimento inválida (use DD/MM/AAAA ou AAAA-MM-DD); e-mail inválido; telefone inválido (DDD e número, 10 ou 11 dígitos)' },
    ]);
    const refused = await staff.call('POST', '/staff/members/import', { body: { csv, dryRun: false } });
    expect(refused).toMatchObject({ status: 422, body: { imported: 0, msg: expect.stringContaining('Nada foi importado') } });
    expect(await count()).toBe(before);
    expect((await staff.call('POST', '/staff/members/import', { body: { csv: 'nome;email\nx;y' } })).status).toBe(400);
    expect((await financeiro.call('POST', '/staff/members/import', { body: { csv } })).status).toBe(403);
  });

  it('imports every row in one go after a clean dry run; the member can then ask for first access', async () => {
    const before = await count();
    const csv = [header, ...good].join('\n');
    const checked = await staff.call('POST', '/staff/members/import', { body: { csv, dryRun: true } });
    expect(checked).toMatchObject({ status: 200, body: { rows: 2, errors: [], imported: 0 } });
    expect(await count()).toBe(before);
    const imported = await staff.call('POST', '/staff/members/import', { body: { csv, dryRun: false } });
    expect(imported).toMatchObject({ status: 200, body: { imported: 2, msg: '2 associados importados.' } });
    expect(await count()).toBe(before + 2);
    const benedito = await idOf('41827390514');
    expect((await auditOf(benedito, 'importar'))).toHaveLength(1);
    const step1 = await call(api, 'POST', '/login/step1', { body: { cpf: '41827390514' } });
    expect(step1.body.data).toMatchObject({ name: expect.stringContaining('Benedito') });
    // Importing the same file again writes nothing: both CPFs are on file now.
    expect((await staff.call('POST', '/staff/members/import', { body: { csv, dryRun: false } })).status).toBe(422);
    expect(await count()).toBe(before + 2);
  });
});
