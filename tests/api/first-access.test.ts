// Finding 2 of issue #9 (DESIGN §7.1): a CPF and a birth date no longer unlock an account. The
// password chosen at first access takes effect only through a link e-mailed to the address on
// file (1 hour, single use); without an e-mail the member is told to call the association, whose
// staff can issue a link; wrong birth dates have a lifetime cap per CPF.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associates } from '../../associate-api/db/schema.ts';
import { issueStaffActivationLink } from '../../associate-api/services/staff-activation.ts';
import { startApi, SUPPORT_PHONE, type TestApi } from './helpers/api-server.ts';
import { call, JOSE, MARIA, RAIMUNDO, signIn } from './helpers/client.ts';
import { outboxMessages, recoveryToken, waitForMessage } from './helpers/outbox.ts';

const PUBLIC_URL = 'http://portal.teste';
const HOUR = 60 * 60_000;
let api: TestApi;
let ids: Record<string, number>;

beforeAll(async () => {
  api = await startApi();
  ids = {};
  for (const member of [JOSE, RAIMUNDO]) {
    ids[member.cpf] = (await call(api, 'POST', '/login/step1', { body: { cpf: member.cpf } })).body.data.associate_id;
  }
});
afterAll(async () => { await api?.close(); });

const register = (member: { cpf: string }, birthDate: string, password = 'Carlos#1950x') => call(api, 'POST', '/login/step2', {
  body: { cpf: member.cpf, associate_id: ids[member.cpf], password, confirmPassword: password, birthDate },
});
const open = (token: string) => call(api, 'POST', '/login/activation', { body: { token } });
const isComplete = async (cpf: string) => (await call(api, 'POST', '/login/step1', { body: { cpf } })).body.complete;

/** Step 2 of a first access, then the token of the link it e-mailed. */
async function requestActivation(password: string): Promise<string> {
  const before = outboxMessages(api.outboxDir).length;
  const answer = await register(JOSE, JOSE.birthDate, password);
  expect(answer.status).toBe(202);
  return recoveryToken(await waitForMessage(api.outboxDir, before + 1), PUBLIC_URL);
}

describe('first access by e-mailed link', () => {
  it('says where the link went, sets nothing and signs nobody in until the link is opened', async () => {
    const before = outboxMessages(api.outboxDir).length;
    const answer = await register(JOSE, JOSE.birthDate);
    expect(answer.status).toBe(202);
    expect(answer.body.msg).toBe('Enviamos um link para j•••@e•••.com.br. Abra-o em até 1 hora para ativar sua senha.');
    expect(answer.cookies.sid).toBeUndefined();
    expect(await isComplete(JOSE.cpf)).toBe(false);
    const mail = await waitForMessage(api.outboxDir, before + 1);
    expect(mail).toContain('To: jose.carlos@example.com.br');
    expect(mail).toContain(`${PUBLIC_URL}/`);
  });

  it('a link older than one hour does nothing', async () => {
    const token = await requestActivation('Velho#Link1950');
    api.clock.advance(HOUR + 1000);
    expect((await open(token)).status).toBe(404);
    expect(await isComplete(JOSE.cpf)).toBe(false);
  });

  it('opening the link sets the chosen password, signs in, and ends the other pending links; it works once', async () => {
    const other = await requestActivation('Outra#Senha1950');
    const token = await requestActivation('Carlos#1950x');
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.cookies.sid).toBeTruthy();
    expect(opened.cookies.device).toBeTruthy();
    expect((await call(api, 'GET', '/user/check', { cookies: { sid: opened.cookies.sid! } })).body.data.name).toBe('José Carlos Pereira');
    expect(await isComplete(JOSE.cpf)).toBe(true);
    expect((await open(token)).status).toBe(404);
    expect((await open(other)).status).toBe(404);
    await expect(signIn(api, { cpf: JOSE.cpf, password: 'Carlos#1950x' })).resolves.toHaveProperty('sid');
  });

  it('an unknown link is 404, so the portal treats it as a recovery link', async () => {
    expect((await open('z'.repeat(43))).status).toBe(404);
  });
});

describe('no e-mail on file (Raimundo)', () => {
  it('tells the member to call the association, and mails nothing', async () => {
    const before = outboxMessages(api.outboxDir).length;
    const answer = await register(RAIMUNDO, RAIMUNDO.birthDate);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe(`Não há e-mail no seu cadastro para enviarmos o link de ativação. Ligue para a associação: ${SUPPORT_PHONE}.`);
    await api.backgroundSettled();
    expect(outboxMessages(api.outboxDir)).toHaveLength(before);
    expect(await isComplete(RAIMUNDO.cpf)).toBe(false);
  });

  it('birth-date failures have a lifetime cap: after 10, even the right date is refused', async () => {
    for (let i = 0; i < 10; i++) expect((await register(RAIMUNDO, '1950-01-01')).status).toBe(401);
    // Long after any pause, the cap still holds.
    api.clock.advance(30 * 24 * HOUR);
    const locked = await register(RAIMUNDO, RAIMUNDO.birthDate);
    expect(locked.status).toBe(403);
    expect(locked.body.msg).toBe(`Por segurança, o primeiro acesso desta conta precisa ser liberado pela associação. Ligue para ${SUPPORT_PHONE}.`);
  });

  it('a staff-issued link (npm run activation-link) lets him choose a password, once', async () => {
    const issued = await issueStaffActivationLink(api.database.db, api.clock.now, { publicUrl: PUBLIC_URL, lifetimeMs: HOUR }, '275.381.940-88');
    if (!issued.ok) throw new Error(issued.reason);
    expect(issued.name).toBe('Raimundo Nonato Lima');
    const token = issued.link.slice(`${PUBLIC_URL}/`.length);
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body.choosePassword).toBe(true);
    expect(opened.cookies.sid).toBeUndefined();
    const recovery = (password: string) => call(api, 'POST', '/login/recovery', { body: { token, password, newPassword: password } });
    expect((await recovery('Raimundo#1948')).status).toBe(200);
    expect((await recovery('Outra#Vez1948')).status).toBe(400);
    await expect(signIn(api, { cpf: RAIMUNDO.cpf, password: 'Raimundo#1948' })).resolves.toHaveProperty('sid');
  });

  it('the staff tool refuses accounts that already have a password and unknown CPFs', async () => {
    const options = { publicUrl: PUBLIC_URL, lifetimeMs: HOUR };
    expect(await issueStaffActivationLink(api.database.db, api.clock.now, options, MARIA.cpf)).toMatchObject({ ok: false });
    expect(await issueStaffActivationLink(api.database.db, api.clock.now, options, '390.533.447-05')).toEqual({ ok: false, reason: 'CPF não encontrado' });
    const [raimundo] = await api.database.db.select().from(associates).where(eq(associates.cpf, RAIMUNDO.cpf));
    expect(raimundo!.birthDateFailures).toBe(10);
  });
});
