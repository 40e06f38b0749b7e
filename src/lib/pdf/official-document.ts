// One document of any official list (reports, A.G.O, informative): its title for the viewer page
// (GET /officialDocuments/file/{id}, lean) and its PDF for the file route (…/{id}/pdf, the bytes
// alone) — contract extensions.
import { callApi, getFile, type ApiResult, type Caller } from '../api/client.ts';
import { FALLBACK } from '../messages.ts';
import type { PdfDocument } from './pdf-response.ts';

// Ids are the API's; anything else cannot name a document and is a 404 without asking the API.
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

export type Lookup<T> = { kind: 'found'; document: T } | { kind: 'missing' } | { kind: 'failed'; result: Failure };

/** A member document with its bytes, from any list (official documents, lawsuit attachments). */
export type DocumentLookup = Lookup<PdfDocument>;

function settled<T, U>(result: ApiResult<T>, found: (body: T) => U): Lookup<U> {
  if (result.ok) return { kind: 'found', document: found(result.body) };
  return result.status === 404 ? { kind: 'missing' } : { kind: 'failed', result };
}

export async function findOfficialDocument(caller: Caller, id: string | undefined): Promise<Lookup<{ title: string }>> {
  if (!id || !DOCUMENT_ID.test(id)) return { kind: 'missing' };
  const result = await callApi<{ data: { title: string } }>(caller, `/officialDocuments/file/${id}`, { fallback: FALLBACK.file });
  return settled(result, (body) => ({ title: body.data.title }));
}

export async function fetchOfficialDocument(caller: Caller, id: string | undefined): Promise<Lookup<PdfDocument>> {
  if (!id || !DOCUMENT_ID.test(id)) return { kind: 'missing' };
  const result = await getFile(caller, `/officialDocuments/file/${id}/pdf`, FALLBACK.file);
  return settled(result, (file) => ({ title: file.title ?? 'documento', bytes: file.bytes }));
}
