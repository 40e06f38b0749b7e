// The portal's paged lists (spec §4/§9): pages of limitSearch = 10; 'Carregar mais' is a link to
// ?pagina=N (or a list's own parameter) that renders pages 1..N again, so it works without
// JavaScript and a reload or a shared link shows the same thing.
import type { ApiResult } from './api/client.ts';

/** Spec §9: limitSearch, the initial page size of the lists. */
export const PAGE_SIZE = 10;
// A hand-typed ?pagina=9999 must not make the portal ask the API for thousands of items: pages
// 1..30 are at most 300 items, the API's limit for the lists asked in one call (LIST_MAX_LIMIT).
export const MAX_PAGES = 30;

export const PAGE_QUERY = 'pagina';

/** The page the member asked for: a whole number from 1, anything else is the first page. */
export function requestedPage(value: string | null, max = MAX_PAGES): number {
  const page = /^\d{1,4}$/.test(value ?? '') ? Number(value) : 1;
  return Math.min(Math.max(page, 1), max);
}

/** The offsets of pages 1..`pages`. */
export const pageOffsets = (pages: number) => Array.from({ length: pages }, (_, index) => index * PAGE_SIZE);

export type Failure = Extract<ApiResult<unknown>, { ok: false }>;

export type Paged<T> = {
  /** Each item with the page it came on: a page's first item carries the anchor 'Carregar mais' lands on. */
  items: { item: T; page: number }[];
  /** Spec §4: more is offered only when the last page came back full. */
  haveMore: boolean;
  /** The last page asked for (beyond the first) brought nothing new. */
  nothingNew: boolean;
  /** The first page that failed: what came before it is still shown, and no more is offered. */
  failure?: Failure;
};

const isFailure = (page: unknown): page is Failure => typeof page === 'object' && page !== null && (page as Failure).ok === false;

/** Gathers pages 1..N (already fetched, in order) the way spec §4 pages a list. */
export function collectPages<T>(pages: (T[] | Failure)[]): Paged<T> {
  const items: Paged<T>['items'] = [];
  for (const [index, page] of pages.entries()) {
    if (!Array.isArray(page)) return { items, haveMore: false, nothingNew: false, failure: page };
    if (page.length === 0) return { items, haveMore: false, nothingNew: index > 0 };
    items.push(...page.map((item) => ({ item, page: index + 1 })));
    if (page.length < PAGE_SIZE) return { items, haveMore: false, nothingNew: false };
  }
  return { items, haveMore: true, nothingNew: false };
}

/** One answer of `limit` = `pages` × 10 items cut into the pages a member would have loaded. */
const cutIntoPages = <T>(items: T[], pages: number) => pageOffsets(pages).map((offset) => items.slice(offset, offset + PAGE_SIZE));

/**
 * Pages 1..`pages` of a lean list in one API call (limit `pages` × 10): a member who pressed
 * 'Carregar mais' five times costs one call, not five. When that call fails, pages 1..`pages`−1
 * are asked again, so what the member already had stays with the failure below it (spec §4); a
 * first page that fails, and a 401/403 (the session is over), are passed on as they are.
 */
export async function loadPages<T>(pages: number, fetchFirst: (limit: number) => Promise<T[] | Failure>): Promise<Paged<T>> {
  const all = await fetchFirst(pages * PAGE_SIZE);
  if (!isFailure(all)) return collectPages(cutIntoPages(all, pages));
  if (pages === 1 || all.status === 401 || all.status === 403) return collectPages([all]);
  const earlier = await fetchFirst((pages - 1) * PAGE_SIZE);
  return collectPages(isFailure(earlier) ? [earlier] : [...cutIntoPages(earlier, pages - 1), all]);
}

/** The current address with one list's page parameter set, landing on that page's first item. */
export function pageHref(url: URL, param: string, page: number, anchor: string): string {
  const next = new URLSearchParams(url.searchParams);
  next.set(param, String(page));
  return `${url.pathname}?${next}#${anchor}`;
}

/** Whether the item at `index` is the first of a later page (where 'Carregar mais' lands). */
export const startsPage = (items: Paged<unknown>['items'], index: number) => index > 0 && items[index - 1]!.page !== items[index]!.page;


/**
 * One of two lists that the same paged call carries (a lawsuit's updates and motions, a folder's
 * subfolders and files), each with its own 'Carregar mais': the first `count` pages, picked out.
 */
export function listFromPages<P, T>(pages: (P | Failure)[], count: number, pick: (page: P) => T[]): Paged<T> {
  return collectPages(pages.slice(0, count).map((page) => (isFailure(page) ? page : pick(page))));
}
