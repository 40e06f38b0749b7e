// Any unknown address (spec §2): the 404 page, with a way back, signed in or not.
import { NOT_FOUND_PAGE } from '../../scripts/lib/portal-routes.ts';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria, expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('Desculpe, a página que você está procurando não existe.')).toBeVisible();
}

function backHome(page: Page) {
  const name = 'Voltar para o início';
  return page.getByRole('link', { name }).or(page.getByRole('button', { name }));
}

test('endereço desconhecido: 404 com "Voltar para o início"', async ({ page }) => {
  const response = await page.goto(NOT_FOUND_PAGE.path);
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page);
  await expectStyled(page);
  await expectNoAxeViolations(page, '404');
  await backHome(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seja bem-vindo a área do associado' })).toBeVisible();
});

asMaria('endereço desconhecido com sessão também é 404, e o início leva ao Dashboard', async ({ page }) => {
  const response = await page.goto(NOT_FOUND_PAGE.path);
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page);
  await expectStyled(page);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeAttached();
  await expectNoAxeViolations(page, '404 com sessão');
  await backHome(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** The site's stylesheet reached the page: its own layout, not the browser's default serif text. */
async function expectStyled(page: Page): Promise<void> {
  const styled = await page.evaluate(() => ({
    sheets: [...document.styleSheets].filter((sheet) => sheet.cssRules.length > 0).length,
    font: getComputedStyle(document.body).fontFamily,
  }));
  expect(styled.sheets).toBeGreaterThan(0);
  expect(styled.font).not.toMatch(/^"?Times/);
}

// What a member reaches from a link to something the association has since removed: the page
// once arrived under the closed CSP of a bodiless answer, without its stylesheet or its menu.
const REMOVED = [
  ['documento removido', '/documentos/999999'],
  ['processo removido', '/juridico/processos/999999'],
  ['anexo de processo removido', '/juridico/processos/1/anexos/update-999999'],
  ['pasta removida', '/pastasCompartilhadas/999999'],
  ['arquivo de pasta removido', '/pastasCompartilhadas/arquivo/999999'],
  ['termo de pasta removido', '/pastasCompartilhadas/999999/termo'],
] as const;

for (const [kind, path] of REMOVED) {
  asMaria(`${kind}: 404 com o estilo do site e o menu`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).not.toContain("default-src 'none'");
    await expectNotFoundPage(page);
    await expectStyled(page);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  });
}
