// Accounting reports, A.G.O and Jurídico (spec §2): panels, lists and documents that open in the
// viewer page and come back; the viewer page links the PDF itself for members without JavaScript.
// Each list and panel, as it opens, is checked by axe in guard.spec.ts.
import type { Page } from '@playwright/test';
import { asMaria as test, expect } from './fixtures.ts';
import { expectHeardAsBefore } from './screen-reader.ts';

const documents = (page: Page) => page.locator('.document-list a');

/** Opens a list's first document in the viewer page, checks its PDF, and comes back. */
async function openFirstDocument(page: Page, listPath: string) {
  await documents(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/documentos/\\d+\\?voltar=${encodeURIComponent(listPath)}$`));
  const pdfLink = page.getByRole('link', { name: 'Abrir o PDF' });
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(new RegExp(`${listPath}$`));
}

test('relatórios contábeis: um ano por entrada, até cinco documentos', async ({ page }) => {
  await page.goto('/relatoriosContabeis');
  const years = page.getByRole('heading', { level: 2 });
  await expect(years).toHaveText(['2025', '2024', '2023', '2022', '2021']);
  const year = (label: string) => page.getByRole('region', { name: label }).locator('.document-list a');
  await expect(year('2025')).toHaveCount(5);
  await expect(year('2025').first()).toHaveText(/Demonstração do Resultado do Exercício 2025/);
  await expect(year('2021')).toHaveText([/Demonstração do Resultado do Exercício 2021/, /Balanço Patrimonial 2021/]);
  await expectHeardAsBefore(page, 'relatorios-contabeis');
  await openFirstDocument(page, '/relatoriosContabeis');
});

test('A.G.O: os dois painéis levam a 2025 e a 2024', async ({ page }) => {
  for (const panel of ['/agoage', '/comunicacaoago']) {
    await page.goto(panel);
    await expect(page.getByRole('link', { name: /Abril\/2025.*Clique para ver mais/ })).toHaveAttribute('href', '/agoage/2025');
    await expect(page.getByRole('link', { name: /Abril\/2024.*Clique para ver mais/ })).toHaveAttribute('href', '/agoage/2024');
  }
});

for (const year of ['2025', '2024']) {
  test(`A.G.O ${year}: a lista abre documentos e volta ao painel`, async ({ page }) => {
    await page.goto('/agoage');
    await page.getByRole('link', { name: new RegExp(`Abril/${year}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: `A.G.O / A.G.E - Abril/${year}` })).toBeVisible();
    expect(await documents(page).count()).toBeGreaterThan(0);
    await openFirstDocument(page, `/agoage/${year}`);
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/agoage$/);
  });
}

test('Jurídico: o painel leva aos processos e ao informativo', async ({ page }) => {
  await page.goto('/juridico');
  await expect(page.getByRole('link', { name: /Processos.*Clique para ver mais/ })).toHaveAttribute('href', '/juridico/processos');
  await page.getByRole('link', { name: /Informativo jurídico/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Informativo jurídico' })).toBeVisible();
  expect(await documents(page).count()).toBeGreaterThanOrEqual(4);
  await openFirstDocument(page, '/juridico/informativo');
});
