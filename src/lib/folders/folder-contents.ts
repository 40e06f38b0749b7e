// /pastasCompartilhadas/{id} (spec §2/§9): a folder's subfolders and files, each list with its own
// 'Carregar mais' (?subpastas=N, ?arquivos=M) over the same paged call. Names, titles and the
// sender's e-mail are shown whole (spec §9 cut them at 28 and 22: a departure, README); a
// subfolder's description is a preview of 80 characters like a folder's in the list (spec §9's 32
// cut 'Declarações anuais para o…' with room to spare), whole on the subfolder's own page.
import { folderContents, TERMS_REQUIRED, type FolderContents, type FolderStep } from '../api/folders.ts';
import type { Caller } from '../api/client.ts';
import { formatInstantDate } from '../datetime.ts';
import { listFromPages, pageOffsets, PAGE_SIZE, type Failure, type Paged } from '../paging.ts';
import { preview } from '../text.ts';

export const SUBFOLDERS_QUERY = 'subpastas';
export const FILES_QUERY = 'arquivos';
export const MAX_CONTENT_PAGES = 10;

const DESCRIPTION_CUT = 80;

export type SubfolderItem = { id: string; name: string; description: string };
export type FileItem = { id: string; title: string; email: string; date: string };

export type FolderPage =
  | { kind: 'found'; title: string; description: string; path: FolderStep[]; subfolders: Paged<SubfolderItem>; files: Paged<FileItem> }
  | { kind: 'missing' }
  | { kind: 'locked'; msg: string }
  | { kind: 'failed'; failure: Failure };

export const filePath = (id: string) => `/pastasCompartilhadas/arquivo/${encodeURIComponent(id)}`;

const FOLDER_ID = /^\d{1,9}$/;

const subfoldersOf = (data: FolderContents) => data.subFolders.map((folder): SubfolderItem => {
  return { id: String(folder.id), name: folder.title ?? folder.name, description: preview(folder.description ?? '', DESCRIPTION_CUT) };
});

const filesOf = (data: FolderContents) => data.files.map((file): FileItem => ({
  id: String(file.id),
  title: file.title,
  email: file.user_email ?? '',
  date: formatInstantDate(file.created_at),
}));

export async function loadFolder(caller: Caller, id: string | undefined, subfolderPages: number, filePages: number): Promise<FolderPage> {
  if (!id || !FOLDER_ID.test(id)) return { kind: 'missing' };
  const answers = await Promise.all(pageOffsets(Math.max(subfolderPages, filePages)).map((offset) => folderContents(caller, id, PAGE_SIZE, offset)));
  const [first] = answers;
  if (!first!.ok) {
    if (first!.status === 404) return { kind: 'missing' };
    if (first!.status === TERMS_REQUIRED) return { kind: 'locked', msg: first!.msg };
    return { kind: 'failed', failure: first! };
  }
  const pages = answers.map((answer) => (answer.ok ? answer.body.data : answer));
  const { folder, path } = first!.body.data;
  return {
    kind: 'found',
    title: folder.title,
    description: folder.description,
    path,
    subfolders: listFromPages(pages, subfolderPages, subfoldersOf),
    files: listFromPages(pages, filePages, filesOf),
  };
}
