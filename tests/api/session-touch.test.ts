// A member's session records its last use at most once a minute: every page is an API call, and a
// database write per page is what kept 50 members from being served quickly (issue 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../associate-api/db/schema.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api?.close(); });

const lastUses = async () => (await api.database.db.select().from(sessions)).map((row) => row.lastSeenAt.getTime());

describe('session last use', () => {
  it('is written at most once a minute, and the idle limit still ends a forgotten session', async () => {
    const cookies = await signIn(api, MARIA);
    const [signedInAt] = await lastUses();
    api.clock.advance(30_000);
    expect((await call(api, 'GET', '/user/check', { cookies })).status).toBe(200);
    expect((await call(api, 'GET', '/associate/faq', { cookies })).status).toBe(200);
    expect(await lastUses()).toEqual([signedInAt]);

    api.clock.advance(31_000);
    expect((await call(api, 'GET', '/user/check', { cookies })).status).toBe(200);
    const [touchedAt] = await lastUses();
    expect(touchedAt! - signedInAt!).toBeGreaterThanOrEqual(61_000);

    api.clock.advance(61 * 60_000);
    expect((await call(api, 'GET', '/user/check', { cookies })).status).toBe(401);
  });
});
