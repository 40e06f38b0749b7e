// A representative who may help (issue 23 §4): invitation by e-mailed link (reading it changes
// nothing), acceptance with a new representative-only account or an existing member's password,
// sign-in and choosing whom to act for, the deny-by-default policy on every route the API answers,
// revocation effective on the next request, the activity record naming both, and the staff's
// court-appointed guardian at service level.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associates, paymentAttempts, representations, signIns } from '../../associate-api/db/schema.ts';
import { MSG } from '../../associate-api/messages.ts';
import { CHOOSING_ROUTES, OPEN_ROUTES, REPRESENTATIVE_ROUTES, type Scope } from '../../associate-api/middleware/representative-policy.ts';
import { DEMO_REPRESENTATIVE as CARLOS } from '../../associate-api/seed/representatives.ts';
import { registerGuardian } from '../../associate-api/services/representatives.ts';
import { API_KEY, startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';
import { decodeMail, outboxMessages, waitForMessage } from './helpers/outbox.ts';

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api?.close(); });

const FILHA = { name: 'Fernanda Souza Lima', cpf: '39053344705', email: 'fernanda@example.com.br', password: 'Filha#Ana2026' };

async function idOf(cpf: string): Promise<number> {
  const [row] = await api.database.db.select({ id: associates.id }).from(associates).where(eq(associates.cpf, cpf));
  return row!.id;
}

/** The token of the newest invitation link `${PUBLIC_URL}/convite/{token}` in the outbox. */
async function invitationToken(count: number): Promise<string> {
  const mail = decodeMail(await waitForMessage(api.outboxDir, count));
  const match = /http:\/\/portal\.teste\/convite\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error('link de convite ausente');
  return match[1]!;
}

const actFor = (cookies: Record<string, string>, memberId: number | null) =>
  call(api, 'POST', '/representing', { cookies, body: { member_id: memberId } });

describe('invitation and acceptance', () => {
  let token = '';
  let ana: Record<string, string>;

  it('Ana invites by name, CPF and e-mail; the invitee gets a link; the list shows it pending', async () => {
    ana = await signIn(api, ANA);
    const bad = await call(api, 'POST', '/representatives', { cookies: ana, body: { name: FILHA.name, cpf: '390.533.447-00', email: FILHA.email, scope: 'consultar' } });
    expect(bad.status).toBe(400);
    const badScope = await call(api, 'POST', '/representatives', { cookies: ana, body: { ...FILHA, scope: 'tudo' } });
    expect(badScope).toMatchObject({ status: 400, body: { msg: MSG.representativeScopeInvalid } });
    const self = await call(api, 'POST', '/representatives', { cookies: ana, body: { ...FILHA, cpf: ANA.cpf, scope: 'consultar' } });
    expect(self).toMatchObject({ status: 400, body: { msg: MSG.representativeSelf } });
    const before = outboxMessages(api.outboxDir).length;
    const sent = await call(api, 'POST', '/representatives', { cookies: ana, body: { name: FILHA.name, cpf: FILHA.cpf, email: FILHA.email, scope: 'consultar_pagar' } });
    expect(sent.status).toBe(201);
    const twice = await call(api, 'POST', '/representatives', { cookies: ana, body: { name: FILHA.name, cpf: FILHA.cpf, email: FILHA.email, scope: 'consultar' } });
    expect(twice).toMatchObject({ status: 409, body: { msg: MSG.representativeExists } });
    await api.backgroundSettled();
    token = await invitationToken(before + 1);
    const mail = decodeMail(outboxMessages(api.outboxDir)[before]!);
    expect(mail.to).toBe(FILHA.email);
    expect(mail.text).toContain('Ana Beatriz Souza convidou você');
    const list = await call(api, 'GET', '/representatives', { cookies: ana });
    expect(list.body.data).toEqual([expect.objectContaining({ name: FILHA.name, scope: 'consultar_pagar', pending: true, kind: 'convite' })]);
    // Only the hash of the token is stored.
    const rows = await api.database.db.select().from(representations).where(eq(representations.cpf, FILHA.cpf));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('reading the link changes nothing; a wrong token is refused', async () => {
    const read = await call(api, 'POST', '/representatives/invitation', { body: { token } });
    expect(read).toMatchObject({ status: 200, body: { data: { name: FILHA.name, memberName: 'Ana Beatriz Souza', scope: 'consultar_pagar', account: 'new' } } });
    await call(api, 'POST', '/representatives/invitation', { body: { token } });
    const [row] = await api.database.db.select().from(representations).where(eq(representations.cpf, FILHA.cpf));
    expect(row).toMatchObject({ acceptedAt: null, representativeId: null });
    expect(await call(api, 'POST', '/representatives/invitation', { body: { token: 'x'.repeat(43) } })).toMatchObject({ status: 404, body: { msg: MSG.invitationInvalid } });
  });

  it('accepting creates a representative-only account, signs it in, and the link is spent', async () => {
    const weak = await call(api, 'POST', '/representatives/invitation/accept', { body: { token, password: 'curta', confirmPassword: 'curta' } });
    expect(weak.status).toBe(400);
    const accepted = await call(api, 'POST', '/representatives/invitation/accept', { body: { token, password: FILHA.password, confirmPassword: FILHA.password } });
    expect(accepted).toMatchObject({ status: 200, body: { msg: MSG.invitationAccepted('Ana Beatriz Souza') } });
    expect(accepted.cookies.sid).toBeTruthy();
    const [account] = await api.database.db.select().from(associates).where(eq(associates.cpf, FILHA.cpf));
    expect(account).toMatchObject({ representativeOnly: true, birthDate: null, name: FILHA.name });
    const again = await call(api, 'POST', '/representatives/invitation/accept', { body: { token, password: FILHA.password, confirmPassword: FILHA.password } });
    expect(again.status).toBe(404);
    const list = await call(api, 'GET', '/representatives', { cookies: ana });
    expect(list.body.data[0]).toMatchObject({ pending: false });
  });

  it('a representative-only account signs in, has no pages of its own, and chooses whom', async () => {
    const step1 = await call(api, 'POST', '/login/step1', { body: { cpf: FILHA.cpf } });
    const step2 = await call(api, 'POST', '/login/step2', { body: { cpf: FILHA.cpf, password: FILHA.password, associate_id: step1.body.data.associate_id } });
    expect(step2.body.data.representing).toBe(true);
    const cookies = { sid: step2.cookies.sid! };
    const own = await call(api, 'GET', '/user/dashboard', { cookies });
    expect(own).toMatchObject({ status: 403, body: { msg: MSG.representativeMustChoose } });
    expect(own.headers.get('session-acting-for')).toBe('');
    const whom = await call(api, 'GET', '/representing', { cookies });
    expect(whom.body.data).toMatchObject({ ownAccount: false, actingFor: null, members: [{ name: 'Ana Beatriz Souza', scope: 'consultar_pagar' }] });
    expect((await actFor(cookies, null)).status).toBe(403);
    expect((await actFor(cookies, await idOf(MARIA.cpf))).status).toBe(404);
    expect((await actFor(cookies, await idOf(ANA.cpf))).status).toBe(200);
    const dashboard = await call(api, 'GET', '/user/dashboard', { cookies });
    expect(dashboard).toMatchObject({ status: 200, body: { data: { name: 'Ana Beatriz Souza' } } });
    expect(decodeURIComponent(dashboard.headers.get('session-acting-for')!)).toBe('Ana Beatriz Souza');
    expect(dashboard.headers.get('session-acting-scope')).toBe('consultar_pagar');
  });

  it('an existing member accepts with their own password and keeps their account', async () => {
    const maria = await signIn(api, MARIA);
    const before = outboxMessages(api.outboxDir).length;
    await call(api, 'POST', '/representatives', { cookies: maria, body: { name: 'Ana Beatriz Souza', cpf: ANA.cpf, email: 'ana.beatriz@example.com.br', scope: 'consultar' } });
    await api.backgroundSettled();
    const memberToken = await invitationToken(before + 1);
    expect((await call(api, 'POST', '/representatives/invitation', { body: { token: memberToken } })).body.data.account).toBe('existing');
    const wrong = await call(api, 'POST', '/representatives/invitation/accept', { body: { token: memberToken, password: 'Errada#2026x' } });
    expect(wrong.status).toBe(401);
    const ok = await call(api, 'POST', '/representatives/invitation/accept', { body: { token: memberToken, password: ANA.password } });
    expect(ok.status).toBe(200);
    const cookies = { sid: ok.cookies.sid! };
    const whom = await call(api, 'GET', '/representing', { cookies });
    expect(whom.body.data).toMatchObject({ ownAccount: true, members: [{ name: 'Maria Aparecida da Silva', scope: 'consultar' }] });
    // Her own account still works, and she may go back to it after acting for Maria.
    expect((await call(api, 'GET', '/user/dashboard', { cookies })).body.data.name).toBe('Ana Beatriz Souza');
    await actFor(cookies, await idOf(MARIA.cpf));
    expect((await call(api, 'GET', '/user/dashboard', { cookies })).body.data.name).toBe('Maria Aparecida da Silva');
    await actFor(cookies, null);
    expect((await call(api, 'GET', '/user/dashboard', { cookies })).body.data.name).toBe('Ana Beatriz Souza');
  });
});

/** A path for a Hono pattern: ids 1, pages '10&0', anything else 'x'. */
const concrete = (path: string) => path.replace(/:page\b/g, '10&0').replace(/:id\b|:year\b/g, '1').replace(/:\w+/g, 'x');

async function signInCarlosFor(memberCpf: string) {
  const cookies = await signIn(api, CARLOS);
  expect((await actFor(cookies, await idOf(memberCpf))).status).toBe(200);
  return cookies;
}

describe('the demo representative, Carlos, acting for Maria', () => {
  it('is refused every route his scope does not list, and answered on the others', async () => {
    const cookies = await signInCarlosFor(MARIA.cpf);
    await checkEveryRoute(cookies, 'consultar');
  });

  it('with "consultar e pagar" he may pay an invoice, recorded as his payment in her name', async () => {
    const mariaId = await idOf(MARIA.cpf);
    await api.database.db.update(representations).set({ scope: 'consultar_pagar' })
      .where(and(eq(representations.cpf, CARLOS.cpf), eq(representations.memberId, mariaId)));
    const cookies = await signInCarlosFor(MARIA.cpf);
    await checkEveryRoute(cookies, 'consultar_pagar');
    const invoices = await call(api, 'GET', '/invoices/getWithLimit/50&0', { cookies });
    const open = invoices.body.data.find((i: { status: string }) => i.status !== 'paid' && i.status !== 'canceled');
    const paid = await call(api, 'POST', '/invoices/pay', { cookies, body: { invoice_id: open.id, method: 'pix' }, headers: { 'idempotency-key': 'representante-pix-1' } });
    // The provider is unreachable in this suite: what matters is that the attempt is his, in her name.
    expect(paid.status).not.toBe(403);
    const attempts = await api.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, open.id));
    expect(attempts.map((a) => a.actedBy)).toContain(await idOf(CARLOS.cpf));
    await api.database.db.update(representations).set({ scope: 'consultar' })
      .where(and(eq(representations.cpf, CARLOS.cpf), eq(representations.memberId, mariaId)));
  });

  it('Maria sees his access in her history as "Carlos em nome de Maria"', async () => {
    await signInCarlosFor(MARIA.cpf);
    const maria = await signIn(api, MARIA);
    const history = await call(api, 'GET', '/user/signins?limit=5', { cookies: maria });
    expect(history.body.data.map((e: { actedBy: string | null }) => e.actedBy)).toEqual(expect.arrayContaining([null, CARLOS.name]));
    // The record names both: the member whose account it is, and who really entered it.
    const rows = await api.database.db.select().from(signIns).where(eq(signIns.actedBy, await idOf(CARLOS.cpf)));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.associateId))).toContain(await idOf(MARIA.cpf));
  });

  it('Maria revokes with one button: his next request is refused and his session ends', async () => {
    const carlos = await signInCarlosFor(MARIA.cpf);
    expect((await call(api, 'GET', '/user/dashboard', { cookies: carlos })).status).toBe(200);
    const maria = await signIn(api, MARIA);
    const list = await call(api, 'GET', '/representatives', { cookies: maria });
    const his = list.body.data.find((r: { name: string }) => r.name === CARLOS.name);
    expect(his).toMatchObject({ scope: 'consultar', pending: false });
    expect((await call(api, 'DELETE', `/representatives/${his.id}`, { cookies: await signIn(api, ANA) })).status).toBe(404);
    expect((await call(api, 'DELETE', `/representatives/${his.id}`, { cookies: maria })).status).toBe(200);
    const next = await call(api, 'GET', '/user/dashboard', { cookies: carlos });
    expect(next).toMatchObject({ status: 401, body: { msg: MSG.representationEnded } });
    // That session is gone: nothing more is answered to it, not even choosing again.
    expect((await call(api, 'GET', '/representing', { cookies: carlos })).status).toBe(401);
    const after = await call(api, 'GET', '/representatives', { cookies: maria });
    expect(after.body.data.map((r: { name: string }) => r.name)).not.toContain(CARLOS.name);
  });
});

/** Status and msg of any answer (files and pictures are not JSON), CSRF token fetched as the portal does. */
async function answerTo(method: string, path: string, cookies: Record<string, string>) {
  const headers: Record<string, string> = { 'x-api-key': API_KEY, 'content-type': 'application/json', 'idempotency-key': 'verificacao-de-rotas' };
  const sent = { ...cookies };
  if (method !== 'GET') {
    const token = await call(api, 'GET', '/csrftoken', { cookies });
    Object.assign(sent, token.cookies);
    headers['x-csrf-token'] = token.body.csrfToken;
  }
  headers.cookie = Object.entries(sent).map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(api.url + path, { method, headers, body: method === 'GET' ? undefined : '{}' });
  const text = await response.text();
  const msg = response.headers.get('content-type')?.includes('json') ? JSON.parse(text).msg : undefined;
  return { status: response.status, msg };
}

/** Every route TestApi exposes: listed for the scope (or open, or choosing) → not 403; else 403. */
async function checkEveryRoute(cookies: Record<string, string>, scope: Scope) {
  const allowed = new Set([...REPRESENTATIVE_ROUTES[scope], ...CHOOSING_ROUTES]);
  const open = new Set(OPEN_ROUTES);
  const refused: string[] = [];
  expect(api.routes.length).toBeGreaterThan(50);
  for (const { method, path } of api.routes) {
    const route = `${method} ${path}`;
    // Open routes act on nobody's account; logging out would end the session under test.
    if (open.has(route)) continue;
    // The back office is another world: a member's session opens none of it, represented or not
    // (401, tests/api/staff-team-audit.test.ts).
    if (path.startsWith('/staff/')) continue;
    const answer = await answerTo(method, concrete(path), cookies);
    if (allowed.has(route)) {
      expect(answer.status, route).not.toBe(403);
      expect(answer.status, route).not.toBe(401);
    } else {
      expect(answer, route).toMatchObject({ status: 403, msg: MSG.representativeRefused });
      refused.push(route);
    }
  }
  // What the brief names, refused for sure.
  for (const route of ['POST /user/password', 'PUT /user/profile', 'GET /user/export', 'POST /authorizationFolder', 'GET /representatives', 'POST /representatives', 'DELETE /representatives/:id', 'POST /credit/card', 'PUT /credit/card', 'PUT /signature']) {
    expect(refused, route).toContain(route);
  }
  if (scope === 'consultar') expect(refused).toContain('POST /invoices/pay');
}

describe('registerGuardian (staff back office, court-appointed curador)', () => {
  const PDF = new TextEncoder().encode('%PDF-1.4\n% termo de curatela\n');
  const staff = { email: 'atendimento@associacao.org.br' };

  it('creates an accepted "consultar e pagar" representation of kind curador with the document stored', async () => {
    const memberId = await idOf(ANA.cpf);
    const result = await registerGuardian(api.database.db, {
      memberId, name: 'Roberto Souza Neto', cpf: '714.287.938-60', email: 'roberto@example.com.br', documentFile: { fileName: 'curatela.pdf', data: PDF }, staff,
    });
    const [row] = await api.database.db.select().from(representations).where(eq(representations.id, result.representationId));
    expect(row).toMatchObject({ kind: 'curador', scope: 'consultar_pagar', registeredBy: staff.email, documentName: 'curatela.pdf', representativeId: result.representativeId });
    expect(row!.acceptedAt).not.toBeNull();
    expect(Buffer.from(row!.document!).toString()).toContain('%PDF');
    const [account] = await api.database.db.select().from(associates).where(eq(associates.id, result.representativeId));
    expect(account).toMatchObject({ representativeOnly: true, passwordHash: null });
    const list = await call(api, 'GET', '/representatives', { cookies: await signIn(api, ANA) });
    expect(list.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Roberto Souza Neto', kind: 'curador', pending: false })]));
  });

  it('refuses a missing or fake document, a bad CPF and an unknown member, writing nothing', async () => {
    const memberId = await idOf(MARIA.cpf);
    const base = { memberId, name: 'Paulo Guardião Lima', cpf: '11144477735', email: 'p@example.com.br', documentFile: { fileName: 'c.pdf', data: PDF }, staff };
    await expect(registerGuardian(api.database.db, { ...base, documentFile: { fileName: 'c.pdf', data: new TextEncoder().encode('não sou um pdf') } })).rejects.toMatchObject({ status: 400 });
    await expect(registerGuardian(api.database.db, { ...base, cpf: '123' })).rejects.toMatchObject({ status: 400 });
    await expect(registerGuardian(api.database.db, { ...base, memberId: 999_999 })).rejects.toMatchObject({ status: 404 });
    const rows = await api.database.db.select().from(representations).where(eq(representations.cpf, '11144477735'));
    expect(rows).toEqual([]);
  });
});
