// The bars of DESIGN.md §6 that axe cannot judge, measured in the page itself: each function is
// one page.evaluate, so checking every state a journey reaches stays cheap. Each returns the
// problems it found, in words that point at the element, and an empty list when all is well.
import { expect, type Page } from '@playwright/test';

/** What the member's keyboard or finger can reach: our controls, not the PDF's own content. */
const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
const THIRD_PARTY_CONTENT = '.pdfViewer';

/**
 * At the current width: every target ≥ 44×44 CSS px (WCAG 2.5.5 as DESIGN §6 asks; a link inside
 * a sentence is exempt, as WCAG 2.5.8 allows), and every focusable element shows an indicator of
 * at least 2 px when focused from the keyboard (outline, or a box-shadow ring).
 * The caller puts the browser in keyboard modality first, so `focus()` matches :focus-visible.
 */
export function targetsAndFocus(page: Page): Promise<string[]> {
  return page.evaluate(({ focusable, thirdParty }) => {
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 40)}"`;
    const ringWidth = (style: CSSStyleDeclaration) => {
      const outline = style.outlineStyle !== 'none' && !/rgba\(.*, 0\)$|transparent/.test(style.outlineColor) ? parseFloat(style.outlineWidth) : 0;
      // "color 0px 0px 0px 3px": the fourth length is the spread, the ring a member sees.
      const spreads = [...style.boxShadow.matchAll(/(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px/g)].map((m) => parseFloat(m[4] ?? '0'));
      return Math.max(outline, ...spreads, 0);
    };
    // WCAG 2.5.8's inline exception: a link whose size is set by the line of text around it.
    const inSentence = (el: Element) =>
      el.tagName === 'A' && getComputedStyle(el).display === 'inline' &&
      (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    // A checkbox or radio is clicked through its label too (WCAG counts both as the target).
    const targetBox = (el: Element) => {
      const boxes = [el.getBoundingClientRect(), ...[...((el as HTMLInputElement).labels ?? [])].map((label) => label.getBoundingClientRect())];
      const left = Math.min(...boxes.map((b) => b.left));
      const top = Math.min(...boxes.map((b) => b.top));
      return { width: Math.max(...boxes.map((b) => b.right)) - left, height: Math.max(...boxes.map((b) => b.bottom)) - top };
    };
    const before = document.activeElement as HTMLElement | null;
    const [scrollX, scrollY] = [window.scrollX, window.scrollY];
    for (const el of document.querySelectorAll<HTMLElement>(focusable)) {
      if (el.closest(thirdParty) || (el as HTMLButtonElement).disabled) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      el.focus();
      if (document.activeElement !== el) continue; // inert or otherwise not focusable after all
      const box = targetBox(el);
      if ((box.width < 43.5 || box.height < 43.5) && !inSentence(el)) {
        problems.push(`alvo ${name(el)} com ${Math.round(box.width)}×${Math.round(box.height)} px (mínimo 44×44)`);
      }
      if (!el.matches(':focus-visible')) {
        problems.push(`foco de ${name(el)} não é visível pelo teclado (:focus-visible)`);
      } else if (ringWidth(getComputedStyle(el)) < 2) {
        problems.push(`foco de ${name(el)} sem indicador de 2 px (contorno ou sombra)`);
      }
    }
    before?.focus?.();
    if (!before || before === document.body) (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(scrollX, scrollY);
    return problems;
  }, { focusable: FOCUSABLE, thirdParty: THIRD_PARTY_CONTENT });
}

/**
 * Sideways scrolling a member would need to read a line (WCAG 1.4.10 Reflow): when the document
 * is wider than the window, the elements that stick out past its right edge — each named once,
 * at the outermost element that does (its children stick out with it), and none inside a box
 * that scrolls on its own.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth;
    if (root.scrollWidth <= edge) return [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const sticksOut = (el: Element) => el.getBoundingClientRect().right + window.scrollX > edge + 0.5;
    const scrollsOnItsOwn = (el: Element) => !['visible', 'clip'].includes(getComputedStyle(el).overflowX) && el !== document.body;
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!sticksOut(el) || !el.checkVisibility()) continue;
      let parent = el.parentElement;
      while (parent && parent !== document.body && !scrollsOnItsOwn(parent) && !sticksOut(parent)) parent = parent.parentElement;
      if (parent && parent !== document.body) continue;
      found.push(`${name(el)} passa ${Math.round(el.getBoundingClientRect().right + window.scrollX - edge)} px da borda`);
    }
    return found.length > 0 ? found : [`documento ${root.scrollWidth - edge} px mais largo que a janela`];
  });
}

/**
 * With `forced-colors: active` and `prefers-reduced-motion: reduce` emulated by the caller:
 * buttons keep a visible edge (forced colours drop backgrounds and shadows, not borders), focus
 * keeps a 2 px outline, and nothing animates or transitions.
 */
export function forcedColorsAndMotion(page: Page): Promise<string[]> {
  return page.evaluate(({ focusable, thirdParty }) => {
    const problems: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent || '').trim().slice(0, 40)}"`;
    const seconds = (list: string) => Math.max(...list.split(',').map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 0.001 : 1)));
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest(thirdParty)) continue;
      const style = getComputedStyle(el);
      if (style.animationName !== 'none' && seconds(style.animationDuration) > 0.01 && visible(el)) {
        problems.push(`animação em ${name(el)} com movimento reduzido pedido`);
      }
      if (style.transitionProperty !== 'none' && seconds(style.transitionDuration) > 0.01) {
        problems.push(`transição de ${style.transitionDuration} em ${name(el)} com movimento reduzido pedido`);
      }
    }
    const before = document.activeElement as HTMLElement | null;
    const [scrollX, scrollY] = [window.scrollX, window.scrollY];
    for (const el of document.querySelectorAll<HTMLElement>(focusable)) {
      if (el.closest(thirdParty) || !visible(el)) continue;
      const style = getComputedStyle(el);
      // A button drawn only by its background vanishes into the page in forced colours; a link
      // look (underlined text) stays recognisable on its own.
      const isButton = el.matches('button, input[type="submit"], input[type="button"], .button');
      if (isButton && !style.textDecorationLine.includes('underline') && (style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) === 0)) {
        problems.push(`botão ${name(el)} sem borda em cores forçadas`);
      }
      el.focus();
      if (document.activeElement !== el) continue;
      const focused = getComputedStyle(el);
      if (focused.outlineStyle === 'none' || parseFloat(focused.outlineWidth) < 2) {
        problems.push(`foco de ${name(el)} invisível em cores forçadas (precisa de contorno, a sombra some)`);
      }
    }
    before?.focus?.();
    if (!before || before === document.body) (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(scrollX, scrollY);
    return problems;
  }, { focusable: FOCUSABLE, thirdParty: THIRD_PARTY_CONTENT });
}

/**
 * Every field a member fills about themselves declares `autocomplete` (WCAG 1.3.5; axe checks the
 * value is valid once present), and pasting into it is not refused (DESIGN §6, departure 3):
 * a paste event that a handler cancels would leave the field empty. Our fields are all about the
 * member; the PDF viewer's page box is a control, not personal data.
 */
export function fieldsAutocompleteAndPaste(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const fields = document.querySelectorAll<HTMLInputElement>(
      'input:not([type="hidden"], [type="submit"], [type="button"], [type="checkbox"], [type="radio"], [type="file"], [type="search"]), select, textarea',
    );
    for (const field of fields) {
      if (field.closest('.pdf-viewer')) continue;
      const label = field.labels?.[0]?.textContent?.trim() || field.name;
      if (!field.getAttribute('autocomplete')) problems.push(`campo "${label}" sem autocomplete`);
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', '12345');
      const accepted = field.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
      if (!accepted) problems.push(`campo "${label}" recusa colar`);
    }
    return problems;
  });
}

// The bars above, asserted for one page state. Called beside axe by expectNoAxeViolations, so
// every state a journey checks is held to them without the journey asking.
const ZOOM_400_OF_1280 = { width: 1280 / 4, height: 800 / 4 };

export async function expectBarsAtWidth(page: Page, state: string, width: number): Promise<void> {
  // A key press puts Chromium in keyboard modality: focus() then shows what Tab would show.
  await page.keyboard.press('Shift');
  expect(await targetsAndFocus(page), `alvos e foco em "${state}" a ${width} px`).toEqual([]);
  expect(await sidewaysOverflow(page), `rolagem horizontal em "${state}" a ${width} px`).toEqual([]);
}

export async function expectBarsOnce(page: Page, state: string): Promise<void> {
  const viewport = page.viewportSize();
  // 400% zoom of a 1280×800 window lays the page out in 320×200 CSS px: Chromium's zoom changes
  // the CSS pixel size, which a viewport of that size in CSS px reproduces exactly.
  await page.setViewportSize(ZOOM_400_OF_1280);
  expect(await sidewaysOverflow(page), `rolagem horizontal em "${state}" com zoom de 400%`).toEqual([]);
  if (viewport) await page.setViewportSize(viewport);

  expect(await fieldsAutocompleteAndPaste(page), `campos de "${state}"`).toEqual([]);

  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  try {
    await page.keyboard.press('Shift');
    expect(await forcedColorsAndMotion(page), `cores forçadas e movimento reduzido em "${state}"`).toEqual([]);
  } finally {
    await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'no-preference' });
  }
}
