// Declarations (issue 23), with and without JavaScript: from the menu to a declaration and its
// PDF, the public check its code leads to (first name and what was declared, no CPF digits), an
// altered code, and a year without a quitação explained.
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';

// Maria's invoices are seeded from DEMO_TODAY (2026-03-02) back 25 months: every invoice due in
// 2024 and 2025 is paid (the cancelled ones do not count), none is due in 2023. Which of 2024 and
// 2025 are past years follows the real clock, from 2026 on both are.
const PAID_YEAR = 2025;

test('do menu à declaração de associado e ao PDF, e a verificação pública', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Declarações' }).click();
  await expect(page).toHaveURL(/\/declaracoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Declarações' })).toBeVisible();
  // The page as it opens is analysed by guard.spec.ts (every private page, both modes).
  await expect(page.getByRole('link', { name: `Declaração anual de quitação de ${PAID_YEAR}` })).toBeVisible();

  await page.getByRole('link', { name: 'Emitir declaração de associado' }).click();
  await expect(page).toHaveURL(/\/declaracoes\/associado$/);
  const declaration = page.getByRole('article', { name: 'Declaração de associado' });
  await expect(declaration.getByText(/que Maria Aparecida da Silva, CPF \*\*\*\.982\.247-\*\*, matrícula 3\.5\.12345, faz parte do seu quadro de associados desde 18\/04\/2011\./)).toBeVisible();
  await expect(declaration.getByText(/^Situação na data de emissão: (Ativo|Pendente) /)).toBeVisible();
  await expect(declaration.locator('svg.declaration__qr')).toBeVisible();
  const path = new URL((await declaration.locator('.declaration__url').textContent())!).pathname;
  expect(path).toMatch(/^\/verificar\/[A-Za-z0-9_-]{35}$/);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar em PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^declaracao-de-associado-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await page.request.get('/declaracoes/associado.pdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['cache-control']).toBe('no-store');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeLessThanOrEqual(150 * 1024);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Verificação de declaração' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Maria$/ })).toBeVisible();
  await expect(page.getByText(/^Maria faz parte do quadro de associados .* desde 18\/04\/2011\. Situação na data de emissão: (Ativo|Pendente)\.$/)).toBeVisible();
  await expect(page.getByText('Aparecida')).toHaveCount(0);
  await expect(page.getByText(/982|247/), 'nenhum dígito do CPF').toHaveCount(0);
  await expect(page.locator('script[src], astro-island')).toHaveCount(0);

  // One character changed: nothing about anybody, a friendly 404.
  const code = path.split('/').pop()!;
  const altered = await page.goto(`/verificar/${code.slice(0, 10)}${code[10] === 'A' ? 'B' : 'A'}${code.slice(11)}`);
  expect(altered?.status()).toBe(404);
  await expect(page.getByText(/^Declaração não encontrada\./)).toBeVisible();
  await expect(page.getByText('Maria')).toHaveCount(0);
  await expectNoAxeViolations(page, 'verificação de declaração, código alterado');
});

test('quitação anual de um ano pago: página, PDF e verificação', async ({ page }) => {
  await page.goto('/declaracoes');
  await page.getByRole('link', { name: `Declaração anual de quitação de ${PAID_YEAR}` }).click();
  await expect(page).toHaveURL(new RegExp(`/declaracoes/quitacao/${PAID_YEAR}$`));
  const declaration = page.getByRole('article', { name: `Declaração anual de quitação de ${PAID_YEAR}` });
  await expect(declaration.getByText(new RegExp(`pagou todas as faturas com vencimento entre 1º de janeiro e 31 de dezembro de ${PAID_YEAR} \\(\\d+ faturas; faturas canceladas não contam\\)\\.$`))).toBeVisible();
  await expect(declaration.getByText(/Lei nº 12\.007, de 29 de julho de 2009/)).toBeVisible();
  await expectNoAxeViolations(page, `declaração de quitação ${PAID_YEAR}`);

  const pdf = await page.request.get(`/declaracoes/quitacao/${PAID_YEAR}.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['cache-control']).toBe('no-store');
  expect(pdf.headers()['content-disposition']).toMatch(new RegExp(`^attachment; filename="declaracao-anual-de-quitacao-de-${PAID_YEAR}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`));

  const path = new URL((await declaration.locator('.declaration__url').textContent())!).pathname;
  await page.goto(path);
  await expect(page.getByText(`Declaração anual de quitação de ${PAID_YEAR}`, { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Maria pagou todas as faturas com vencimento em ${PAID_YEAR} `))).toBeVisible();
  await expect(page.getByText(/982|247/), 'nenhum dígito do CPF').toHaveCount(0);
  await expectNoAxeViolations(page, 'verificação de declaração de quitação');
});

test('um ano sem quitação explica por quê, e o PDF volta à explicação', async ({ page }) => {
  const answer = await page.goto('/declaracoes/quitacao/2023');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Declaração anual de quitação de 2023' })).toBeVisible();
  await expect(page.getByText('Não há faturas com vencimento em 2023: não há quitação a declarar para esse ano.')).toBeVisible();
  await expectNoAxeViolations(page, 'declaração de quitação de um ano sem faturas');

  const pdf = await page.request.get('/declaracoes/quitacao/2023.pdf', { maxRedirects: 0 });
  expect(pdf.status()).toBe(303);
  expect(pdf.headers().location).toBe('/declaracoes/quitacao/2023');

  // The current year is not over: no quitação yet, and the invoices are one link away.
  const year = new Date().getFullYear();
  expect((await page.goto(`/declaracoes/quitacao/${year}`))?.status()).toBe(409);
  await expect(page.getByText(new RegExp(`^O ano de ${year} ainda não terminou\\.`))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver minhas faturas' })).toHaveAttribute('href', '/financeiro/faturas');

  expect((await page.goto('/declaracoes/quitacao/vinte'))?.status()).toBe(400);
  await expect(page.getByText('Ano inválido: informe o ano com quatro números, por exemplo 2025.')).toBeVisible();
});
