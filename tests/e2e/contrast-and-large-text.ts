// Every page state once more as a member who turned on both of the bar's preferences sees it:
// high contrast and 200% text together (issue 20). The classes the server would put on <html> are
// put on the page as it stands, so an open dialog or a refused form is pictured as it is without
// replaying the journey, and the page is given back as it was.
import { expect, type Page } from '@playwright/test';
import { sidewaysOverflow } from './page-bars.ts';
import { expectLooksAsBefore } from './visual.ts';

export async function expectHoldsInContrastAt200(page: Page, state: string, width: number): Promise<void> {
  const before = await page.evaluate(() => {
    const root = document.documentElement;
    const classes = root.className;
    root.classList.remove('texto-125', 'texto-150');
    root.classList.add('alto-contraste', 'texto-200');
    return classes;
  });
  try {
    // The first screen is what this picture is for: the title still on it at 200% text, the top
    // bar's buttons and their words readable in high contrast. The rest of the page is held by the
    // sideways-scroll check below and by the contrast and target checks of every state; a second
    // full-page picture of each state would double the repository's references (~120 MB).
    await expectLooksAsBefore(page, `${state}, alto contraste e texto a 200%`, width, { firstScreen: true });
    expect(await sidewaysOverflow(page), `rolagem horizontal em "${state}" em alto contraste com texto a 200% a ${width} px`).toEqual([]);
  } finally {
    await page.evaluate((classes) => { document.documentElement.className = classes; }, before);
  }
}
