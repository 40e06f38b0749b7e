// axe-core, driven inside the page it analyses. @axe-core/playwright's default mode runs each
// frame's part of the analysis and then opens a blank page of its own to combine the parts; on a
// 2-core machine that costs about 0.7 s per analysis, three times the analysis itself, and the
// suite runs several hundred. Our pages have no frames (the PDF viewer draws on canvases), which is
// all that mode adds, so every analysis uses the in-page ("legacy") mode.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
