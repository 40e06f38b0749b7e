// The search of the top of every private page ('Ir para a busca [3]'): a GET form to /busca, results
// grouped by kind with the matched words marked, an empty state with suggestions and paging by
// 'Carregar mais' — all without JavaScript too.
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function searchFor(page: Page, query: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar no portal' }).fill(query);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Busca' })).toBeVisible();
}

test("'previdência' encontra notícias com a palavra marcada, e 'acao' encontra 'ação'", async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Ir para a busca [3]' })).toHaveAttribute('href', '#busca');
  await searchFor(page, 'previdência');
  await expect(page).toHaveURL(/\/busca\?q=previd%C3%AAncia$/);
  await expect(page.getByRole('searchbox', { name: 'Buscar no portal' })).toHaveValue('previdência');
  await expect(page.getByRole('heading', { level: 2, name: 'Notícias' })).toBeVisible();
  await expect(page.locator('mark').first()).toHaveText(/^previd[eê]nci/i);
  await expectNoAxeViolations(page, 'busca com resultados');

  await searchFor(page, 'acao');
  await expect(page.locator('mark').filter({ hasText: /^ação$/i }).first()).toBeVisible();
});

test('processos da própria associada levam ao detalhe', async ({ page }) => {
  await page.goto('/busca?q=revis%C3%A3o%20teto');
  const group = page.getByRole('region', { name: 'Meus processos' });
  await expect(group.getByRole('link', { name: 'Revisão do teto' })).toHaveAttribute('href', /^\/juridico\/processos\/\d+$/);
});

test('sem resultado: mensagem com a busca e sugestões', async ({ page }) => {
  await page.goto('/dashboard');
  await searchFor(page, 'xilofone');
  await expect(page.getByText('Nenhum resultado para "xilofone"')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Perguntas frequentes' })).toBeVisible();
  await expectNoAxeViolations(page, 'busca sem resultado');
});

test("'Carregar mais' mostra os próximos 20 e leva ao primeiro deles", async ({ page }) => {
  await page.goto('/busca?q=re');
  const results = page.locator('.search-results > li');
  await expect(results).toHaveCount(20);
  await page.getByRole('link', { name: 'Carregar mais' }).click();
  await expect(page).toHaveURL(/pagina=2#resultado-21$/);
  expect(await results.count()).toBeGreaterThan(20);
  await expect(page.locator('#resultado-21')).toBeVisible();
});

test('busca vazia ou longa demais explica o que fazer, sem erro', async ({ page }) => {
  const empty = await page.goto('/busca?q=');
  expect(empty?.status()).toBe(200);
  await expect(page.getByText('uma palavra já basta')).toBeVisible();
  await page.goto(`/busca?q=${'a'.repeat(101)}`);
  await expect(page.getByText('A busca deve ter de 1 a 100 caracteres.')).toBeVisible();
});
