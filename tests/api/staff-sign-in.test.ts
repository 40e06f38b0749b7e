// Staff sign-in (DESIGN §10): e-mail and password, then a TOTP code (±1 step, never twice) or a
// one-time recovery code; 30 minutes idle; the member and staff worlds never cross.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, signIn } from './helpers/client.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, signInStaff, staffPassword, totpCode } from './helpers/staff.ts';

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api?.close(); });

const { admin, juridico, financeiro } = DEMO_STAFF;

describe('staff sign-in', () => {
  it('refuses a wrong password and an unknown e-mail alike, in pt-BR', async () => {
    const wrong = await staffPassword(api, admin.email, 'Errada#2026x');
    expect(wrong.answer).toMatchObject({ status: 401, body: { msg: 'E-mail ou senha incorretos' } });
    expect(wrong.cookies.gestao_entrada).toBe('');
    const unknown = await staffPassword(api, 'ninguem@associacao.example.com.br', DEMO_STAFF_PASSWORD);
    expect(unknown.answer).toMatchObject({ status: 401, body: { msg: 'E-mail ou senha incorretos' } });
  });

  it('asks for the code after the password; a wrong code opens nothing; a code is accepted once', async () => {
    const { answer, cookies } = await staffPassword(api, juridico.email, DEMO_STAFF_PASSWORD);
    expect(answer.status).toBe(200);
    // The pending cookie is not a session.
    expect((await call(api, 'GET', '/staff/me', { cookies: { gestao_sessao: cookies.gestao_entrada } })).status).toBe(401);
    const wrong = await call(api, 'POST', '/staff/login/code', { cookies, body: { code: '000000' } });
    expect(wrong).toMatchObject({ status: 401, body: { msg: expect.stringContaining('Código incorreto') } });
    const code = totpCode(juridico.totpSecret, api.clock.now());
    const right = await call(api, 'POST', '/staff/login/code', { cookies, body: { code } });
    expect(right.status).toBe(200);
    const me = await call(api, 'GET', '/staff/me', { cookies: { gestao_sessao: right.cookies.gestao_sessao! } });
    expect(me.body.data).toMatchObject({ email: juridico.email, role: 'juridico' });
    // The same code again, on a new password step: refused (replay).
    const again = await staffPassword(api, juridico.email, DEMO_STAFF_PASSWORD);
    expect((await call(api, 'POST', '/staff/login/code', { cookies: again.cookies, body: { code } })).status).toBe(401);
    // The previous step's code is older than the one used: refused too.
    expect((await call(api, 'POST', '/staff/login/code', { cookies: again.cookies, body: { code: totpCode(juridico.totpSecret, api.clock.now(), -1) } })).status).toBe(401);
  });

  it('ends a staff session after 30 minutes without use, not before', async () => {
    const cookies = await signInStaff(api, 'financeiro');
    api.clock.advance(29 * 60_000);
    const alive = await call(api, 'GET', '/staff/me', { cookies });
    expect(alive.status).toBe(200);
    const deadline = Date.parse(alive.headers.get('session-idle-deadline')!) - api.clock.now().getTime();
    expect(deadline).toBeGreaterThan(29 * 60_000);
    expect(deadline).toBeLessThanOrEqual(30 * 60_000);
    api.clock.advance(30 * 60_000 + 1000);
    expect(await call(api, 'GET', '/staff/me', { cookies })).toMatchObject({ status: 401, body: { msg: 'Entre na Gestão para continuar.' } });
    expect(financeiro.role).toBe('financeiro');
  });

  it('keeps the worlds apart: a member session opens no /staff route, a staff session no member route', async () => {
    const member = await signIn(api, MARIA);
    expect((await call(api, 'GET', '/staff/me', { cookies: member })).status).toBe(401);
    expect((await call(api, 'GET', '/staff/me', { cookies: { gestao_sessao: member.sid! } })).status).toBe(401);
    const staff = await signInStaff(api, 'admin');
    expect((await call(api, 'GET', '/user/check', { cookies: staff })).status).toBe(401);
    expect((await call(api, 'GET', '/user/check', { cookies: { sid: staff.gestao_sessao! } })).status).toBe(401);
  });

  it('pauses sign-in after repeated wrong passwords for one e-mail', async () => {
    const limited = await startApi({ rateLimits: { perCpf: { max: 3, windowMs: 15 * 60_000 } } });
    try {
      for (let i = 0; i < 3; i++) expect((await staffPassword(limited, admin.email, 'Errada#2026x')).answer.status).toBe(401);
      const paused = await staffPassword(limited, admin.email, DEMO_STAFF_PASSWORD);
      expect(paused.answer.status).toBe(429);
      expect(paused.answer.body.msg).toMatch(/^Muitas tentativas\. Aguarde/);
    } finally {
      await limited.close();
    }
  });
});
