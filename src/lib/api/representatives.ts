// Calls of docs/api-contract.md "Representatives" (issue 23 §4).
import { callApi, type Caller } from './client.ts';
import type { Step2Answer } from './auth.ts';

export type Scope = 'consultar' | 'consultar_pagar';
export type Representative = {
  id: number; name: string; email: string; scope: Scope; kind: 'convite' | 'curador'; pending: boolean; since: string; invitedAt: string;
};
export type Invitation = { name: string; memberName: string; scope: Scope; account: 'new' | 'existing' };
export type Representing = {
  name: string; ownAccount: boolean; actingFor: number | null; members: { id: number; name: string; scope: Scope; kind: string }[];
};

type MsgAnswer = { msg?: string };

const FALLBACK_LIST = 'Erro ao buscar representantes';
const FALLBACK_CHANGE = 'Erro ao alterar representantes';
const FALLBACK_INVITATION = 'Erro ao abrir o convite';

export const listRepresentatives = (caller: Caller) =>
  callApi<{ data: Representative[] }>(caller, '/representatives', { fallback: FALLBACK_LIST });

export const inviteRepresentative = (caller: Caller, input: { name: string; cpf: string; email: string; scope: Scope }) =>
  callApi<MsgAnswer>(caller, '/representatives', { method: 'POST', body: input, fallback: FALLBACK_CHANGE });

export const revokeRepresentative = (caller: Caller, id: number) =>
  callApi<MsgAnswer>(caller, `/representatives/${id}`, { method: 'DELETE', fallback: FALLBACK_CHANGE });

/** What an invitation link is for; reading it changes nothing. */
export const readInvitation = (caller: Caller, token: string) =>
  callApi<{ data: Invitation }>(caller, '/representatives/invitation', { method: 'POST', body: { token }, fallback: FALLBACK_INVITATION });

/** The invitation's form: accepted and signed in (sid, device). */
export const acceptInvitation = (caller: Caller, token: string, password: string, confirmation: string) =>
  callApi<Step2Answer>(caller, '/representatives/invitation/accept', {
    method: 'POST', body: { token, password, confirmPassword: confirmation }, fallback: FALLBACK_INVITATION,
  });

export const whomToRepresent = (caller: Caller) =>
  callApi<{ data: Representing }>(caller, '/representing', { fallback: FALLBACK_LIST });

/** Act for the member `memberId`, or one's own account (null). */
export const chooseWhom = (caller: Caller, memberId: number | null) =>
  callApi<MsgAnswer>(caller, '/representing', { method: 'POST', body: { member_id: memberId }, fallback: FALLBACK_LIST });

/** How the scope reads on the page. */
export const SCOPE_LABELS: Record<Scope, string> = { consultar: 'Consultar', consultar_pagar: 'Consultar e pagar' };
