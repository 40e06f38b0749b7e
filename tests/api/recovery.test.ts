// Forgotten password: same answer for any CPF, a working e-mailed link, single use, 1-hour
// lifetime, a new request never cancelling a live link (at most 5 live), and every session ended
// by the change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../contract/validation-messages.ts';
import { startApi, type TestApi } from './helpers/api-server.ts';
import { call, MARIA, NOBODY_CPF, signIn, type Answer } from './helpers/client.ts';
import { outboxMessages, recoveryToken, waitForMessage } from './helpers/outbox.ts';

let api: TestApi;
let sent = 0;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api?.close(); });

async function requestLink(): Promise<string> {
  const answer = await call(api, 'POST', '/login/forgot', { body: { cpf: MARIA.cpf } });
  expect(answer.status).toBe(200);
  sent += 1;
  return recoveryToken(await waitForMessage(api.outboxDir, sent), 'http://portal.teste');
}

const recover = (token: string, password: string, newPassword = password) =>
  call(api, 'POST', '/login/recovery', { body: { token, password, newPassword } });

describe('POST /login/forgot', () => {
  it('answers the same for a member and for a CPF nobody has, and mails only the member', async () => {
    const member = await call(api, 'POST', '/login/forgot', { body: { cpf: MARIA.cpf } });
    const nobody = await call(api, 'POST', '/login/forgot', { body: { cpf: NOBODY_CPF } });
    expect(member.status).toBe(200);
    // Identical but for the Date header, which says the second each answer left (they may straddle one).
    const seen = (answer: Answer) => ({ ...answer, headers: [...answer.headers].filter(([name]) => name !== 'date') });
    expect(seen(nobody)).toEqual(seen(member));
    await api.backgroundSettled();
    sent += 1;
    const messages = outboxMessages(api.outboxDir);
    expect(messages).toHaveLength(sent);
    expect(messages.at(-1)).toMatch(/^To: maria\.aparecida@example\.com\.br/m);
    expect(messages.at(-1)).toContain('Recupera');
  });

  it('refuses an invalid CPF with 400 and mails nothing', async () => {
    const answer = await call(api, 'POST', '/login/forgot', { body: { cpf: '123' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ msg: VALIDATION.cpfInvalid });
    expect(outboxMessages(api.outboxDir)).toHaveLength(sent);
  });
});

describe('POST /login/recovery', () => {
  it('sets the new password with the mailed link, ends open sessions, and the link works once', async () => {
    const openSession = await signIn(api, MARIA);
    const token = await requestLink();
    const answer = await recover(token, 'Nova#Senha2026');
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toEqual(expect.any(String));
    expect((await call(api, 'GET', '/user/check', { cookies: openSession })).status).toBe(401);
    await expect(signIn(api, { cpf: MARIA.cpf, password: 'Nova#Senha2026' })).resolves.toHaveProperty('sid');
    await expect(signIn(api, MARIA)).rejects.toThrow(/401/);

    const replay = await recover(token, 'Outra#Senha2026');
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ msg: 'Link de recuperação inválido ou expirado' });
    await expect(signIn(api, { cpf: MARIA.cpf, password: 'Nova#Senha2026' })).resolves.toHaveProperty('sid');
  });

  it('checks the spec rules first, without burning the link', async () => {
    const token = await requestLink();
    expect((await recover(token, 'curta')).body).toEqual({ msg: VALIDATION.passwordInvalid });
    expect((await recover(token, 'semsimbolo123')).body).toEqual({ msg: VALIDATION.passwordComposition(['1 letra maiúscula', '1 caractere especial']) });
    expect((await recover(token, 'Senha@2025')).body).toEqual({ msg: VALIDATION.passwordTooCommon });
    expect((await recover(token, 'Valida#2026', 'Valida#2027')).body).toEqual({ msg: VALIDATION.passwordsDiffer });
    expect((await recover(token, 'Valida#2026')).status).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    const token = await requestLink();
    api.clock.advance(61 * 60_000);
    const answer = await recover(token, 'Tarde#Demais1');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ msg: 'Link de recuperação inválido ou expirado' });
  });

  it("new requests never cancel a live link: two (or more) by somebody else leave the member's working (issue 18, finding 5)", async () => {
    const members = await requestLink();
    const others = [await requestLink(), await requestLink(), await requestLink(), await requestLink()];
    expect((await call(api, 'POST', '/login/link', { body: { token: members } })).body).toEqual({ purpose: 'recovery' });
    // Five live links is the most: a sixth request answers the same and mails nothing.
    expect((await call(api, 'POST', '/login/forgot', { body: { cpf: MARIA.cpf } })).status).toBe(200);
    await api.backgroundSettled();
    expect(outboxMessages(api.outboxDir)).toHaveLength(sent);
    expect((await recover(members, 'Meio#Link2026')).status).toBe(200);
    // The password changed: every other pending link dies with it.
    for (const other of others) expect((await recover(other, 'Novo#Link2026')).status).toBe(400);
  });

  it('refuses an unknown or missing token', async () => {
    expect((await recover('a'.repeat(43), 'Qualquer#123x')).status).toBe(400);
    expect((await call(api, 'POST', '/login/recovery', { body: { password: 'Qualquer#123x', newPassword: 'Qualquer#123x' } })).status).toBe(400);
  });
});
