// Two API instances on one PostgreSQL report the same events (each runs its own daily scan and
// the back office may call either): every member still gets each notice once, by each channel.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associates, officialDocuments } from '../../associate-api/db/schema.ts';
import { startSmsSandbox, type TestSmsSandbox } from '../support/sms-sandbox.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { onPostgres } from './helpers/database.ts';
import { decodeMail, outboxMessages } from './helpers/outbox.ts';
import { until } from './helpers/until.ts';

describe.runIf(onPostgres)('notices on two API instances', () => {
  let first: TestApi;
  let second: TestApi;
  let sms: TestSmsSandbox;
  beforeAll(async () => {
    sms = await startSmsSandbox();
    first = await startApi({ smsApiUrl: sms.url });
    second = await startApi({ smsApiUrl: sms.url, shareWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await sms?.close();
  });

  it('a document reported on both, twice each, reaches every member with an e-mail once (not representative-only accounts)', async () => {
    const [document] = await first.database.db.select({ id: officialDocuments.id }).from(officialDocuments).limit(1);
    const members = await first.database.db.select({ email: associates.email }).from(associates).where(eq(associates.representativeOnly, false));
    const withEmail = members.filter((row) => row.email).map((row) => row.email);
    await Promise.all([first, second, first, second].map((api) => api.notices.notifyNewDocument(document!.id)));
    const sent = () => outboxMessages(first.outboxDir).map(decodeMail).filter((mail) => /^Novo documento/.test(mail.subject));
    await until(async () => sent().length >= withEmail.length);
    // Both instances' workers had time to take anything left.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(sent().map((mail) => mail.to).sort()).toEqual([...withEmail].sort());
  });
});
