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

// Financeiro's calls (/staff/finance…, associate-api/routes/staff/financeiro.ts), read-only but
// for 'Verificar no provedor'.
export type StaffAttempt = { id: number; invoiceId: number; method: string; status: string; gatewayBillId: string | null; message: string | null; createdAt: string; updatedAt: string };
export type StaffInvoice = { id: number; description: string; status: string; priceCents: number; expiresAt: string; payment: string };
export type MemberFinance = { member: { id: number; name: string; cpf: string }; invoices: StaffInvoice[]; attempts: StaffAttempt[] };
export type ProviderEvent = { id: number; type: string; gatewayBillId: string | null; attemptId: number | null; outcome: string | null; receivedAt: string; processedAt: string | null; memberName: string | null };
export type UnsettledAttempt = StaffAttempt & { memberId: number; memberName: string };

export const memberFinance = (caller: Caller, id: string) =>
  callApi<{ data: MemberFinance }>(caller, `/staff/finance/members/${encodeURIComponent(id)}`, { fallback: STAFF_FALLBACK });

export const providerEvents = (caller: Caller) => callApi<{ data: ProviderEvent[] }>(caller, '/staff/finance/events', { fallback: STAFF_FALLBACK });

export const unsettledAttempts = (caller: Caller) => callApi<{ data: UnsettledAttempt[] }>(caller, '/staff/finance/unsettled', { fallback: STAFF_FALLBACK });

export const checkAttempt = (caller: Caller, id: string) =>
  callApi<{ msg: string; status: string }>(caller, `/staff/finance/attempts/${encodeURIComponent(id)}/check`, post());
