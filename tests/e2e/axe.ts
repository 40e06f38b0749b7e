// axe-core, driven inside the page it analyses, without @axe-core/playwright: its builder
// evaluates axe's 650 KB source twice on every analysis (once to probe, once per frame), which on
// a 2-core machine costs more than the analysis itself, and the suite runs several hundred. Here
// the source is evaluated once per document: each state is analysed at two widths without a
// reload, so the second analysis finds axe already there. Our pages have no frames (the PDF
// viewer draws on canvases), so the page's own document is all there is to analyse.
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { BrowserContext, Page } from '@playwright/test';

type WithAxe = { axe?: typeof axe };

export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  const present = await page.evaluate(() => typeof (window as WithAxe).axe?.run === 'function');
  // Evaluated through the debugging protocol, so the portal's CSP (no inline scripts) allows it.
  // `;0` keeps the script's last value from being serialised back.
  if (!present) await page.evaluate(`${axe.source};0`);
  return page.evaluate((runOptions) => (window as WithAxe).axe!.run(document, runOptions), options);
}

/**
 * For a context whose every page is analysed (the scripting copies of the pages without
 * JavaScript): axe comes with each new document, sent to the browser once instead of at each
 * analysis; carrying its 650 KB through the protocol is most of what an injection costs.
 */
export async function withAxeOnEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}
