// Requests to the association (extension, issue 23 §2, docs/api-contract.md "Requests"). The
// attachment goes to the API as multipart; its bytes come back only through the portal's own
// download route, never inside a page.
import { callApi, streamFile, type Caller } from './client.ts';

export type RequestSummary = {
  id: number;
  protocol: string;
  subject: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  hasAttachment: boolean;
};

export type RequestAnswer = { id: number; staffName: string; body: string; createdAt: string };

export type RequestDetail = RequestSummary & {
  message: string;
  attachment: { name: string; type: string; size: number } | null;
  answers: RequestAnswer[];
};

export const REQUESTS_FALLBACK = 'Erro ao buscar suas solicitações';
export const REQUEST_FALLBACK = 'Erro ao buscar a solicitação';
export const SEND_REQUEST_FALLBACK = 'Não foi possível enviar sua mensagem agora. Tente novamente em instantes.';
export const ATTACHMENT_FALLBACK = 'Erro ao baixar o anexo';

export const listRequests = (caller: Caller) =>
  callApi<{ data: RequestSummary[] }>(caller, '/requests', { fallback: REQUESTS_FALLBACK });

export const showRequest = (caller: Caller, ref: string) =>
  callApi<{ data: RequestDetail }>(caller, `/requests/${encodeURIComponent(ref)}`, { fallback: REQUEST_FALLBACK });

export const sendRequest = (caller: Caller, form: FormData) =>
  callApi<{ msg: string; data: RequestSummary }>(caller, '/requests', { method: 'POST', body: form, fallback: SEND_REQUEST_FALLBACK });

export const streamRequestAttachment = (caller: Caller, ref: string, range: string | null) =>
  streamFile(caller, `/requests/${encodeURIComponent(ref)}/attachment`, ATTACHMENT_FALLBACK, range);
