// axe on every page and state a journey reaches, at a desktop and at the narrowest phone width,
// because members use both and a page can pass at one width and fail at the other.
import { expect, type Browser, type Page, type Route } from '@playwright/test';
import { runAxe, withAxeOnEveryPage } from './axe.ts';
import { expectHoldsInContrastAt200 } from './contrast-and-large-text.ts';
import { undecidedContrastOverSolidColour } from './contrast.ts';
import { expectBarsAtWidth, expectBarsOnce } from './page-bars.ts';
import { scriptsEnabled } from './scripting.ts';
import { expectLooksAsBefore } from './visual.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
// DESIGN §6 asks 7:1 for body text (WCAG AAA), a rule outside the AA tags: enabled by name. It
// asks more than the AA rule of the tags for every text (7:1 and 4.5:1 for large text, against
// 4.5:1 and 3:1), and measuring each text twice is the slowest part of axe: the AA rule is off.
const CONTRAST_RULES = { 'color-contrast-enhanced': { enabled: true }, 'color-contrast': { enabled: false } };
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 320, height: 640 },
];

export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  // A click on a link returns once the next page's address is committed, before its document is
  // parsed: axe run then sees an empty <html> (no main, no h1). Every check reads the whole page.
  await page.waitForLoadState('load');
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
    await expectHoldsInContrastAt200(page, state, viewport.width);
  }
  await expectBarsOnce(page, state);
}

export async function expectAxeClean(page: Page, state: string, width: number): Promise<void> {
  // Passes are not read: axe then skips describing every element that passed.
  const { violations, incomplete } = await runAxe(page, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: CONTRAST_RULES,
    resultTypes: ['violations', 'incomplete'],
  });
  const found = [...violations, ...undecidedContrastOverSolidColour(incomplete)].map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(found, `axe em "${state}" a ${width} px`).toEqual([]);
}

// axe runs inside the page, which a context without JavaScript forbids. So the very DOM that
// member got is served again, scripts still blocked by a CSP, to a scripting page of the same
// browser with the same cookies (stylesheets and images load as they did for the member).
// The scripting page is kept for the whole worker: its cache then holds the stylesheets, fonts and
// pictures after the first check, which halves what each further check costs.
const scriptingCopies = new WeakMap<Browser, Promise<Page>>();

function scriptingCopy(browser: Browser): Promise<Page> {
  let copy = scriptingCopies.get(browser);
  if (!copy) {
    // Contexts opened in a test inherit the project's options: scripting must be asked for here.
    copy = browser.newContext({ javaScriptEnabled: true }).then(async (context) => {
      await withAxeOnEveryPage(context);
      return context.newPage();
    });
    scriptingCopies.set(browser, copy);
  }
  return copy;
}

async function withScriptableCopy(page: Page, check: (copy: Page) => Promise<void>): Promise<void> {
  const outerHTML = await documentAsServed(page);
  const browser = page.context().browser();
  if (!browser) throw new Error('navegador indisponível para a verificação de acessibilidade');
  const copy = await scriptingCopy(browser);
  const context = copy.context();
  // Opened at the member's window size: a page that focuses a field on arrival scrolls to it
  // when the window is small, and that scroll would stay in the pictures taken after resizing.
  const viewport = page.viewportSize();
  if (viewport) await copy.setViewportSize(viewport);
  await context.clearCookies();
  await context.addCookies(await page.context().cookies());
  const url = page.url();
  // Routes match the URL without its #fragment: registered with one, the route would never
  // match, and the copy would be the live page with its scripts running.
  const address = new URL(url);
  address.hash = '';
  let served = false;
  const serveTheMembersPage = (route: Route) => {
    served = true;
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': "script-src 'none'" },
      body: `<!DOCTYPE html>${outerHTML}`,
    });
  };
  await context.route(address.href, serveTheMembersPage);
  try {
    // A copy of the same address as the previous check would only scroll to the fragment (and
    // every new document, a blank one too, costs an evaluation of axe): left only when needed.
    const previous = new URL(copy.url());
    previous.hash = '';
    if (previous.href === address.href) await copy.goto('about:blank');
    await copy.goto(url);
    expect(served, `cópia sem scripts de ${url} servida para o axe`).toBe(true);
    await check(copy);
  } finally {
    await context.unroute(address.href, serveTheMembersPage);
  }
}

/** The member's DOM as it stands, read through CDP: a page without JavaScript cannot run a script. */
async function documentAsServed(page: Page): Promise<string> {
  await page.waitForLoadState();
  for (let attempt = 1; ; attempt++) {
    const cdp = await page.context().newCDPSession(page);
    try {
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const html = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'html' });
      return (await cdp.send('DOM.getOuterHTML', { nodeId: html.nodeId })).outerHTML;
    } catch (error) {
      // A document replaced between two calls (a redirect finishing) leaves stale node ids.
      if (attempt === 3 || !String(error).includes('Could not find node')) throw error;
    } finally {
      await cdp.detach();
    }
  }
}
