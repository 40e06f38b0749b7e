// The association's phone is never split over two lines (issue 20, item 11): a member copying
// '(11)' from one line and '4002-8922' from the next misdials. Checked where the lines are
// shortest: a narrow phone with the text at 200%.
import { asMaria, expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

const PHONE = String.raw`\(\d{2}\)\s?\d{4,5}-\d{4}`;

async function expectEachPhoneOnOneLine(page: Page, baseURL: string, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 700 });
  await page.context().addCookies([{ name: 'tamanho-texto', value: '200', url: baseURL }]);
  await page.goto(path);
  // Each number written in the main area, with how many lines its letters are drawn on.
  const phones = await page.getByRole('main').evaluate((main, source) => {
    const found: Array<[string, number]> = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(new RegExp(source, 'g'))) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        found.push([match[0], tops.size]);
      }
    }
    return found;
  }, PHONE);
  expect(phones.length, `um telefone em ${path}`).toBeGreaterThan(0);
  for (const [phone, lines] of phones) expect(lines, `linhas de ${phone} em ${path} a ${width} px`).toBe(1);
}

for (const width of [320, 300, 280]) {
  test(`/acessibilidade a ${width} px e texto 200%: o telefone numa linha só`, async ({ page, baseURL }) => {
    await expectEachPhoneOnOneLine(page, baseURL!, '/acessibilidade', width);
  });
}

asMaria('Meus dados e Editar perfil no celular com texto 200%: o telefone numa linha só', async ({ page, baseURL }) => {
  for (const path of ['/meus-dados', '/profile?editar=1']) {
    for (const width of [320, 300]) await expectEachPhoneOnOneLine(page, baseURL!, path, width);
  }
});
