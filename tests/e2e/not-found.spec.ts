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
  await expectNoAxeViolations(page, '404');
  await backHome(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seja bem-vindo a área do associado' })).toBeVisible();
});

asMaria('endereço desconhecido com sessão também é 404, e o início leva ao Dashboard', async ({ page }) => {
  const response = await page.goto(NOT_FOUND_PAGE.path);
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page);
  await expectNoAxeViolations(page, '404 com sessão');
  await backHome(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
