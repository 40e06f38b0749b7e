// The text of each kind of member document for 'Ler como texto', fetched through the same calls
// (and so the same authorization) as its viewer: an official document by id, a lawsuit attachment
// as the API streams it, and a protected shared-folder file only as a stamped copy of a view of
// this member's session (DESIGN §7.10), so its text carries the member's stamp like the viewer's.
import type { ApiResult, ApiStream, Caller } from '../api/client.ts';
import { openProtectedFile, streamProtectedCopy } from '../folders/protected-file.ts';
import { findLawsuitAttachment, streamLawsuitAttachment } from '../legal/attachment.ts';
import { fetchOfficialDocument } from '../pdf/official-document.ts';
import type { Failure } from '../paging.ts';
import { extractTextInWorker, TEXT_LIMITS, type TextAnswer } from './extract-text-thread.ts';
import { readCapped } from './read-capped.ts';

export type DocumentText =
  | { kind: 'missing' }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'locked'; msg: string }
  | { kind: 'read'; title: string; answer: TextAnswer };

async function readStream(result: ApiResult<ApiStream>, title: string, password?: string): Promise<DocumentText> {
  if (!result.ok) return result.status === 404 ? { kind: 'missing' } : { kind: 'failed', failure: result };
  const bytes = await readCapped(result.body.response, TEXT_LIMITS.maxBytes);
  return { kind: 'read', title, answer: bytes === 'too-large' ? { kind: 'too-large' } : await extractTextInWorker(bytes, password) };
}

export async function officialDocumentText(caller: Caller, id: string | undefined, password?: string): Promise<DocumentText> {
  const lookup = await fetchOfficialDocument(caller, id);
  if (lookup.kind !== 'found') return lookup.kind === 'missing' ? lookup : { kind: 'failed', failure: lookup.result };
  return { kind: 'read', title: lookup.document.title, answer: await extractTextInWorker(lookup.document.bytes, password) };
}

export async function attachmentText(caller: Caller, name: string | undefined, password?: string): Promise<DocumentText> {
  const lookup = await findLawsuitAttachment(caller, name);
  if (lookup.kind !== 'found') return lookup.kind === 'missing' ? lookup : { kind: 'failed', failure: lookup.result };
  return readStream(await streamLawsuitAttachment(caller, name, null), lookup.document.title, password);
}

/** No password here: a protected file is always stamped, and an encrypted PDF cannot be. */
export async function protectedFileText(caller: Caller, id: string | undefined): Promise<DocumentText> {
  const file = await openProtectedFile(caller, id);
  if (file.kind !== 'found') return file;
  return readStream(await streamProtectedCopy(caller, file.viewToken, null), file.title);
}

/** The password a text page's form sent (none on a GET); past 256 characters it is cut, and so refused. */
export async function postedPassword(request: Request): Promise<string | undefined> {
  if (request.method !== 'POST') return undefined;
  const password = (await request.formData().catch(() => null))?.get('senha');
  return typeof password === 'string' ? password.slice(0, 256) : '';
}
