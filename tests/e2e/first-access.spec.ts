// First access (spec §2 step 2, §5 rules; DESIGN.md §7.1 birth-date check). Changes José's
// account: see members.ts for why no other test touches him.
import type { Page } from '@playwright/test';
import { VALIDATION } from '../../contract/validation-messages.ts';
import { expectNoAxeViolations } from './accessibility.ts';
import { expectFieldError } from './field-errors.ts';
import { expect, submitCpf, test } from './fixtures.ts';
import { JOSE } from './members.ts';

const STRONG = 'Caminho#Seguro42';

const WEAK_ATTEMPTS = [
  { why: 'curta', password: 'Ab1!x', confirmation: 'Ab1!x', field: 'Senha', message: VALIDATION.passwordInvalid },
  { why: 'sem número nem maiúscula', password: 'semnumeros!', confirmation: 'semnumeros!', field: 'Senha', message: VALIDATION.passwordComposition },
  { why: 'comum demais', password: 'Senha@123', confirmation: 'Senha@123', field: 'Senha', message: VALIDATION.passwordTooCommon },
  { why: 'confirmação diferente', password: STRONG, confirmation: `${STRONG}x`, field: 'Confirme a senha', message: VALIDATION.passwordsDiffer },
];

test('José cadastra a senha: data de nascimento conferida, senhas fracas recusadas, depois entra', async ({ page }) => {
  await submitCpf(page, JOSE.cpf);
  await expect(page.getByRole('heading', { level: 2, name: 'Olá, José' })).toBeFocused();
  await expect(page.getByText('Cadastre sua senha')).toBeVisible();
  await expect(page.getByLabel('Confirme a senha')).toBeVisible();
  await expect(page.getByLabel('Data de nascimento')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Perdi minha senha' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'login, passo 2 (primeiro acesso)');

  await attempt(page, STRONG, STRONG, '01/01/1960');
  await expect(page.getByText('Data de nascimento não confere').first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard/);
  await expectNoAxeViolations(page, 'primeiro acesso, data de nascimento errada');

  for (const weak of WEAK_ATTEMPTS) {
    await attempt(page, weak.password, weak.confirmation, JOSE.birthDate);
    await expectFieldError(page, weak.field, weak.message);
    await expect(page.getByLabel(weak.field, { exact: true }), 'foco no primeiro campo a corrigir').toBeFocused();
    await expect(page, `senha ${weak.why}`).not.toHaveURL(/\/dashboard/);
  }
  await expectNoAxeViolations(page, 'primeiro acesso com erro nos campos');

  await attempt(page, STRONG, STRONG, JOSE.birthDate);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/José Carlos Pereira/).first()).toBeVisible();
});

/** One try at step 2 of the first access; after a refusal the portal may be back at step 1. */
async function attempt(page: Page, password: string, confirmation: string, birthDate: string): Promise<void> {
  if (await page.getByRole('button', { name: 'Realizar acesso' }).isVisible()) await submitCpf(page, JOSE.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a senha').fill(confirmation);
  const birthDateField = page.getByLabel('Data de nascimento');
  const isDatePicker = (await birthDateField.getAttribute('type')) === 'date';
  await birthDateField.fill(isDatePicker ? toIsoDate(birthDate) : birthDate);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

function toIsoDate(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split('/');
  return `${year}-${month}-${day}`;
}
