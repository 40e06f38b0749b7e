// axe on every page and state a journey reaches, at a desktop and at the narrowest phone width,
// because members use both and a page can pass at one width and fail at the other.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { undecidedContrastOverSolidColour } from './contrast.ts';
import { expectBarsAtWidth, expectBarsOnce } from './page-bars.ts';
import { scriptsEnabled } from './scripting.ts';
import { expectLooksAsBefore } from './visual.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
// DESIGN §6 asks 7:1 for body text (WCAG AAA), a rule outside the AA tags: enabled by name.
const ENHANCED_CONTRAST = 'color-contrast-enhanced';
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 320, height: 640 },
];

export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  if (scriptsEnabled()) {
    const original = page.viewportSize();
    await checkEveryWidth(page, state);
    if (original) await page.setViewportSize(original);
  } else {
    await withScriptableCopy(page, (copy) => checkEveryWidth(copy, state));
  }
}

async function checkEveryWidth(page: Page, state: string): Promise<void> {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await expectAxeClean(page, state, viewport.width);
    await expectLooksAsBefore(page, state, viewport.width);
    await expectBarsAtWidth(page, state, viewport.width);
  }
  await expectBarsOnce(page, state);
}

async function expectAxeClean(page: Page, state: string, width: number): Promise<void> {
  const { violations, incomplete } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: AXE_TAGS }, rules: { [ENHANCED_CONTRAST]: { enabled: true } } })
    .analyze();
  const found = [...violations, ...undecidedContrastOverSolidColour(incomplete)].map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(found, `axe em "${state}" a ${width} px`).toEqual([]);
}

// axe runs inside the page, which a context without JavaScript forbids. So the very DOM that
// member got is served again, scripts still blocked by a CSP, to a scripting page of the same
// browser with the same cookies (stylesheets and images load as they did for the member).
async function withScriptableCopy(page: Page, check: (copy: Page) => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const html = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'html' });
  const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId: html.nodeId });
  await cdp.detach();
  const browser = page.context().browser();
  if (!browser) throw new Error('navegador indisponível para a verificação de acessibilidade');
  // Contexts opened in a test inherit the project's options: scripting must be asked for here.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    await context.addCookies(await page.context().cookies());
    const url = page.url();
    // Routes match the URL without its #fragment: registered with one, the route would never
    // match, and the copy would be the live page with its scripts running.
    const address = new URL(url);
    address.hash = '';
    let served = false;
    await context.route(address.href, (route) => {
      served = true;
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': "script-src 'none'" },
        body: `<!DOCTYPE html>${outerHTML}`,
      });
    });
    const copy = await context.newPage();
    await copy.goto(url);
    expect(served, `cópia sem scripts de ${url} servida para o axe`).toBe(true);
    await check(copy);
  } finally {
    await context.close();
  }
}
