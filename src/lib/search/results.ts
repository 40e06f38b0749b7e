// Turns the API's ranked hits into the groups of /busca: one heading per kind, each hit with its
// position in the whole ranking (the 'Carregar mais' link jumps to the first new one).
import type { SearchHit, SearchKind } from '../api/search.ts';

export const SEARCH_PAGE_SIZE = 20;
// 'Carregar mais' shows up to 5 pages (100 results): beyond that a better query helps more.
export const SEARCH_MAX_PAGES = 5;
export const SEARCH_MAX_LENGTH = 100;

const GROUPS: { kind: SearchKind; label: string; href: (id: number) => string }[] = [
  { kind: 'processo', label: 'Meus processos', href: (id) => `/juridico/processos/${id}` },
  { kind: 'pasta', label: 'Minhas pastas compartilhadas', href: (id) => `/pastasCompartilhadas/${id}` },
  { kind: 'noticia', label: 'Notícias', href: (id) => `/noticia/${id}` },
  { kind: 'faq', label: 'Perguntas frequentes', href: () => '/faq' },
  { kind: 'documento', label: 'Documentos oficiais', href: (id) => `/documentos/${id}` },
];

export type RankedHit = SearchHit & { position: number; href: string };
export type ResultGroup = { kind: SearchKind; label: string; hits: RankedHit[] };

export function groupHits(hits: SearchHit[]): ResultGroup[] {
  return GROUPS.map(({ kind, label, href }) => ({
    kind,
    label,
    hits: hits.flatMap((hit, index) => (hit.kind === kind ? [{ ...hit, position: index + 1, href: href(hit.id) }] : [])),
  })).filter((group) => group.hits.length > 0);
}

/** The `pagina` parameter: 1 to SEARCH_MAX_PAGES, anything else is page 1. */
export function pageNumber(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= SEARCH_MAX_PAGES ? page : 1;
}
