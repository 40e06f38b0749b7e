// Logs help operators without exposing members: one line per request, CPFs only masked, and
// never passwords, session ids, recovery tokens or the API key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, signIn } from './helpers/client.ts';
import { recoveryToken, waitForMessage } from './helpers/outbox.ts';

let api: TestApi;
const lines: string[] = [];
beforeAll(async () => { api = await startApi({ logLines: lines }); });
afterAll(async () => { await api?.close(); });

describe('request logs', () => {
  it('record method, path, status and time, and nothing secret', async () => {
    const cookies = await signIn(api, MARIA);
    await call(api, 'GET', '/user/profile', { cookies });
    await call(api, 'POST', '/login/forgot', { body: { cpf: '529.982.247-25' } });
    const token = recoveryToken(await waitForMessage(api.outboxDir, 1), 'http://portal.teste');
    await call(api, 'POST', '/login/recovery', { body: { token, password: 'Log#Secreto2026', newPassword: 'Log#Secreto2026' } });

    const profileLine = lines.map((l) => JSON.parse(l)).find((entry) => entry.path === '/user/profile');
    expect(profileLine).toMatchObject({ method: 'GET', status: 200, ms: expect.any(Number) });

    const all = lines.join('\n');
    for (const secret of [MARIA.cpf, '529.982.247-25', MARIA.password, 'Log#Secreto2026', cookies.sid!, token, API_KEY]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('***.982.247-**');
  });
});
