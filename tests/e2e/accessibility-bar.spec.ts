// The eMAG accessibility bar on every page: accesskey shortcuts, high contrast and text size kept
// by the server (so they work without JavaScript and survive the next page), a compact top on a
// phone, and the /acessibilidade statement open to everybody without any JavaScript.
import { expectNoAxeViolations } from './accessibility.ts';
import { STACK_SUPPORT_EMAIL, STACK_SUPPORT_PHONE } from './association-contact.ts';
import { expectEnhancedContrast } from './enhanced-contrast.ts';
import { asMaria, expect, test } from './fixtures.ts';
import { scriptsEnabled } from './scripting.ts';
import type { Page } from '@playwright/test';

const htmlClass = (page: Page) => page.locator('html');

/** A button of the bar; from 150% text the bar folds into 'Acessibilidade' at every width, as on a phone (issue 20). */
async function barButton(page: Page, name: string | RegExp) {
  const fold = page.locator('.a11y-bar__fold');
  const summary = fold.locator('> summary');
  if (await summary.isVisible() && !(await fold.evaluate((details) => (details as HTMLDetailsElement).open))) await summary.click();
  return page.getByRole('button', { name });
}

async function press(page: Page, name: string | RegExp): Promise<void> {
  await (await barButton(page, name)).click();
  await page.waitForLoadState('load');
}

test('sem sessão: alto contraste e A+ até 200% valem nesta e na próxima página, e A volta ao normal', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  for (const [key, name] of [['1', 'Ir para o conteúdo [1]'], ['4', 'Ir para o rodapé [4]']]) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('accesskey', key!);
  }
  await expect(page.getByRole('link', { name: 'Ir para o menu [2]' })).toHaveCount(0);

  await press(page, 'Alto contraste');
  await expect(page).toHaveURL(/\/$/);
  await expect(htmlClass(page)).toHaveClass(/alto-contraste/);
  await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'login em alto contraste');
  if (scriptsEnabled()) await expectEnhancedContrast(page, 'login em alto contraste');

  for (const size of [125, 150, 200]) {
    await press(page, /^A\+/);
    await expect(htmlClass(page)).toHaveClass(new RegExp(`texto-${size}`));
  }
  await expect(await barButton(page, /^A\+/)).toHaveAttribute('aria-disabled', 'true');
  const rootSize = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect(rootSize).toBeCloseTo(36, 0);
  await expectNoAxeViolations(page, 'login em alto contraste com texto a 200%');

  await page.getByRole('link', { name: 'Acessibilidade' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeVisible();
  await expect(htmlClass(page)).toHaveClass(/alto-contraste.*texto-200|texto-200.*alto-contraste/);
  await expectNoAxeViolations(page, '/acessibilidade em alto contraste a 200%');

  await press(page, /^A−/);
  await expect(htmlClass(page)).toHaveClass(/texto-150/);
  await press(page, /^A /);
  await press(page, 'Alto contraste');
  await expect(htmlClass(page)).not.toHaveClass(/texto-|alto-contraste/);
  await expect(page).toHaveURL(/\/acessibilidade$/);
});

test('/acessibilidade: declaração pública, sem arquivo de JavaScript, com atalhos, padrões e contato', async ({ page }) => {
  await page.goto('/acessibilidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeVisible();
  for (const text of ['Alt + Shift + número', 'Control + Option + número', 'eMAG 3.1', 'WCAG 2.2, nível AA', 'AAA']) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  // The barrier-report contact is the association's configuration, not a placeholder.
  await expect(page.getByRole('link', { name: STACK_SUPPORT_PHONE.text })).toHaveAttribute('href', STACK_SUPPORT_PHONE.href);
  await expect(page.getByRole('link', { name: STACK_SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${STACK_SUPPORT_EMAIL}`);
  await expect(page.getByText(/No celular, o título de cada página aparece logo no alto da tela/)).toBeVisible();
  // Plain words: members do not know test tools, scripting or pixels (issue 20).
  await expect(page.getByRole('main')).not.toContainText(/\baxe\b|JavaScript|\d+\s?px/i);
  // WCAG 2.2.1 (issue 21): the time limit and how to extend it.
  await expect(page.getByRole('heading', { level: 2, name: 'Tempo de sessão' })).toBeVisible();
  await expect(page.getByText(/Continuar conectado: um toque renova a sessão/)).toBeVisible();
  // Libras through the government's browser extension: nothing of another site loads here.
  await expect(page.getByRole('link', { name: 'gov.br/vlibras' })).toHaveAttribute('href', 'https://www.gov.br/governodigital/pt-br/vlibras');
  // DESIGN §6: public pages download no JavaScript. The one script here, the 'Ouvir' player's
  // (1.2 KB compressed), travels inside the page; grown past Astro's 4 KB inlining limit it would
  // become a file and fail this line.
  await expect(page.locator('script[src], astro-island')).toHaveCount(0);
  await expectNoAxeViolations(page, '/acessibilidade');
});

asMaria.describe('com sessão', () => {
  asMaria('os quatro atalhos levam a alvos que existem e a declaração abre no mesmo endereço', async ({ page }) => {
    await page.goto('/dashboard');
    for (const [key, name, target] of [
      ['1', 'Ir para o conteúdo [1]', 'conteudo'], ['2', 'Ir para o menu [2]', 'menu'],
      ['4', 'Ir para o rodapé [4]', 'rodape'],
    ] as const) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('accesskey', key);
      await expect(link).toHaveAttribute('href', `#${target}`);
      await expect(page.locator(`#${target}`)).toHaveCount(1);
    }
    await page.goto('/acessibilidade');
    await expect(page).toHaveURL(/\/acessibilidade$/);
    await expect(page.getByRole('link', { name: 'Voltar para a Página Inicial' })).toBeVisible();
  });

  // Issue 12: everything above the page's heading (the bar, the search, the menu, the clock and
  // 'Sair') fits in about 120 px of a 320 px phone, with JavaScript and without it.
  asMaria('no celular de 320 px o título de cada página começa até 120 px do alto', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/dashboard', '/financeiro/cartoes', '/noticias', '/busca', '/meus-dados']) {
      await page.goto(path);
      const top = await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.getBoundingClientRect().top);
      expect(top, `topo do h1 em ${path}`).toBeLessThanOrEqual(120);
    }
  });

  asMaria('no celular os controles ficam em "Acessibilidade"', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/dashboard');
    const contrast = page.getByRole('button', { name: 'Alto contraste' });
    await expect(contrast).toBeHidden();
    await page.locator('summary', { hasText: 'Acessibilidade' }).click();
    await expect(contrast).toBeVisible();
    await contrast.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(htmlClass(page)).toHaveClass(/alto-contraste/);
    await expectNoAxeViolations(page, '/dashboard em alto contraste');
    if (scriptsEnabled()) await expectEnhancedContrast(page, '/dashboard em alto contraste');
    await page.setViewportSize({ width: 320, height: 700 });
    for (let i = 0; i < 3; i++) {
      // Each press reloads the page, where the disclosure starts closed again.
      await page.locator('summary', { hasText: 'Acessibilidade' }).click();
      await press(page, /^A\+/);
    }
    await expect(htmlClass(page)).toHaveClass(/texto-200/);
    await expectNoAxeViolations(page, '/dashboard a 200%');
  });
});
