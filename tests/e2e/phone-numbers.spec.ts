// The association's phone stays whole on its line (issue 20, item 11): a member copying '(11)'
// from one line and '4002-8922' from the next misdials. Where the number is wider than the whole
// line (200% text on the narrowest phones) the page must still not scroll sideways (WCAG 1.4.10),
// so it may then break only at the space: the area code and the number are each never split.
// Checked where the lines are shortest: a narrow phone with the text at 200%.
import { asMaria, expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

const PHONE = String.raw`\(\d{2}\)\s?\d{4,5}-\d{4}`;

async function expectEachPhoneOnOneLine(page: Page, baseURL: string, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 700 });
  await page.context().addCookies([{ name: 'tamanho-texto', value: '200', url: baseURL }]);
  await page.goto(path);
  // Each number written in the main area (Phone.astro: its area code and number as two halves),
  // with how many lines the longer-drawn half takes.
  const phones = await page.getByRole('main').evaluate((main, source) => {
    const found: Array<[string, number]> = [];
    for (const phone of main.querySelectorAll<HTMLElement>('.phone')) {
      if (!new RegExp(source).test(phone.textContent ?? '')) continue;
      const halves = [...phone.children];
      const lines = Math.max(...halves.map((half) => new Set([...half.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size));
      found.push([phone.textContent ?? '', halves.length === 2 ? lines : Infinity]);
    }
    return found;
  }, PHONE);
  expect(phones.length, `um telefone em ${path}`).toBeGreaterThan(0);
  for (const [phone, lines] of phones) expect(lines, `DDD ou número de ${phone} partido em ${path} a ${width} px`).toBe(1);
  // And no number runs past the screen's edge (the page's other overflow is checked at 320 px in every state).
  const past = await page.getByRole('main').evaluate((main) => [...main.querySelectorAll('.phone > span')].filter((half) => half.getBoundingClientRect().right > window.innerWidth + 0.5).map((half) => half.textContent));
  expect(past, `telefone passa da borda em ${path} a ${width} px`).toEqual([]);
}

for (const width of [320, 300, 280]) {
  test(`/acessibilidade a ${width} px e texto 200%: DDD e número nunca partidos, sem rolagem lateral`, async ({ page, baseURL }) => {
    await expectEachPhoneOnOneLine(page, baseURL!, '/acessibilidade', width);
  });
}

asMaria('Meus dados e Editar perfil no celular com texto 200%: DDD e número nunca partidos, sem rolagem lateral', async ({ page, baseURL }) => {
  for (const path of ['/meus-dados', '/profile?editar=1']) {
    for (const width of [320, 300]) await expectEachPhoneOnOneLine(page, baseURL!, path, width);
  }
});
