// What one cold first visit to a page costs a member on a poor connection and an old phone:
// bytes over the wire (compressed), JavaScript, requests and load time, measured through CDP
// under Slow 3G (400 ms RTT, 50 KB/s each way) with the CPU slowed four times.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

export const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };
export const CPU_SLOWDOWN = 4;

// The shared React runtime (react, react-dom, the jsx runtime, Astro's React renderer) is
// downloaded once and cached for every page; it is reported apart from each page's own islands.
const REACT_RUNTIME_MARKERS = ['react.transitional.element', 'Minified React error', '__REACT_DEVTOOLS_GLOBAL_HOOK__', 'astro-static-slot'];
// pdf.js must arrive only when a member opens a document, never with a page.
const PDFJS_MARKERS = ['GlobalWorkerOptions', 'pdfjsVersion'];

export type ScriptWeight = { url: string; bytes: number; kind: 'react-runtime' | 'island' | 'pdfjs' };

export type PageWeight = {
  status: number;
  /** Where the visit ended: a private page answered by the login page was not measured at all. */
  finalPath: string;
  totalBytes: number;
  jsBytes: number;
  requests: number;
  /** Until the `load` event: the page is readable. */
  loadMs: number;
  /** Until the last byte of anything the page asked for, islands included: the page is usable. */
  completeMs: number;
  hasIslands: boolean;
  scripts: ScriptWeight[];
  /** Scripts fetched only once the islands still waiting to be shown (client:visible in a closed
   * dialog or below the fold) are shown: not part of the first visit, but part of the page's own
   * island code. A script any island fetches before that, however late, is in `scripts`. */
  deferredScripts: ScriptWeight[];
};

type Transfer = { url: string; type: string; mimeType: string; bytes: number; done: boolean; startedAt: number; endedAt: number };

/** Whether a response counts against the budgets (DESIGN.md §6 leaves out PDFs and news images). */
export type BudgetFilter = (transfer: { url: string; mimeType: string }) => boolean;

export type MeasureOptions = {
  /** Slow 3G and a slow CPU, for timings (the bench); bytes are the same without (the tests). */
  throttled?: boolean;
  /** A page of the portal visited first, uncounted: the member arrives with its cache warm. */
  comingFrom?: string;
};

export async function measurePage(
  browser: Browser,
  url: string,
  counts: BudgetFilter,
  storageState?: BrowserContextOptions['storageState'],
  { throttled = true, comingFrom }: MeasureOptions = {},
): Promise<PageWeight> {
  // Unthrottled (the test), a page is done in a second or two: every wait ends well inside the
  // test's own time limit, with what it was waiting for in the error.
  const waitMs = throttled ? 180_000 : 15_000;
  const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (comingFrom) {
      // Warm once its stylesheets have loaded and its islands have hydrated (their code fetched):
      // what a member's cache holds after a page of the portal, without waiting for idle network.
      await page.goto(new URL(comingFrom, url).href, { waitUntil: 'load', timeout: waitMs });
      await selfHydratingIslandsDone(page, waitMs);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (throttled) {
      await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }

    const transfers = new Map<string, Transfer>();
    cdp.on('Network.requestWillBeSent', (event) => {
      const startedAt = event.timestamp;
      transfers.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', mimeType: '', bytes: 0, done: false, startedAt, endedAt: startedAt });
    });
    cdp.on('Network.responseReceived', (event) => {
      const transfer = transfers.get(event.requestId);
      if (transfer) Object.assign(transfer, { type: event.type, mimeType: event.response.mimeType });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const transfer = transfers.get(event.requestId);
      if (transfer) Object.assign(transfer, { bytes: event.encodedDataLength, done: true, endedAt: event.timestamp });
    });
    cdp.on('Network.loadingFailed', (event) => {
      const transfer = transfers.get(event.requestId);
      if (transfer) transfer.done = true;
    });

    const response = await page.goto(url, { waitUntil: 'load', timeout: waitMs });
    const loadMs = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    // Islands hydrate after `load`, some only once the browser is idle: whatever an island fetches
    // on its own is part of the first visit, however late it starts. So the first visit ends when
    // every island has hydrated but those still waiting to be shown, and the network is quiet —
    // not after a fixed pause, which a late island (or one that should have waited and did not)
    // would outlast and be booked as "deferred".
    const quietMs = throttled ? 1_000 : 150;
    await selfHydratingIslandsDone(page, waitMs);
    await allTransfersDone(transfers, quietMs, waitMs);
    const hasIslands = (await page.locator('astro-island').count()) > 0;
    const firstVisit = [...transfers.values()].filter(counts);
    const completeMs = Math.round(spanSeconds([...transfers.values()]) * 1000);

    await page.evaluate(showWaitingIslands);
    await allTransfersDone(transfers, quietMs, waitMs);
    const deferred = [...transfers.values()].filter((transfer) => counts(transfer) && !firstVisit.includes(transfer));

    const scripts = await scriptWeights(context, firstVisit);
    return {
      status: response?.status() ?? 0,
      finalPath: new URL(page.url()).pathname,
      totalBytes: sum(firstVisit.map((transfer) => transfer.bytes)),
      jsBytes: sum(scripts.map((script) => script.bytes)),
      requests: firstVisit.length,
      loadMs: Math.round(loadMs),
      completeMs,
      hasIslands,
      scripts,
      deferredScripts: await scriptWeights(context, deferred),
    };
  } finally {
    await context.close();
  }
}

async function scriptWeights(context: BrowserContext, transfers: Transfer[]): Promise<ScriptWeight[]> {
  const scripts: ScriptWeight[] = [];
  for (const transfer of transfers) {
    if (transfer.type !== 'Script') continue;
    // Read again outside the throttled page: CDP keeps no body for some responses (preloads).
    const source = await (await context.request.get(transfer.url)).text();
    scripts.push({ url: transfer.url, bytes: transfer.bytes, kind: scriptKind(source) });
  }
  return scripts;
}

// An island may stay unhydrated after the first visit only while it waits to be shown
// (client:visible) and none of its content is on screen: inside a closed <dialog>, or below the
// fold. Every other one (load, idle, only, or visible with content on screen) must hydrate.
async function selfHydratingIslandsDone(page: Page, timeoutMs: number): Promise<void> {
  const stillWaiting = () => page.evaluate(() => [...document.querySelectorAll('astro-island[ssr]')].filter((island) => {
    const onScreen = [...island.children].some((child) => {
      const box = child.getBoundingClientRect();
      return box.width * box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    });
    return island.getAttribute('client') !== 'visible' || onScreen;
  }).map((island) => `${island.getAttribute('component-url')} (client:${island.getAttribute('client')})`));
  const deadline = Date.now() + timeoutMs;
  for (let pending = await stillWaiting(); pending.length > 0; pending = await stillWaiting()) {
    if (Date.now() > deadline) throw new Error(`ilhas que não hidrataram sozinhas: ${pending.join(', ')}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

// Runs in the page: shows every island still waiting to hydrate (opens its closed <dialog>, or
// scrolls it into view), as a member who uses the whole page would.
function showWaitingIslands(): void {
  for (const island of document.querySelectorAll('astro-island[ssr]')) {
    const dialog = island.closest('dialog');
    if (dialog && !dialog.open) dialog.showModal();
    island.firstElementChild?.scrollIntoView();
  }
}

function scriptKind(source: string): ScriptWeight['kind'] {
  if (PDFJS_MARKERS.some((marker) => source.includes(marker))) return 'pdfjs';
  if (REACT_RUNTIME_MARKERS.some((marker) => source.includes(marker))) return 'react-runtime';
  return 'island';
}

// Quiet for a while with nothing in flight (a second on Slow 3G, where a module can still be
// arriving long after the page's network looked idle): its bytes must be counted whole.
async function allTransfersDone(transfers: Map<string, Transfer>, quietMs: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) {
      const pending = [...transfers.values()].filter((transfer) => !transfer.done).map((transfer) => transfer.url);
      throw new Error(`a página não terminou de carregar: ${pending.join(', ')}`);
    }
    if ([...transfers.values()].some((transfer) => !transfer.done)) quietSince = Date.now();
    await new Promise((done) => setTimeout(done, 100));
  }
}

// CDP timestamps are seconds on a monotonic clock, first request to last response.
function spanSeconds(transfers: Transfer[]): number {
  return Math.max(...transfers.map((t) => t.endedAt)) - Math.min(...transfers.map((t) => t.startedAt));
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
