// The page-weight budgets of DESIGN.md §6, so members on a pay-as-you-go phone plan and a
// poor connection can still use the portal. 1 KB = 1024 bytes, compressed. Enforced by
// tests/e2e/page-weight.spec.ts in `npm test`; `npm run bench` adds the throttled timings.
import type { PageWeight } from './page-weight.ts';
import { NOT_FOUND_PAGE, type PortalPage } from './portal-routes.ts';

export const KB = 1024;
const FIRST_VISIT_MAX = 80 * KB;
/** The React runtime and the CSS are cached (immutable) by then: only the page itself travels. */
const FROM_ANOTHER_PAGE_MAX = 15 * KB;
const PAGE_WITHOUT_ISLANDS_MAX = 50 * KB;
const ISLAND_CODE_MAX = 20 * KB;

/** A first visit (cold cache) or a page reached from another page of the portal (warm cache). */
export type Visit = 'first' | 'from-another-page';

/** The page's own island code: what the first visit loads plus what islands shown later load. */
export function islandCodeBytes(weight: PageWeight): number {
  return [...weight.scripts, ...weight.deferredScripts].filter((script) => script.kind === 'island').reduce((total, script) => total + script.bytes, 0);
}

export function reactRuntimeBytes(weight: PageWeight): number {
  return weight.scripts.filter((script) => script.kind === 'react-runtime').reduce((total, script) => total + script.bytes, 0);
}

/** Each budget the page exceeds, in words an engineer can act on; empty when it is within all. */
export function budgetBreaches(weight: PageWeight, visit: Visit = 'first'): string[] {
  const breaches: string[] = [];
  const max = visit === 'first' ? FIRST_VISIT_MAX : FROM_ANOTHER_PAGE_MAX;
  if (weight.totalBytes > max) {
    breaches.push(`${visit === 'first' ? 'primeira visita' : 'vinda de outra página'} com ${kb(weight.totalBytes)} (máximo ${kb(max)})`);
  }
  if (!weight.hasIslands && weight.totalBytes > PAGE_WITHOUT_ISLANDS_MAX) {
    breaches.push(`página sem ilhas com ${kb(weight.totalBytes)} (máximo ${kb(PAGE_WITHOUT_ISLANDS_MAX)})`);
  }
  if (!weight.hasIslands && weight.jsBytes > 0) {
    breaches.push(`página sem ilhas carrega ${kb(weight.jsBytes)} de JavaScript (deve ser 0)`);
  }
  if (islandCodeBytes(weight) > ISLAND_CODE_MAX) {
    breaches.push(`código das ilhas além do runtime React: ${kb(islandCodeBytes(weight))} (máximo ${kb(ISLAND_CODE_MAX)})`);
  }
  if (weight.scripts.some((script) => script.kind === 'pdfjs')) {
    breaches.push('pdf.js carregado sem que um documento tenha sido aberto');
  }
  return breaches;
}

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** DESIGN.md §6 weighs pages without the documents and news pictures a member chooses to open. */
export function countsAgainstBudget(transfer: { url: string; mimeType: string }): boolean {
  if (transfer.mimeType === 'application/pdf') return false;
  return !(transfer.mimeType.startsWith('image/') && /noticia/i.test(new URL(transfer.url).pathname));
}

/** A private page answered by the login page, or an error page, would look light and pass. */
export function unexpectedAnswer(page: PortalPage, weight: PageWeight): string[] {
  const expectedStatus = page === NOT_FOUND_PAGE ? 404 : 200;
  if (weight.status === expectedStatus && weight.finalPath === page.path) return [];
  return [`respondeu ${weight.status} em ${weight.finalPath} (esperado ${expectedStatus} em ${page.path})`];
}
