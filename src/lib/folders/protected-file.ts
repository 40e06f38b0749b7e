// A shared-folder file for the protected viewer: fetched for its page and its PDF route, both of
// which the API answers only once the member accepted the folder's terms (428 before).
import { maskCpfForLog } from '../../../contract/cpf.ts';
import { getFile, TERMS_REQUIRED, type FolderStep } from '../api/folders.ts';
import { getProfile } from '../api/profile.ts';
import type { Caller } from '../api/client.ts';
import type { Failure } from '../paging.ts';
import type { PdfDocument } from '../pdf/pdf-response.ts';

export type ProtectedFile =
  | { kind: 'found'; document: PdfDocument; folderId: string; path: FolderStep[] }
  | { kind: 'missing' }
  | { kind: 'locked'; msg: string }
  | { kind: 'failed'; failure: Failure };

const FILE_ID = /^\d{1,9}$/;

export const protectedPdfPath = (id: string) => `/pastasCompartilhadas/arquivo/${id}.pdf`;

export async function fetchProtectedFile(caller: Caller, id: string | undefined): Promise<ProtectedFile> {
  if (!id || !FILE_ID.test(id)) return { kind: 'missing' };
  const answer = await getFile(caller, id);
  if (!answer.ok) {
    if (answer.status === 404) return { kind: 'missing' };
    if (answer.status === TERMS_REQUIRED) return { kind: 'locked', msg: answer.msg };
    return { kind: 'failed', failure: answer };
  }
  const { title, file_path: data, folder_id: folderId, path } = answer.body.data;
  return { kind: 'found', document: { title, bytes: Buffer.from(data, 'base64') }, folderId: String(folderId), path };
}

/** The watermark: the member's name and CPF with only its middle digits (***.982.247-**). */
export async function watermarkFor(caller: Caller): Promise<string> {
  const profile = await getProfile(caller);
  return profile.ok ? `${profile.body.data.name} · CPF ${maskCpfForLog(profile.body.data.cpf)}` : '';
}
