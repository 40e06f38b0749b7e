// The back office's calls for members' requests and 'Registrar curador' (role atendimento).
import type { RequestAnswer } from './requests.ts';
import { callApi, streamFile, type Caller } from './client.ts';
import { STAFF_FALLBACK } from './staff.ts';

export type QueuedRequest = { id: number; protocol: string; subject: string; status: string; createdAt: string; updatedAt: string; memberName: string };
export type StaffRequestDetail = Omit<QueuedRequest, 'memberName'> & {
  memberName: string; memberCpf: string; associateId: number; message: string;
  attachment: { name: string; type: string; size: number } | null; answers: RequestAnswer[];
};
export type RegisteredGuardian = { representationId: number; representativeId: number; memberName: string; firstAccessLink: string | null };

export const ATTACHMENT_FALLBACK = 'Erro ao baixar o anexo';

export const listStaffRequests = (caller: Caller, query: string) =>
  callApi<{ data: QueuedRequest[]; total: number; pageSize: number }>(caller, `/staff/requests?${query}`, { fallback: STAFF_FALLBACK });

export const showStaffRequest = (caller: Caller, id: string) =>
  callApi<{ data: StaffRequestDetail }>(caller, `/staff/requests/${encodeURIComponent(id)}`, { fallback: STAFF_FALLBACK });

export const startHandlingRequest = (caller: Caller, id: string) =>
  callApi<{ msg: string }>(caller, `/staff/requests/${encodeURIComponent(id)}/handling`, { method: 'POST', body: {}, fallback: STAFF_FALLBACK });

export const answerStaffRequest = (caller: Caller, id: string, text: string) =>
  callApi<{ msg: string }>(caller, `/staff/requests/${encodeURIComponent(id)}/answers`, { method: 'POST', body: { text }, fallback: STAFF_FALLBACK });

export const streamStaffRequestAttachment = (caller: Caller, id: string, range: string | null) =>
  streamFile(caller, `/staff/requests/${encodeURIComponent(id)}/attachment`, ATTACHMENT_FALLBACK, range);

export const registerGuardian = (caller: Caller, form: FormData) =>
  callApi<{ msg: string; data: RegisteredGuardian }>(caller, '/staff/guardians', { method: 'POST', body: form, fallback: STAFF_FALLBACK });
