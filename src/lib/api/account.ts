// Account-security calls of docs/api-contract.md "Account": password change and the open sessions
// of the signed-in member.
import { FALLBACK } from '../messages.ts';
import { callApi, type Caller } from './client.ts';

type MsgAnswer = { msg?: string };

/** `network`: '189.40.12.0' (IPv4) or '2001:db8:1:2::/64'; '' for sessions older than the field. */
export type SessionItem = { id: string; device: string; network?: string; lastSeenAt: string; current: boolean };

export const changeOwnPassword = (caller: Caller, input: { currentPassword: string; password: string; confirmPassword: string }) =>
  callApi<MsgAnswer>(caller, '/user/password', { method: 'POST', body: input, fallback: FALLBACK.passwordChange });

export const listSessions = (caller: Caller) =>
  callApi<{ data: SessionItem[] }>(caller, '/user/sessions', { fallback: FALLBACK.sessions });

export const endOneSession = (caller: Caller, id: string) =>
  callApi<MsgAnswer>(caller, `/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', fallback: FALLBACK.sessionEnd });

export const endOtherSessions = (caller: Caller) =>
  callApi<MsgAnswer>(caller, '/user/sessions', { method: 'DELETE', fallback: FALLBACK.sessionEnd });
