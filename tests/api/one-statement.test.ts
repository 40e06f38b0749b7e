// Every private page of the portal makes one API call (issue 8), and the calls of the pages every
// member opens are one database statement each: the session check reads the member and the page's
// data together (services/sessions.ts). The dashboard used to take four (session, member, news,
// sign-ins), each list two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, signIn } from './helpers/client.ts';

const statements: string[] = [];
let api: TestApi;
let cookies: Record<string, string>;
beforeAll(async () => {
  api = await startApi({ queryLog: statements });
  cookies = await signIn(api, MARIA);
});
afterAll(async () => { await api?.close(); });

async function statementsOf(path: string): Promise<string[]> {
  statements.length = 0;
  const answer = await call(api, 'GET', path, { cookies });
  expect(answer.status, path).toBe(200);
  return [...statements];
}

describe('the calls behind the pages every member opens', () => {
  it.each([
    '/user/check', '/user/dashboard', '/associate/faq', '/news/user/getWithLimit/10&0', '/news/user/getWithLimit/50&0',
    '/officialDocumentsAgo', '/officialDocumentsAgo2025', '/officialDocumentsInformativo',
  ])('%s is one statement', async (path) => {
    expect(await statementsOf(path)).toHaveLength(1);
  });

  it('adds the write of the last use only when it is due (once a minute)', async () => {
    api.clock.advance(61_000);
    const due = await statementsOf('/associate/faq');
    expect(due).toHaveLength(2);
    expect(due[1]).toMatch(/^update "sessions"/);
    expect(await statementsOf('/associate/faq')).toHaveLength(1);
  });
});
