// A shared-folder file for the protected viewer (DESIGN §7.10). Opening its page opens a view at
// the API: a short-lived reference, bound to this member's session, to a copy stamped with the
// member's name, masked CPF, date and time. The viewer fetches that copy (and its ranges) through
// the portal's copy route; nothing else serves the file's bytes.
import { maskCpfForLog } from '../../../contract/cpf.ts';
import { fileViewPath, openFileView, TERMS_REQUIRED, type FolderStep } from '../api/folders.ts';
import { getProfile } from '../api/profile.ts';
import { streamFile, type ApiResult, type ApiStream, type Caller } from '../api/client.ts';
import { FALLBACK } from '../messages.ts';
import type { Failure } from '../paging.ts';

export type ProtectedFile =
  | { kind: 'found'; title: string; folderId: string; path: FolderStep[]; copyUrl: string; viewToken: string }
  | { kind: 'missing' }
  | { kind: 'locked'; msg: string }
  | { kind: 'failed'; failure: Failure };

const FILE_ID = /^\d{1,9}$/;
const VIEW_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export const protectedFilePath = (id: string) => `/pastasCompartilhadas/arquivo/${id}`;
export const protectedCopyPath = (id: string, token: string) => `${protectedFilePath(id)}/copia/${token}`;

export async function openProtectedFile(caller: Caller, id: string | undefined): Promise<ProtectedFile> {
  if (!id || !FILE_ID.test(id)) return { kind: 'missing' };
  const answer = await openFileView(caller, id);
  if (!answer.ok) {
    if (answer.status === 404) return { kind: 'missing' };
    if (answer.status === TERMS_REQUIRED) return { kind: 'locked', msg: answer.msg };
    return { kind: 'failed', failure: answer };
  }
  const { title, folder_id: folderId, path, view } = answer.body.data;
  return { kind: 'found', title, folderId: String(folderId), path, copyUrl: protectedCopyPath(id, view.token), viewToken: view.token };
}

/** The view's stamped copy as the API streams it; a malformed reference is a 404 without asking. */
export async function streamProtectedCopy(caller: Caller, token: string | undefined, range: string | null): Promise<ApiResult<ApiStream>> {
  if (!token || !VIEW_TOKEN.test(token)) return { ok: false, status: 404, msg: FALLBACK.file };
  return streamFile(caller, fileViewPath(token), FALLBACK.file, range);
}

/** The watermark: the member's name and CPF with only its middle digits (***.982.247-**). */
export async function watermarkFor(caller: Caller): Promise<string> {
  const profile = await getProfile(caller);
  return profile.ok ? `${profile.body.data.name} · CPF ${maskCpfForLog(profile.body.data.cpf)}` : '';
}
