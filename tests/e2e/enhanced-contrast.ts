// What the high-contrast mode promises on top of the AA checks of expectNoAxeViolations: axe's
// AAA text rule (7:1) and, since axe has no rule for it, 3:1 for the boundary of every control
// and card against what surrounds it (WCAG 1.4.11). Run where scripts are allowed; contrast does
// not depend on them.
import { expect, type Page } from '@playwright/test';
import { runAxe } from './axe.ts';

export async function expectEnhancedContrast(page: Page, state: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 800 });
    const { violations } = await runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast-enhanced'] } });
    const found = violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`));
    expect(found, `contraste AAA em "${state}" a ${width} px`).toEqual([]);
    expect(await weakBoundaries(page), `bordas abaixo de 3:1 em "${state}" a ${width} px`).toEqual([]);
  }
  if (original) await page.setViewportSize(original);
}

function weakBoundaries(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const c = [r, g, b].map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const backgroundOf = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const bg = rgb(getComputedStyle(node).backgroundColor);
        if (bg.length >= 3 && (bg[3] ?? 1) > 0) return bg;
      }
      return [255, 255, 255];
    };
    const weak: string[] = [];
    for (const element of document.querySelectorAll('input:not([type=hidden]), select, textarea, button, summary, .card, .button')) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || parseFloat(style.borderTopWidth) === 0) continue;
      const border = rgb(style.borderTopColor);
      if ((border[3] ?? 1) === 0) continue;
      const around = backgroundOf(element.parentElement);
      const inside = backgroundOf(element);
      // The boundary is visible when the border stands out from the outside, or the filled inside does.
      if (Math.max(ratio(border, around), ratio(inside, around)) < 3) {
        weak.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent?.trim().slice(0, 30)}"`);
      }
    }
    return weak;
  });
}
