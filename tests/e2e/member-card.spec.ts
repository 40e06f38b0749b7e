// The digital member card and the public check a partner's scan opens: the card as text with a
// QR code to /verificar/{code}, the check with first name, status and dates only (no CPF digits), and
// 'Gerar novo código' revoking the old code — with and without JavaScript.
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';
import { scriptsEnabled, waitForIslands } from './scripting.ts';

// Maria's status follows the real clock: her invoices are seeded as of DEMO_TODAY and the card
// judges them by today ('Pendente' while one is overdue more than 60 days; the finance journeys
// leave February's unpaid since issue #20, so on a later day it stays 'Pendente'). The rule itself
// is tested in tests/api/card.test.ts; here the card and the public check must agree on it.
const STATUS = /^(Ativo|Pendente)$/;

test('carteirinha, verificação pública e troca do código', async ({ page }) => {
  await page.goto('/carteirinha');
  const card = page.getByRole('region', { name: 'Carteirinha de associada' });
  // Maria is recorded as female: her card speaks of her as 'associada'.
  await expect(card.getByText('Associada desde', { exact: true })).toBeVisible();
  for (const text of ['Maria Aparecida da Silva', '3.5.12345', '***.982.247-**', '18/04/2011']) {
    await expect(card.getByText(text, { exact: true })).toBeVisible();
  }
  const status = (await card.locator('.member-card__status').textContent())?.trim() ?? '';
  expect(status).toMatch(STATUS);
  await expect(card.locator('svg.member-card__qr')).toBeVisible();
  const url = await card.locator('.member-card__url').textContent();
  const path = new URL(url!).pathname;
  expect(path).toMatch(/^\/verificar\/[A-Za-z0-9_-]{22}$/);
  // The page as it opens is analysed by guard.spec.ts (every private page, both modes).

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Verificação de carteirinha' })).toBeVisible();
  for (const text of ['Maria', status]) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByText('Aparecida')).toHaveCount(0);
  await expect(page.getByText(/982|247/), 'nenhum dígito do CPF').toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: /^\d{2}\/\d{2}\/\d{4}$/ }), 'a data em que vence').toHaveCount(1);
  await expect(page.locator('script[src], astro-island')).toHaveCount(0);
  await expectNoAxeViolations(page, '/verificar');

  // Issue #20: 'Gerar novo código' asks first (a dialog with scripts, a step of its own without);
  // 'Cancelar' keeps the code, and the confirmation stays on the page afterwards.
  await page.goto('/carteirinha');
  await waitForIslands(page);
  const ask = async () => {
    await page.getByRole('link', { name: 'Gerar novo código' }).click();
    const step = scriptsEnabled() ? page.getByRole('dialog', { name: 'Gerar um novo código?' }) : page.getByRole('main');
    if (!scriptsEnabled()) await expect(page).toHaveURL(/\/carteirinha\?gerar=1$/);
    await expect(step.getByRole('heading', { name: 'Gerar um novo código?' })).toBeVisible();
    await expect(step.getByText(/deixa de valer na hora/)).toBeVisible();
    return step;
  };
  await (await ask()).getByRole(scriptsEnabled() ? 'button' : 'link', { name: 'Cancelar' }).click();
  await expect(page.locator('.member-card__url')).toHaveText(url!);
  const step = await ask();
  await expectNoAxeViolations(page, scriptsEnabled() ? 'carteirinha: diálogo de novo código' : 'carteirinha: confirmar novo código');
  await step.getByRole('button', { name: 'Sim, gerar novo código' }).click();
  await expect(page.getByRole('main').getByText('Novo código gerado. O código anterior não vale mais.')).toBeVisible();
  const renewed = new URL((await page.locator('.member-card__url').textContent())!).pathname;
  expect(renewed).not.toBe(path);

  const revoked = await page.goto(path);
  expect(revoked?.status()).toBe(404);
  await expect(page.getByText(/Carteirinha não encontrada/)).toBeVisible();
  await expect(page.getByText('Maria')).toHaveCount(0);
  const unknown = await page.goto('/verificar/nao-existe');
  expect(unknown?.status()).toBe(404);
});
