// The portal can only tell a member when the session ends (WCAG 2.2.1) if the API says so on every
// private answer: the idle deadline, never later than the real one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, signIn } from './helpers/client.ts';

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api?.close(); });

const IDLE_MS = 60 * 60_000;
const deadlineOf = (answer: { headers: Headers }) => {
  const value = answer.headers.get('session-idle-deadline');
  return value === null ? null : Date.parse(value);
};

describe('Session-Idle-Deadline', () => {
  it('is on every private answer, refusals included, and moves only when last use is recorded', async () => {
    const before = api.clock.now().getTime();
    const cookies = await signIn(api, MARIA);
    const first = deadlineOf(await call(api, 'GET', '/user/check', { cookies }))!;
    expect(first - IDLE_MS).toBeGreaterThanOrEqual(before);
    expect(first - IDLE_MS).toBeLessThanOrEqual(api.clock.now().getTime());
    for (const path of ['/associate/faq', '/user/profile', '/news/user/999999']) {
      expect(deadlineOf(await call(api, 'GET', path, { cookies })), path).toBe(first);
    }

    // Within the minute the last use is not written: the deadline told stays the recorded one.
    api.clock.advance(30_000);
    expect(deadlineOf(await call(api, 'GET', '/user/check', { cookies }))).toBe(first);

    api.clock.advance(31_000);
    const renewed = deadlineOf(await call(api, 'GET', '/user/check', { cookies }))!;
    expect(renewed - first).toBeGreaterThanOrEqual(61_000);
    expect(renewed - IDLE_MS).toBeLessThanOrEqual(api.clock.now().getTime());
  });

  it('is absent without a live session', async () => {
    const answer = await call(api, 'GET', '/user/check');
    expect(answer.status).toBe(401);
    expect(deadlineOf(answer)).toBeNull();
    expect(deadlineOf(await call(api, 'GET', '/csrftoken'))).toBeNull();
  });
});
