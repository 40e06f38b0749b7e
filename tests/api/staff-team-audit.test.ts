// The back office's admin areas and its guarantees (DESIGN §10): every /staff/ route checks the
// session and the role on every call; creating staff, enrolment and recovery codes work end to
// end; every staff write leaves an audit row in the same transaction, with personal data masked;
// the audit table refuses UPDATE and DELETE in the database itself.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../contract/staff-roles.ts';
import { STAFF_ROUTE_ROLES } from '../../associate-api/routes/staff/access.ts';
import { STAFF_OPEN_ROUTES } from '../../associate-api/routes/staff/index.ts';
import { maskPersonalData, recordAudit } from '../../associate-api/services/audit.ts';
import { API_KEY, startApi, type TestApi } from './helpers/api-server.ts';
import { call, type Answer, type CallOptions } from './helpers/client.ts';
import { decodeMail, outboxMessages } from './helpers/outbox.ts';
import { signInStaff, staffPassword, totpCode } from './helpers/staff.ts';

let api: TestApi;
// One session per role for the whole file: a TOTP code is accepted once, so signing the same
// account in again and again within 30 seconds would run out of codes.
let cookies: Record<StaffRole, Record<string, string>>;
let admin: { cookies: Record<string, string>; call: (method: string, path: string, options?: CallOptions) => Promise<Answer> };
beforeAll(async () => {
  api = await startApi();
  cookies = Object.fromEntries(await Promise.all(STAFF_ROLES.map(async (role) => [role, await signInStaff(api, role)] as const))) as typeof cookies;
  admin = { cookies: cookies.admin, call: (method, path, options = {}) => call(api, method, path, { ...options, cookies: cookies.admin }) };
});
afterAll(async () => { await api?.close(); });

// An id nobody has: the visit must not change the accounts the other tests use.
const concrete = (path: string) => path.replace(/:[a-z]+/gi, '999999');

/** Status and msg of any route: GET answers may be CSV, so they are read as text. */
async function visit(method: string, path: string, sessionCookies: Record<string, string> = {}) {
  if (method !== 'GET') return call(api, method, concrete(path), { cookies: sessionCookies, body: {} });
  const cookie = Object.entries(sessionCookies).map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(api.url + concrete(path), { headers: { 'x-api-key': API_KEY, ...(cookie ? { cookie } : {}) } });
  const text = await response.text();
  return { status: response.status, body: response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text };
}

describe('every /staff/ route', () => {
  it('is either an open sign-in route or declared with its roles, and refuses without a staff session (401)', async () => {
    const staffRoutes = api.routes.filter(({ path }) => path.startsWith('/staff/'));
    expect(staffRoutes.length).toBeGreaterThan(5);
    for (const { method, path } of staffRoutes) {
      const key = `${method} ${path}`;
      if (STAFF_OPEN_ROUTES.includes(key)) continue;
      expect(STAFF_ROUTE_ROLES.has(key), `${key} must be declared through staffRoute`).toBe(true);
      const answer = await visit(method, path);
      expect(answer, key).toMatchObject({ status: 401, body: { msg: 'Entre na Gestão para continuar.' } });
    }
  });

  it('refuses (403, pt-BR) every role the route does not serve, and lets admin through everywhere', async () => {
    for (const [key, roles] of STAFF_ROUTE_ROLES) {
      const [method, path] = key.split(' ') as [string, string];
      for (const role of STAFF_ROLES) {
        const answer = await visit(method, path, cookies[role]);
        const allowed = role === 'admin' || roles.length === 0 || roles.includes(role);
        if (allowed) expect(answer.status, `${role} ${key}`).not.toBe(403);
        else expect(answer, `${role} ${key}`).toMatchObject({ status: 403, body: { msg: 'Acesso negado: o seu perfil não dá acesso a esta área.' } });
      }
    }
  }, 60_000);
});

describe('Equipe and enrolment', () => {
  it('creates a staff member whose link enrols a password and a TOTP, with ten recovery codes usable once', async () => {
    const created = await admin.call('POST', '/staff/team', { body: { email: 'Nova.Pessoa@associacao.example.com.br', name: 'Nova Pessoa', role: 'atendimento' } });
    expect(created.status).toBe(201);
    const token = /\/gestao\/ativar\/([A-Za-z0-9_-]{43})$/.exec(created.body.link)![1]!;
    await api.backgroundSettled();
    expect(outboxMessages(api.outboxDir).map(decodeMail).some((mail) => mail.text.includes(created.body.link))).toBe(true);
    expect((await admin.call('POST', '/staff/team', { body: { email: 'nova.pessoa@associacao.example.com.br', name: 'Outra', role: 'admin' } })).status).toBe(409);

    const read = await call(api, 'POST', '/staff/enrolment/read', { body: { token } });
    expect(read.body.data).toMatchObject({ name: 'Nova Pessoa', role: 'atendimento' });
    const secret: string = read.body.data.secret;
    expect(read.body.data.otpauthUrl).toContain(`secret=${secret}`);
    const badCode = await call(api, 'POST', '/staff/enrolment', { body: { token, password: 'Atende#2026x', confirmPassword: 'Atende#2026x', code: '000000' } });
    expect(badCode.status).toBe(400);
    const done = await call(api, 'POST', '/staff/enrolment', { body: { token, password: 'Atende#2026x', confirmPassword: 'Atende#2026x', code: totpCode(secret, api.clock.now()) } });
    expect(done.status).toBe(200);
    const codes: string[] = done.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // The link is spent.
    expect((await call(api, 'POST', '/staff/enrolment/read', { body: { token } })).status).toBe(404);

    // A recovery code instead of the app, once.
    const first = await staffPassword(api, 'nova.pessoa@associacao.example.com.br', 'Atende#2026x');
    const withCode = await call(api, 'POST', '/staff/login/code', { cookies: first.cookies, body: { code: codes[3]!.toUpperCase() } });
    expect(withCode.status).toBe(200);
    const second = await staffPassword(api, 'nova.pessoa@associacao.example.com.br', 'Atende#2026x');
    expect((await call(api, 'POST', '/staff/login/code', { cookies: second.cookies, body: { code: codes[3] } })).status).toBe(401);

    // Disabled: the session ends and the password opens nothing.
    const id = created.body.id;
    expect((await admin.call('POST', `/staff/team/${id}/disable`)).status).toBe(200);
    expect((await call(api, 'GET', '/staff/me', { cookies: { gestao_sessao: withCode.cookies.gestao_sessao! } })).status).toBe(401);
    expect((await staffPassword(api, 'nova.pessoa@associacao.example.com.br', 'Atende#2026x')).answer.status).toBe(401);
    // A new link re-opens enrolment.
    const again = await admin.call('POST', `/staff/team/${id}/enrolment-link`);
    expect(again.body.link).toMatch(/\/gestao\/ativar\//);
    expect((await admin.call('POST', '/staff/team/999999/disable')).status).toBe(404);

    const audit = await admin.call('GET', `/staff/audit?entidade=equipe`);
    const actions = audit.body.data.filter((row: { entityId: string }) => row.entityId === String(id)).map((row: { action: string }) => row.action);
    expect(actions).toEqual(['novo-link-de-cadastro', 'desativar', 'concluir-cadastro', 'criar']);
    const creation = audit.body.data.find((row: { action: string; entityId: string }) => row.action === 'criar' && row.entityId === String(id));
    expect(creation).toMatchObject({ staffEmail: 'admin@associacao.example.com.br', staffRole: 'admin', changes: { after: { email: 'N•••@a•••.example.com.br', papel: 'atendimento' } } });
    expect(JSON.stringify(creation.changes)).not.toContain('Nova.Pessoa@');
  });

  it('refuses bad input with pt-BR messages and writes nothing', async () => {
    const before = (await admin.call('GET', '/staff/audit')).body.total;
    expect((await admin.call('POST', '/staff/team', { body: { email: 'sem-arroba', name: 'X', role: 'admin' } })).body.msg).toBe('E-mail inválido.');
    expect((await admin.call('POST', '/staff/team', { body: { email: 'a@b.com', name: 'X', role: 'chefe' } })).body.msg).toBe('Perfil inválido.');
    expect((await admin.call('POST', '/staff/team', { rawBody: '[1,2]' })).status).toBe(400);
    expect((await admin.call('GET', '/staff/audit?de=2026-02-31')).status).toBe(400);
    expect((await admin.call('GET', '/staff/audit?cpf=123')).status).toBe(400);
    expect((await admin.call('GET', '/staff/audit')).body.total).toBe(before);
  });
});

describe('the audit trail', () => {
  it('filters by person, member CPF, entity and period, and downloads the selection as CSV', async () => {
    const [maria] = (await api.database.db.execute(sql`select id from associates where cpf = '52998224725'`) as unknown as { rows: { id: number }[] }).rows;
    await api.database.db.transaction((tx) => recordAudit(tx, api.clock.now(), { id: null, email: 'atendimento@associacao.example.com.br', role: 'atendimento', ip: '10.0.0.1' }, {
      action: 'visualizar', entity: 'associado', entityId: maria!.id, associateId: maria!.id, changes: { after: { cpf: '52998224725', email: 'maria.aparecida@example.com.br', nome: 'Maria' } },
    }));
    const byCpf = await admin.call('GET', '/staff/audit?cpf=529.982.247-25');
    expect(byCpf.body.total).toBe(1);
    expect(byCpf.body.data[0]).toMatchObject({ memberCpf: '***.982.247-**', changes: { after: { cpf: '***.982.247-**', email: 'm•••@e•••.com.br' } } });
    expect((await admin.call('GET', '/staff/audit?cpf=390.533.447-05')).body.total).toBe(0);
    expect((await admin.call('GET', '/staff/audit?pessoa=atendimento@associacao.example.com.br&entidade=associado')).body.total).toBe(1);
    const today = api.clock.now().toISOString().slice(0, 10);
    expect((await admin.call('GET', `/staff/audit?ate=2000-01-01`)).body.total).toBe(0);
    expect((await admin.call('GET', `/staff/audit?de=2000-01-01&ate=2100-01-01&entidade=associado`)).body.total).toBe(1);
    expect(today).toMatch(/^\d{4}/);
    const csv = await fetch(`${api.url}/staff/audit/csv?entidade=associado`, { headers: { 'x-api-key': API_KEY, cookie: `gestao_sessao=${admin.cookies.gestao_sessao}` } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // A BOM first, so spreadsheets read the accents as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe('Data e hora (UTC);E-mail da equipe;Perfil;Endereço IP;Ação;Entidade;Id;CPF do associado;Alterações');
    expect(text).toContain(';visualizar;associado;');
    expect(text).toContain('***.982.247-**');
    expect(text).not.toContain('52998224725');
  });

  it('records sign-ins, and the database refuses to change or delete a row', async () => {
    const signIns = await admin.call('GET', '/staff/audit?entidade=sessao&pessoa=admin@associacao.example.com.br');
    expect(signIns.body.data[0]).toMatchObject({ action: 'entrar', staffRole: 'admin' });
    const { db } = api.database;
    await expect(db.execute(sql`update audit_log set action = 'nada'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await admin.call('GET', '/staff/audit?entidade=sessao&pessoa=admin@associacao.example.com.br')).body.total).toBe(signIns.body.total);
  });

  it('masks CPFs and e-mails and never stores secrets', () => {
    expect(maskPersonalData({ before: { cpf: '529.982.247-25', email: 'ana@exemplo.com.br', password: 'x', nome: 'Ana' } }))
      .toEqual({ before: { cpf: '***.982.247-**', email: 'a•••@e•••.com.br', password: '***', nome: 'Ana' } });
  });
});
