// Atendimento's calls (/staff/members…, associate-api/routes/staff/atendimento.ts).
import { callApi, type Caller } from './client.ts';
import { STAFF_FALLBACK } from './staff.ts';

export type MemberHit = { id: number; name: string; cpf: string; email: string };
export type SignInEntry = { at: string; device: string; ip: string };
export type MemberProfile = {
  id: number; name: string; cpf: string; email: string; birthDate: string; hasPassword: boolean;
  registration: string; memberSince: string | null; phone: string | null; city: string; state: string;
  signIns: SignInEntry[]; openSessions: number; liveLinks: number; pausedUntil: string | null;
};
export type Delivery = 'tela' | 'email' | 'carta';
export type IssuedLink = { msg: string; name: string; purpose: 'activation' | 'recovery'; link?: string; expiresAt?: string };
export type ImportAnswer = { msg: string; rows: number; errors: { line: number; msg: string }[]; imported: number };

const post = (body: unknown = {}) => ({ method: 'POST' as const, body, fallback: STAFF_FALLBACK });

export const searchMembers = (caller: Caller, query: string) =>
  callApi<{ data: MemberHit[] }>(caller, `/staff/members?busca=${encodeURIComponent(query)}`, { fallback: STAFF_FALLBACK });

export const memberProfile = (caller: Caller, id: string) =>
  callApi<{ data: MemberProfile }>(caller, `/staff/members/${encodeURIComponent(id)}`, { fallback: STAFF_FALLBACK });

export const issueLink = (caller: Caller, id: string, delivery: Delivery) =>
  callApi<IssuedLink>(caller, `/staff/members/${encodeURIComponent(id)}/link`, post({ delivery }));

export const liftPauses = (caller: Caller, id: string) =>
  callApi<{ msg: string }>(caller, `/staff/members/${encodeURIComponent(id)}/unpause`, post());

export const endSessions = (caller: Caller, id: string) =>
  callApi<{ msg: string }>(caller, `/staff/members/${encodeURIComponent(id)}/end-sessions`, post());

export const importMembers = (caller: Caller, csv: string, dryRun: boolean) =>
  callApi<ImportAnswer>(caller, '/staff/members/import', post({ csv, dryRun }));
