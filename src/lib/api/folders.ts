// Shared-folder calls (spec §7, docs/api-contract.md "Shared folders"). A 428 means the member has
// not accepted the folder's current terms yet; 404 covers unknown ids and other members' ones.
import { FALLBACK } from '../messages.ts';
import { callApi, type Caller } from './client.ts';

export type SharedFolder = {
  id: number | string;
  name: string;
  title: string;
  description: string;
  created_at: string;
  authorization: boolean;
  authorizationTitle: string | null;
  /** Extension (docs/api-contract.md): the terms still to accept, null when open or without terms. */
  terms?: Terms | null;
};

export type Terms = { id: number | string; title: string; text: string; version: number; slug: string };

export type SubFolder = { id: number | string; name: string; title?: string; description: string };

export type SharedFile = { id: number | string; title: string; file_name: string; size: number; user_email: string; created_at: string };

export type FolderStep = { id: number | string; title: string };

export type FolderContents = {
  subFolders: SubFolder[];
  files: SharedFile[];
  folder: { id: number | string; title: string; description: string; parent_id: number | string | null };
  path: FolderStep[];
};

export type AuthorizationRequest = { slug: string; duration: number; scrool_depth: number | null; device: string };

/** Status of a restricted folder whose terms were not accepted (docs/api-contract.md). */
export const TERMS_REQUIRED = 428;

export const listFolders = (caller: Caller, limit: number, offset: number) =>
  callApi<{ data: SharedFolder[] }>(caller, `/folderViewer/associates/getWithLimit/${limit}&${offset}`, { fallback: FALLBACK.sharedFolders });

export const getTerms = (caller: Caller, id: string) =>
  callApi<{ data: Terms }>(caller, `/authorizationViewer/request/${encodeURIComponent(id)}`, { fallback: FALLBACK.folderAuthorization });

export const acceptTerms = (caller: Caller, request: AuthorizationRequest) =>
  callApi<{ msg: string }>(caller, '/authorizationFolder', { method: 'POST', body: request, fallback: FALLBACK.folderAuthorization });

export const folderContents = (caller: Caller, id: string, limit: number, offset: number) =>
  callApi<{ data: FolderContents }>(caller, `/fileViewer/getWithLimit/associate/${encodeURIComponent(id)}/${limit}&${offset}`, {
    fallback: FALLBACK.sharedFolders,
  });

/** Extension: one view of a protected file, with a reference for its stamped copy (DESIGN §7.10). */
export const openFileView = (caller: Caller, id: string) =>
  callApi<{ data: SharedFile & { folder_id: number | string; path: FolderStep[]; view: { token: string; expires_at: string } } }>(
    caller, `/fileViewer/associate/${encodeURIComponent(id)}/view`, { method: 'POST', fallback: FALLBACK.file },
  );

/** Where the API streams a view's stamped copy. */
export const fileViewPath = (token: string) => `/fileViewer/view/${encodeURIComponent(token)}`;
