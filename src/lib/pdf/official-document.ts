// One document of any official list (reports, A.G.O, informative), fetched for the viewer page
// and the PDF route through the contract's extension GET /officialDocuments/file/{id}.
import { callApi, type ApiResult, type Caller } from '../api/client.ts';
import { FALLBACK } from '../messages.ts';
import type { PdfDocument } from './pdf-response.ts';

type Answer = { data: { id: number | string; title: string; data: string } };

// Ids are the API's; anything else cannot name a document and is a 404 without asking the API.
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type DocumentLookup =
  | { kind: 'found'; document: PdfDocument }
  | { kind: 'missing' }
  | { kind: 'failed'; result: Extract<ApiResult<Answer>, { ok: false }> };

export async function fetchOfficialDocument(caller: Caller, id: string | undefined): Promise<DocumentLookup> {
  if (!id || !DOCUMENT_ID.test(id)) return { kind: 'missing' };
  const result = await callApi<Answer>(caller, `/officialDocuments/file/${id}`, { fallback: FALLBACK.file });
  if (!result.ok) return result.status === 404 ? { kind: 'missing' } : { kind: 'failed', result };
  const { title, data } = result.body.data;
  return { kind: 'found', document: { title, bytes: Buffer.from(data, 'base64') } };
}
