// Gestão, Financeiro (issue 22), with and without JavaScript: the financeiro staff member finds
// Maria, reads her invoices as she has them, and sees the provider's webhook events and the
// attempts still open; Atendimento's pages are refused to that role in the same frame.
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, test } from './fixtures.ts';
import { signInAsStaff } from './staff.ts';

test('financeiro vê as faturas de Maria e a lista de eventos do provedor', async ({ page }) => {
  await signInAsStaff(page, 'financeiro');
  await page.getByRole('navigation', { name: 'Menu da Gestão' }).getByRole('link', { name: 'Financeiro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Eventos recebidos do provedor' })).toBeVisible();
  await expect(page.locator('[data-provider-events]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tentativas de pagamento em aberto' })).toBeVisible();
  await expectNoAxeViolations(page, 'gestão, financeiro');

  await page.getByLabel('CPF ou nome').fill('maria aparecida');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: 'Maria Aparecida da Silva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faturas de Maria Aparecida da Silva' })).toBeVisible();
  const invoices = page.locator('[data-member-invoices] tbody tr');
  expect(await invoices.count()).toBeGreaterThanOrEqual(25);
  await expect(page.locator('[data-member-invoices]')).toContainText('R$');
  await expectNoAxeViolations(page, 'gestão, financeiro, faturas do associado');

  // Read-only role: Atendimento is refused in the same frame.
  const refused = await page.goto('/gestao/atendimento');
  expect(refused?.status()).toBe(403);
  await expect(page.getByText('Acesso negado', { exact: false }).first()).toBeVisible();
});
