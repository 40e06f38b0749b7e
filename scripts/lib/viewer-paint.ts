// How soon a member on Slow 3G and an old phone sees a document in the PDF viewer (issue 21 §3):
// the first and the Largest Contentful Paint the browser reports, and when pdf.js has drawn the
// first page (a canvas, which LCP does not count), all from navigation, on a cold cache. A page
// without a viewer (the floor, the shared folders list) is measured the same way, up to its load.
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { CPU_SLOWDOWN, SLOW_3G } from './page-weight.ts';

export type ViewerPaint = {
  /** First Contentful Paint: the page stops being blank. */
  fcpMs: number;
  lcpMs: number;
  /** What the LCP was ('h1', 'p.pdf-message'…): to know what to make arrive sooner. */
  lcpElement: string;
  /** null on a page without a viewer. */
  firstPageMs: number | null;
};

const WAIT_MS = 180_000;

export async function measureViewerPaint(browser: Browser, url: string, storageState: BrowserContextOptions['storageState'], { viewer = true } = {}): Promise<ViewerPaint> {
  const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: viewer ? 'commit' : 'load', timeout: WAIT_MS });
    // Checked every frame, so the time is the frame the page appeared in.
    const drawn = viewer ? await page.waitForFunction(
      () => document.querySelector('.pdfViewer .page[data-loaded="true"]') !== null && performance.now(),
      null,
      { polling: 'raf', timeout: WAIT_MS },
    ) : null;
    const firstPageMs = drawn ? Math.round((await drawn.jsonValue()) as number) : null;
    const paints = await page.evaluate(() => new Promise<{ fcp: number; lcp: number; element: string }>((resolve) => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
        const element = last.element ? [last.element.tagName.toLowerCase(), ...last.element.classList].join('.') : '?';
        // Read once a paint is reported: a small page without scripts is loaded before it paints.
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        resolve({ fcp, lcp: last.startTime, element });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }));
    return { fcpMs: Math.round(paints.fcp), lcpMs: Math.round(paints.lcp), lcpElement: paints.element, firstPageMs };
  } finally {
    await context.close();
  }
}
