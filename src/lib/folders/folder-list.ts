// /pastasCompartilhadas (spec §2/§4/§8): the member's folders, restricted ones with their terms
// (for the dialog), 'Carregar mais' while the last page was full. A page that fails with a server
// message means the listing is over: 'Não contem mais pastas.' and no further loading.
import { listFolders, type SharedFolder } from '../api/folders.ts';
import { isOutage, type Caller } from '../api/client.ts';
import { FALLBACK, FOLDER_TEXT } from '../messages.ts';
import { loadPages, type Paged } from '../paging.ts';
import { preview } from '../text.ts';

/** Spec §9: the folder description preview. */
const DESCRIPTION_CUT = 80;

export type FolderCard = {
  id: string;
  title: string;
  description: string;
  open: boolean;
  terms?: { title: string; paragraphs: string[] };
};

export const folderPath = (id: string) => `/pastasCompartilhadas/${encodeURIComponent(id)}`;
export const termsPath = (id: string) => `${folderPath(id)}/termo`;

/** Terms arrive as plain text with blank lines between paragraphs. */
export const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

// A restricted folder carries its terms in the list (an extension of the API), so 'Solicitar
// acesso' opens them in place: the page is one API call however many folders are restricted.
const toCard = (folder: SharedFolder): FolderCard => ({
  id: String(folder.id),
  title: folder.title,
  // A preview when the folder opens (its page shows the whole text); whole while it is closed.
  description: folder.authorization === true ? preview(folder.description ?? '', DESCRIPTION_CUT) : folder.description ?? '',
  open: folder.authorization === true,
  ...(folder.terms ? { terms: { title: folder.terms.title, paragraphs: paragraphsOf(folder.terms.text) } } : {}),
});

export async function loadFolderPages(caller: Caller, pages: number): Promise<Paged<FolderCard> & { noMore: boolean }> {
  const paged = await loadPages(pages, async (limit) => {
    const answer = await listFolders(caller, limit, 0);
    return answer.ok ? answer.body.data.map(toCard) : answer;
  });
  // Spec §8: a refusal that carries the server's own message ends the list; an outage (unreachable
  // or 5xx) is the 503 treatment of every page instead (DESIGN §7.7).
  const noMore = paged.failure !== undefined && !isOutage(paged.failure.status) && paged.failure.msg !== FALLBACK.sharedFolders;
  if (noMore) paged.failure = { ...paged.failure!, msg: FOLDER_TEXT.noMoreFolders };
  return { ...paged, noMore };
}
