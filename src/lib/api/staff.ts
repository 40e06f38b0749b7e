// The back office's calls (docs/api-contract.md "Gestão"), with their pt-BR fallbacks.
import type { StaffRole } from '../../../contract/staff-roles.ts';
import { callApi, type Caller } from './client.ts';

export const STAFF_FALLBACK = 'Não foi possível falar com o servidor agora. Tente novamente em instantes.';

export type StaffMe = { id: number; email: string; name: string; role: StaffRole };
export type StaffListing = { id: number; email: string; name: string; role: StaffRole; disabled: boolean; enrolled: boolean };
export type Enrolment = { name: string; email: string; role: StaffRole; secret: string; otpauthUrl: string };
export type AuditRow = {
  id: number; at: string; staffEmail: string; staffRole: string; ip: string; action: string;
  entity: string; entityId: string | null; memberCpf: string | null; changes: unknown;
};
export type AuditPage = { data: AuditRow[]; total: number; pageSize: number; entities: string[] };

const options = (body?: unknown) => ({ method: 'POST' as const, body: body ?? {}, fallback: STAFF_FALLBACK });

export const staffPassword = (caller: Caller, email: string, password: string) =>
  callApi<{ msg: string }>(caller, '/staff/login', options({ email, password }));

export const staffCode = (caller: Caller, code: string) =>
  callApi<{ data: { name: string; role: StaffRole } }>(caller, '/staff/login/code', options({ code }));

export const staffLogout = (caller: Caller) => callApi<{ msg: string }>(caller, '/staff/logout', options());

export const staffMe = (caller: Caller) => callApi<{ data: StaffMe }>(caller, '/staff/me', { fallback: STAFF_FALLBACK });

export const readEnrolment = (caller: Caller, token: string) => callApi<{ data: Enrolment }>(caller, '/staff/enrolment/read', options({ token }));

export const completeEnrolment = (caller: Caller, input: { token: string; password: string; confirmPassword: string; code: string }) =>
  callApi<{ msg: string; recoveryCodes: string[] }>(caller, '/staff/enrolment', options(input));

export const listTeam = (caller: Caller) => callApi<{ data: StaffListing[] }>(caller, '/staff/team', { fallback: STAFF_FALLBACK });

export const createStaffMember = (caller: Caller, input: { email: string; name: string; role: string }) =>
  callApi<{ msg: string; link: string }>(caller, '/staff/team', options(input));

export const disableStaffMember = (caller: Caller, id: string) => callApi<{ msg: string }>(caller, `/staff/team/${encodeURIComponent(id)}/disable`, options());

export const newStaffLink = (caller: Caller, id: string) => callApi<{ msg: string; link: string }>(caller, `/staff/team/${encodeURIComponent(id)}/enrolment-link`, options());

export const readAudit = (caller: Caller, query: string) => callApi<AuditPage>(caller, `/staff/audit?${query}`, { fallback: STAFF_FALLBACK });
