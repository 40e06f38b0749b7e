// `npm run bench`: the weight of a cold first visit to every page of the portal, on Slow 3G with
// a 4× slower CPU, against the budgets of DESIGN.md §6. Prints a table; exits 1 when a page is
// over a budget. Then how soon each PDF viewer shows its document (LCP and first page drawn).
// Starts its own stack (fresh DATA_DIR, ports from BENCH_PORT_BASE, 4580 unless set) unless
// BENCH_URL points at a running one. BENCH_ONLY=visualizadores measures the viewers alone.
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './lib/chromium.ts';
import { benchStack, signedInState, viewerPath } from './lib/bench-session.ts';
import { budgetBreaches, countsAgainstBudget, islandCodeBytes, kb, reactRuntimeBytes, unexpectedAnswer } from './lib/page-budgets.ts';
import { measurePage, type PageWeight } from './lib/page-weight.ts';
import { ACCESSIBILITY_PAGE, ALL_PAGES, type PortalPage } from './lib/portal-routes.ts';
import { measureViewerPaint, type ViewerPaint } from './lib/viewer-paint.ts';
import { VIEWER_PAGES } from './lib/viewer-pages.ts';

type Row = { page: PortalPage; weight: PageWeight; breaches: string[] };
type ViewerRow = { name: string; path: string; paint: ViewerPaint };

const { baseUrl, stack } = await benchStack('bench', 4580);

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const rows: Row[] = [];
const viewerRows: ViewerRow[] = [];
const viewersOnly = process.env.BENCH_ONLY === 'visualizadores';
try {
  const signedIn = await signedInState(browser, baseUrl);
  for (const page of viewersOnly ? [] : ALL_PAGES) {
    console.error(`medindo ${page.path}…`);
    const state = page.access === 'private' ? signedIn : undefined;
    const weight = await measurePage(browser, new URL(page.path, baseUrl).href, countsAgainstBudget, state);
    rows.push({ page, weight, breaches: [...unexpectedAnswer(page, weight), ...budgetBreaches(weight)] });
  }
  // Beside the viewers, in the same run: the floor (no API, no island) and the folders list.
  viewerRows.push({ name: 'piso (sem API)', path: ACCESSIBILITY_PAGE.path, paint: await measureViewerPaint(browser, new URL(ACCESSIBILITY_PAGE.path, baseUrl).href, undefined, { viewer: false }) });
  viewerRows.push({ name: 'lista de pastas', path: '/pastasCompartilhadas', paint: await measureViewerPaint(browser, new URL('/pastasCompartilhadas', baseUrl).href, signedIn, { viewer: false }) });
  for (const viewer of VIEWER_PAGES) {
    const path = await viewerPath(browser, baseUrl, signedIn, viewer.find);
    console.error(`medindo ${path}…`);
    viewerRows.push({ name: viewer.name, path, paint: await measureViewerPaint(browser, new URL(path, baseUrl).href, signedIn) });
  }
} finally {
  await browser.close();
  await stack?.stop();
}

if (!viewersOnly) printTable(rows);
printViewerTable(viewerRows);
const failed = rows.filter((row) => row.breaches.length > 0);
for (const row of failed) console.log(`ACIMA DO ORÇAMENTO ${row.page.path}: ${row.breaches.join('; ')}`);
console.log(failed.length === 0 ? 'Todas as páginas dentro do orçamento.' : `${failed.length} página(s) acima do orçamento.`);
process.exitCode = failed.length === 0 ? 0 : 1;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function printTable(rows: Row[]): void {
  const header = ['Rota', 'Total', 'JS', 'Ilhas', 'React', 'Requisições', 'load', 'completa', 'Orçamento'];
  const lines = rows.map(({ page, weight, breaches }) => [
    page.path,
    kb(weight.totalBytes),
    kb(weight.jsBytes),
    weight.hasIslands ? kb(islandCodeBytes(weight)) : '—',
    kb(reactRuntimeBytes(weight)),
    String(weight.requests),
    seconds(weight.loadMs),
    seconds(weight.completeMs),
    breaches.length === 0 ? 'ok' : 'ACIMA',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(['', format(header), ...lines.map(format), ''].join('\n'));
  console.log('Tempos em Slow 3G (400 ms RTT, 50 KB/s) com CPU 4× mais lenta: até o evento load, e até o último byte (ilhas incluídas).');
  console.log('Total e JS: bytes comprimidos transferidos na primeira visita (sem PDFs nem imagens de notícias); 1 KB = 1024 bytes.');
  console.log('Ilhas: JavaScript da própria página além do runtime React compartilhado (coluna React, baixado uma vez e reaproveitado).');
  const runtime = new Map(rows.flatMap((row) => row.weight.scripts).filter((script) => script.kind === 'react-runtime').map((script) => [new URL(script.url).pathname, script.bytes]));
  for (const [path, bytes] of runtime) console.log(`  runtime React: ${path} ${kb(bytes)}`);
}

function printViewerTable(rows: ViewerRow[]): void {
  const header = ['Página', 'Rota', 'FCP', 'LCP', 'Elemento do LCP', '1ª página'];
  const lines = rows.map(({ name, path, paint }) => [name, path, seconds(paint.fcpMs), seconds(paint.lcpMs), paint.lcpElement, paint.firstPageMs === null ? '—' : seconds(paint.firstPageMs)]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column < 2 || column === 4 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(['', format(header), ...lines.map(format), ''].join('\n'));
  console.log('Visualizadores de PDF (e, para comparar, o piso e a lista de pastas), primeira visita em Slow 3G com CPU 4× mais lenta, desde a navegação: FCP e LCP (First e Largest Contentful Paint do navegador) e a primeira página desenhada pelo pdf.js (um canvas, que o LCP não conta).');
}
