// What a member sees, kept as reference screenshots (tests/e2e/__snapshots__/<project>/): a style
// leaking from a third party, a broken layout at 320 px or a lost menu fails the run. Refresh
// them after a deliberate change of the look with `npm run test:snapshots` and review the PNGs.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type PageScreenshotOptions } from '@playwright/test';

// What changes between runs without the page changing: the live clock and the dashboard greeting
// follow the server's hour, the footer the current year, toasts close themselves after 5 s (the
// journeys check their words; without scripts a message stays in the page's flow and is pictured). Hidden, not removed, so the layout around them stays the same.
// The demo dates are fixed by DEMO_TODAY on the test stacks (playwright.config.ts).
// Hidden through the CSSOM: the portal's CSP refuses the <style> Playwright's `stylePath` injects.
// The time a session expires if unused (every private page's footer) follows the real clock too.
// A session's last use, a card check's time and the card's expiry (12 months from its code) follow the real clock too, as do a
// declaration's issue and validity dates and the QR of its code, the current year on the declarations
// page (the years it lists change with the calendar: left out below), and a PIX charge's
// code and QR code carry the provider's bill number, which counts the charges made before it on
// the stack (the field keeps its 4 rows, so the layout does not move); so does a payment
// receipt's code, and its time is the real clock's, as is the day the card journey last changed
// the subscription's payment method (whether it ran first depends on the workers). A protected file's text carries its copy's
// stamp, with the time of the view. A request's protocol number counts the requests sent before it
// on the stack, and its sending time is the real clock's.
const VOLATILE = [
  '.clock__time', '.greeting', '.site-footer > p', '.session-deadline time', '.js .toasts', '.session-list__last-use', '.verified-at', '.card-expiry',
  '.member-card__qr', '#pix-codigo', '.pix__qr svg',
  '.declaration__dated', '.declaration__qr', '.declaration-years__current', '.declaration-years__empty',
  '.receipt__time', '.receipt__code', '.signature-updated',
  '.pdf-text__stamp', '.representative-since',
  // The back office: an enrolment's QR, secret, link and recovery codes are new each time.
  '.gestao-qr', '.gestao-link', '.gestao-codes',
  '.request-title', '.request-facts__sent',
  // Gestão, Atendimento: whether José already has a password (first-access.spec.ts). ORDER_DEPENDENT:
  // the link shown once (where its hyphens fall changes its lines), his access and sign-ins, and
  // Financeiro's attempts, events and invoices, which the payment journeys change.
  '.gestao-link-purpose',
].join(', ');
// What would change the page's height from run to run: what depends on which journeys ran before
// on the same stack (a member's open sessions and the button that ends the others, the cards the card journey adds and deletes, the
// dashboard's 'Seu último acesso', there only when the member signed in before), and the member
// card's address, whose random code wraps onto one line or two, a declaration's address and code
// (they change with the day) and the membership declaration's situation (the payment journeys
// turn it from 'Pendente' to 'Ativo'), and the declarations page's list of years (a year joins it
// when it ends), and the list of a member's requests (it grows with every journey that writes). Left out of the picture (the journeys check their contents).
// The back office's Comunicação lists (news, FAQ, documents) hold what journeys added before.
const ORDER_DEPENDENT = '[data-access-link], .gestao-member-access, .gestao-member-sign-ins, .gestao-unsettled, [data-provider-events], [data-member-invoices], .gestao-attempts, .session-list, .session-list__end-others, .finance-list--cards, .last-access, .member-card__url, .declaration__url, .declaration__code, .declaration__situation, .declaration-years, .request-list, .request-list__empty, .representatives-current, .gestao-table-wrap, .gestao-count, .comunicacao-list, .topbar__notices-count, .notices, .notices__summary'
  // Gestão Jurídico: versions, dates and rows that the Jurídico journey (or a rerun on one stack) moves.
  + ', [data-lawsuits], [data-last-movement], [data-terms-version], [data-pending], [data-acceptances], [data-updates]';

const PDF_PAGES = '.pdfViewer .page';

/** A file name from the journey's name for the state: 'login, passo 2' → 'login-passo-2'. */
export function snapshotName(state: string, width: number): string {
  const slug = state.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug}-${width}.png`;
}

/** `firstScreen`: only what the window shows from the top, not the whole page. */
export async function expectLooksAsBefore(page: Page, state: string, width: number, { firstScreen = false } = {}): Promise<void> {
  // A project that says its pages look as another project's (playwright.config.ts) keeps no pictures.
  if (test.info().project.metadata.pictured === false) return;
  // Every picture decoded (lazy ones too) and every font ready, or the shot depends on timing.
  const scrolledTo = await page.evaluate(async ([volatile, orderDependent]) => {
    for (const element of document.querySelectorAll<HTMLElement>(volatile)) element.style.setProperty('visibility', 'hidden', 'important');
    for (const element of document.querySelectorAll<HTMLElement>(orderDependent)) element.style.setProperty('display', 'none', 'important');
    // A blinking caret in the focused field would make two shots of one state differ.
    document.documentElement.style.setProperty('caret-color', 'transparent');
    // Whether the focused control shows its ring depends on how focus got there (a click, or the
    // keyboard the bar checks press between two shots): page-bars.ts checks the rings; the
    // picture leaves the focused control's ring out.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) {
      focused.style.setProperty('outline', 'none', 'important');
      focused.style.setProperty('box-shadow', 'none', 'important');
      focused.dataset.focusLeftOut = '';
    }
    await Promise.all([...document.images].map((image) => {
      image.loading = 'eager';
      return image.decode().catch(() => undefined);
    }));
    await document.fonts.ready;
    // A full-page shot draws fixed elements (the desktop menu, the toasts) where the window is
    // scrolled to. A refused form scrolls to its first error, by an amount that depends on
    // whether the fonts had arrived when it did: shots are taken from the top. One frame first,
    // so an autofocus still pending has had its turn (browsers run it as they render).
    await new Promise(requestAnimationFrame);
    const scrolled = [window.scrollX, window.scrollY] as const;
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    return scrolled;
  }, [VOLATILE, ORDER_DEPENDENT] as const);
  const name = snapshotName(state, width);
  const shot: PageScreenshotOptions = {
    fullPage: !firstScreen,
    animations: 'disabled',
    // toHaveScreenshot's defaults, said here for the byte comparison's own shot.
    caret: 'hide',
    scale: 'css',
    // A PDF page is pdf.js's drawing, redrawn at each change of size and not always on the same
    // pixel: its box stays in the picture (so the layout is still compared), painted over.
    mask: [page.locator(PDF_PAGES)],
  };
  try {
    if (await sameBytesAsReference(page, name, shot)) return;
    await expect(page, `aparência de "${state}" a ${width} px`).toHaveScreenshot(name, shot);
  } finally {
    await page.evaluate(([volatile, orderDependent, [left, top]]) => {
      window.scrollTo({ left, top, behavior: 'instant' });
      for (const element of document.querySelectorAll<HTMLElement>(volatile)) element.style.removeProperty('visibility');
      for (const element of document.querySelectorAll<HTMLElement>(orderDependent)) element.style.removeProperty('display');
      document.documentElement.style.removeProperty('caret-color');
      for (const element of document.querySelectorAll<HTMLElement>('[data-focus-left-out]')) {
        element.style.removeProperty('outline');
        element.style.removeProperty('box-shadow');
        delete element.dataset.focusLeftOut;
      }
    }, [VOLATILE, ORDER_DEPENDENT, scrolledTo] as const);
  }
}

/**
 * Most states render to the very bytes of their reference PNG (Chromium encodes the same pixels
 * the same way). Comparing the files first skips decoding both pictures and comparing them pixel
 * by pixel in the test process, which on the 2-core machine is as costly as the shot itself for a
 * long page. Any difference, even one within the tolerance, is left to toHaveScreenshot, which
 * judges it, writes the diff and rewrites references under --update-snapshots.
 */
async function sameBytesAsReference(page: Page, name: string, options: PageScreenshotOptions): Promise<boolean> {
  if (test.info().config.updateSnapshots === 'all') return false;
  const reference = await readFile(test.info().snapshotPath(name)).catch(() => undefined);
  return reference !== undefined && (await page.screenshot(options)).equals(reference);
}
