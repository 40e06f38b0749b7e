// High contrast and A+ up to 200% on the pages members use most (issue 20, items 1 and 2): what
// axe cannot see — a button's text painted the colour of its button, a header taller than the
// window, an amount or a date split across two lines — measured in the page itself.
import type { Locator, Page } from '@playwright/test';
import { asMaria as test, expect } from './fixtures.ts';
import { scriptsEnabled, waitForIslands } from './scripting.ts';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 320, height: 640 },
];

/** The two preferences as the bar's buttons leave them: cookies the server turns into classes. */
async function choose(page: Page, preferences: { contraste?: 'alto'; 'tamanho-texto'?: '150' | '200' }): Promise<void> {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies(Object.entries(preferences).map(([name, value]) => ({ name, value, url })));
}

/** Text colour and the background behind it, as the browser paints them. */
function colours(element: Locator): Promise<{ text: string; background: string }> {
  return element.evaluate((el) => {
    let behind: Element | null = el;
    while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
    return { text: getComputedStyle(el).color, background: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)' };
  });
}

async function expectReadable(element: Locator, what: string): Promise<void> {
  const { text, background } = await colours(element);
  expect(text, `texto de ${what} (${text}) difere do fundo (${background})`).not.toBe(background);
}

test("alto contraste: 'Pagar' e 'Carregar mais' legíveis, campos com as cores da página", async ({ page }) => {
  await choose(page, { contraste: 'alto' });
  await page.goto('/financeiro/faturas');
  await expectReadable(page.getByRole('link', { name: /^Pagar/ }).first(), "'Pagar'");
  // A warning's box takes the page's colours: its light red once sat behind white text.
  expect(await colours(page.locator('.overdue-notice').first()), 'aviso de faturas vencidas').toEqual({ text: 'rgb(255, 255, 255)', background: 'rgb(0, 0, 0)' });
  await page.goto('/noticias');
  await expectReadable(page.getByRole('link', { name: 'Carregar mais' }), "'Carregar mais'");

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  await waitForIslands(page);
  const fields = page.locator('main').locator('input:not([type="checkbox"], [type="radio"], [type="hidden"]), select, textarea');
  expect(await fields.count()).toBeGreaterThan(5);
  for (const field of await fields.all()) {
    expect(await colours(field), `campo ${await field.getAttribute('name')}`).toEqual({ text: 'rgb(255, 255, 255)', background: 'rgb(0, 0, 0)' });
  }
});

test('alto contraste: a caixa do número da página do visualizador de PDF é legível', async ({ page }) => {
  test.skip(!scriptsEnabled(), 'o visualizador só existe com JavaScript');
  await choose(page, { contraste: 'alto' });
  await page.goto('/relatoriosContabeis');
  await page.getByRole('link', { name: 'Demonstração do Resultado do Exercício 2025 (PDF)', exact: true }).click();
  const pageBox = page.getByRole('textbox', { name: 'Página' });
  await expect(pageBox).toHaveValue('1');
  expect(await colours(pageBox)).toEqual({ text: 'rgb(255, 255, 255)', background: 'rgb(0, 0, 0)' });
});

/**
 * Amounts, dates, CPFs and phone numbers split across two lines: each occurrence in the page's
 * text is measured as a range, whose boxes sit on one line when it is whole.
 */
function splitValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const VALUE = /R\$\s?[\d.]+,\d{2}|\b\d{2}\/\d{2}\/\d{4}\b|\b\d{3}\.\d{3}\.\d{3}-\d{2}\b|\(\d{2}\)\s?\d{4,5}-\d{4}/g;
    const split: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.checkVisibility() || node.parentElement.closest('.visually-hidden, .pdfViewer')) continue;
      for (const match of (node.textContent ?? '').matchAll(VALUE)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

async function firstPendingInvoice(page: Page): Promise<string> {
  await page.goto('/financeiro/faturas');
  return (await page.getByRole('link', { name: /^Pagar/ }).first().getAttribute('href'))!;
}

async function firstFolder(page: Page): Promise<string> {
  await page.goto('/pastasCompartilhadas');
  return (await page.getByRole('link', { name: /^Abrir pasta/ }).first().getAttribute('href'))!;
}

async function firstDocument(page: Page): Promise<string> {
  await page.goto('/relatoriosContabeis');
  return (await page.getByRole('link', { name: /\(PDF\)$/ }).first().getAttribute('href'))!;
}

test('texto a 200%: uma coluna, topo compacto, título na primeira tela, valores e datas inteiros', async ({ page }) => {
  test.slow();
  const pages = ['/dashboard', '/financeiro/faturas', await firstPendingInvoice(page), '/profile', await firstFolder(page), await firstDocument(page)];
  await choose(page, { 'tamanho-texto': '200' });
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const path of pages) {
      await page.goto(path);
      const where = `${path} a ${viewport.width} px`;
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(heading, `título de ${where}`).not.toBeNull();
      expect(heading!.y + heading!.height, `título de ${where} na primeira tela (${viewport.height} px)`).toBeLessThanOrEqual(viewport.height);
      // The menu is behind 'Menu' (the slide-over, or the disclosure without scripts), never a
      // column beside the content.
      await expect(page.getByRole('navigation', { name: 'Menu principal' }), `menu fixo em ${where}`).toBeHidden();
      expect(await splitValues(page), `valores partidos em ${where}`).toEqual([]);
    }
  }
});

test('texto a 150% numa tela larga: o topo compacto do celular, sem coluna do menu', async ({ page }) => {
  await choose(page, { 'tamanho-texto': '150' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  // The accessibility tools fold into 'Acessibilidade' and the shortcuts wait for focus.
  await expect(page.locator('summary', { hasText: 'Acessibilidade' })).toBeVisible();
  const shortcut = page.getByRole('link', { name: 'Ir para o conteúdo [1]' });
  expect(await shortcut.evaluate((el) => getComputedStyle(el).clip), 'atalho recortado até o foco').toBe('rect(0px, 0px, 0px, 0px)');
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.y, 'título logo abaixo do topo').toBeLessThan(250);
});
