// Notices (issue 23 §3): preferences, the list and marking read, at most once per event, the
// opt-out link (GET changes nothing), SMS through the sandbox, and a channel turned off sending
// nothing. Events are reported through the service functions the back office will call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices, lawsuits, lawsuitUpdates, notices } from '../../associate-api/db/schema.ts';
import { startSmsSandbox, type TestSmsSandbox } from '../support/sms-sandbox.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { ANA, call, MARIA, signIn } from './helpers/client.ts';
import { decodeMail, outboxMessages } from './helpers/outbox.ts';
import { until } from './helpers/until.ts';

const MARIA_PHONE = '5511912345678';
const ALL_ON = { portal: true, email: true, sms: true };
const DEFAULTS = { portal: true, email: true, sms: false };

let api: TestApi;
let sms: TestSmsSandbox;
let maria: Record<string, string>;
let mariaId: number;

beforeAll(async () => {
  sms = await startSmsSandbox();
  api = await startApi({ smsApiUrl: sms.url });
  maria = await signIn(api, MARIA);
  mariaId = (await call(api, 'GET', '/user/check', { cookies: maria })).body.data.associate_id;
});
afterAll(async () => {
  await api?.close();
  await sms?.close();
});

const mails = (subject: string) => outboxMessages(api.outboxDir).map(decodeMail).filter((mail) => mail.subject === subject);
const noticesOf = async (cookies = maria) => (await call(api, 'GET', '/user/notices', { cookies })).body.data;

/** A movement of one of Maria's lawsuits, new for this test. */
async function newMovement(title: string): Promise<{ lawsuitId: number; movementId: number }> {
  const { db } = api.database;
  const [lawsuit] = await db.select({ id: lawsuits.id }).from(lawsuits).where(eq(lawsuits.associateId, mariaId)).limit(1);
  const [movement] = await db.insert(lawsuitUpdates).values({ lawsuitId: lawsuit!.id, title, description: title }).returning({ id: lawsuitUpdates.id });
  return { lawsuitId: lawsuit!.id, movementId: movement!.id };
}

async function savePreferences(preferences: Record<string, unknown>, cookies = maria) {
  return call(api, 'PUT', '/user/notices/preferences', { cookies, body: { preferences } });
}
const every = (choice: object) => ({ invoice_due: choice, payment_received: choice, lawsuit_movement: choice, new_document: choice });

describe('preferences', () => {
  it('start as portal and e-mail on, SMS off, and are saved whole', async () => {
    const ana = await signIn(api, ANA);
    const read = await call(api, 'GET', '/user/notices/preferences', { cookies: ana });
    expect(read.body.data).toEqual({ preferences: every(DEFAULTS), smsAvailable: true });
    const choice = { ...every(DEFAULTS), new_document: { portal: true, email: false, sms: true } };
    expect((await savePreferences(choice, ana)).status).toBe(200);
    expect((await call(api, 'GET', '/user/notices/preferences', { cookies: ana })).body.data.preferences).toEqual(choice);
  });

  it('refuse a partial or malformed choice, and write nothing', async () => {
    const ana = await signIn(api, ANA);
    const before = (await call(api, 'GET', '/user/notices/preferences', { cookies: ana })).body.data.preferences;
    for (const bad of [null, 'sim', { invoice_due: DEFAULTS }, every({ portal: 'on', email: true, sms: false })]) {
      const answer = await savePreferences(bad as Record<string, unknown>, ana);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toMatch(/Escolha/);
    }
    expect((await call(api, 'GET', '/user/notices/preferences', { cookies: ana })).body.data.preferences).toEqual(before);
  });
});

describe('a lawsuit movement', () => {
  it('is listed unread, counted with the session, sent once by e-mail and SMS however often it is reported', async () => {
    expect((await savePreferences(every(ALL_ON))).status).toBe(200);
    const before = await noticesOf();
    const { lawsuitId, movementId } = await newMovement('Sentença publicada');
    expect(await api.notices.notifyLawsuitMovement(lawsuitId, movementId)).toBe(true);
    expect(await api.notices.notifyLawsuitMovement(lawsuitId, movementId)).toBe(true);
    await until(async () => (await sms.messages(MARIA_PHONE)).length >= 1 && mails('Nova movimentação no seu processo').length >= 1);
    const after = await noticesOf();
    expect(after.notices).toHaveLength(before.notices.length + 1);
    expect(after.notices[0]).toMatchObject({ category: 'lawsuit_movement', readAt: null, link: `/juridico/processos/${lawsuitId}` });
    expect(after.unread).toBe(before.unread + 1);
    // The count travels with every private answer, read in the session's own statement.
    expect((await call(api, 'GET', '/user/check', { cookies: maria })).headers.get('unread-notices')).toBe(String(after.unread));
    // Reported a third time, after it was sent: still one of each.
    await api.notices.notifyLawsuitMovement(lawsuitId, movementId);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mails('Nova movimentação no seu processo')).toHaveLength(1);
    expect(await sms.messages(MARIA_PHONE)).toHaveLength(1);
    const [text] = (await sms.messages(MARIA_PHONE)).map((message) => message.text);
    expect(text).toMatch(/^Nova movimentação no seu processo\. Parar: http:\/\/portal\.teste\/cancelar-aviso\/[A-Za-z0-9_-]{30}$/);
    const rows = await api.database.db.select().from(notices).where(eq(notices.eventKey, `lawsuit:${lawsuitId}:movement:${movementId}`));
    expect(rows).toHaveLength(1);
  });

  it('unknown or mismatched ids are refused without a notice', async () => {
    const { lawsuitId, movementId } = await newMovement('Conclusos para despacho');
    expect(await api.notices.notifyLawsuitMovement(lawsuitId + 999, movementId)).toBe(false);
    expect(await api.notices.notifyLawsuitMovement(lawsuitId, 999_999)).toBe(false);
  });

  it('marking read lowers the count; unknown and other members\' notices are 404', async () => {
    const list = await noticesOf();
    const unread = list.notices.find((notice: { readAt: string | null }) => notice.readAt === null);
    const marked = await call(api, 'POST', `/user/notices/${unread.id}/read`, { cookies: maria });
    expect(marked.status).toBe(200);
    expect(marked.body.data.unread).toBe(list.unread - 1);
    expect(marked.headers.get('unread-notices')).toBe(String(list.unread - 1));
    expect((await noticesOf()).notices.find((notice: { id: number }) => notice.id === unread.id).readAt).not.toBeNull();
    const ana = await signIn(api, ANA);
    expect((await call(api, 'POST', `/user/notices/${unread.id}/read`, { cookies: ana })).status).toBe(404);
    expect((await call(api, 'POST', '/user/notices/abc/read', { cookies: maria })).status).toBe(404);
    expect((await call(api, 'POST', '/user/notices/99999999/read', { cookies: maria })).status).toBe(404);
    expect((await call(api, 'GET', '/user/notices?page=0', { cookies: maria })).status).toBe(400);
  });

  it('a channel turned off sends nothing by it', async () => {
    expect((await savePreferences({ ...every(ALL_ON), lawsuit_movement: { portal: true, email: false, sms: false } })).status).toBe(200);
    const mailsBefore = mails('Nova movimentação no seu processo').length;
    const smsBefore = (await sms.messages(MARIA_PHONE)).length;
    const listed = (await noticesOf()).notices.length;
    const { lawsuitId, movementId } = await newMovement('Audiência designada');
    await api.notices.notifyLawsuitMovement(lawsuitId, movementId);
    await until(async () => (await noticesOf()).notices.length === listed + 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mails('Nova movimentação no seu processo')).toHaveLength(mailsBefore);
    expect(await sms.messages(MARIA_PHONE)).toHaveLength(smsBefore);
  });
});

describe('the opt-out link', () => {
  it('GET names what it turns off and changes nothing; POST turns that one channel off; a bad token is 404', async () => {
    expect((await savePreferences(every(ALL_ON))).status).toBe(200);
    const [invoice] = await api.database.db.select().from(invoices).where(eq(invoices.associateId, mariaId)).limit(1);
    await api.database.db.update(invoices).set({ status: 'paid' }).where(eq(invoices.id, invoice!.id));
    await api.notices.notifyPaymentReceived(invoice!.id);
    await until(async () => mails('Pagamento recebido').length >= 1);
    const mail = mails('Pagamento recebido')[0]!;
    const token = /\/cancelar-aviso\/([A-Za-z0-9_-]{30})/.exec(mail.text)![1]!;
    const shown = await call(api, 'GET', `/notices/opt-out/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ category: 'payment_received', channel: 'email', categoryLabel: 'Pagamento recebido' });
    const preferences = async () => (await call(api, 'GET', '/user/notices/preferences', { cookies: maria })).body.data.preferences;
    expect((await preferences()).payment_received).toEqual(ALL_ON);
    const done = await call(api, 'POST', `/notices/opt-out/${token}`);
    expect(done.status).toBe(200);
    expect(done.body.msg).toMatch(/não receberá mais "Pagamento recebido" por E-mail/);
    expect((await preferences()).payment_received).toEqual({ portal: true, email: false, sms: true });
    expect((await preferences()).invoice_due).toEqual(ALL_ON);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [altered, 'curto', `${token}x`]) {
      expect((await call(api, 'GET', `/notices/opt-out/${bad}`)).status).toBe(404);
      expect((await call(api, 'POST', `/notices/opt-out/${bad}`)).status).toBe(404);
    }
  });
});

describe('due-date reminders', () => {
  it('the daily scan queues one reminder per open invoice due in 3 days, once', async () => {
    const [invoice] = await api.database.db.select().from(invoices).where(eq(invoices.status, 'pending')).limit(1);
    const due = invoice!.expiresAt;
    const today = new Date(Date.parse(`${due}T12:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
    const queued = await api.notices.queueDueReminders(today);
    expect(queued).toBeGreaterThanOrEqual(1);
    await api.notices.queueDueReminders(today);
    const key = `invoice:${invoice!.id}:due:${due}`;
    await until(async () => (await api.database.db.select().from(notices).where(eq(notices.eventKey, key))).length === 1);
    expect(await api.database.db.select().from(notices).where(eq(notices.eventKey, key))).toHaveLength(1);
  });
});

describe('without SMS_API_URL', () => {
  it('SMS is unavailable: the preferences say so and refuse it', async () => {
    const off = await startApi();
    try {
      const ana = await signIn(off, ANA);
      expect((await call(off, 'GET', '/user/notices/preferences', { cookies: ana })).body.data.smsAvailable).toBe(false);
      const refused = await call(off, 'PUT', '/user/notices/preferences', { cookies: ana, body: { preferences: every(ALL_ON) } });
      expect(refused.status).toBe(422);
      expect(refused.body.msg).toBe('O envio de SMS não está disponível no momento.');
      expect((await call(off, 'GET', '/user/notices/preferences', { cookies: ana })).body.data.preferences).toEqual(every(DEFAULTS));
    } finally {
      await off.close();
    }
  });
});

describe("Maria's demo notices", () => {
  it('two unread and one read, newest first', async () => {
    const fresh = await startApi();
    try {
      const list = (await call(fresh, 'GET', '/user/notices', { cookies: await signIn(fresh, MARIA) })).body.data;
      expect(list.unread).toBe(2);
      expect(list.notices.map((notice: { title: string; readAt: string | null }) => [notice.title, notice.readAt === null]))
        .toEqual([['Fatura vence em 3 dias', true], ['Nova movimentação no seu processo', true], ['Pagamento recebido', false]]);
    } finally {
      await fresh.close();
    }
  });
});
