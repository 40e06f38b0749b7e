// GET /search (extension, docs/api-contract.md): the member's own results, ranked.
import { callApi, type Caller } from './client.ts';

export type SearchKind = 'noticia' | 'faq' | 'documento' | 'processo' | 'pasta';
export type SearchHit = { kind: SearchKind; id: number; title: string; text: string | null };
export type SearchAnswer = { data: SearchHit[]; terms: string[]; haveMore: boolean };

export const SEARCH_FALLBACK = 'Erro ao buscar. Tente novamente.';

export const searchPortal = (caller: Caller, query: string, limit: number) =>
  callApi<SearchAnswer>(caller, `/search?${new URLSearchParams({ q: query, limit: String(limit), offset: '0' })}`, {
    fallback: SEARCH_FALLBACK,
  });
