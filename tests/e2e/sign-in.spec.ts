// Signing in with a password (spec §2 login, §5 rules, §8 messages), with and without JavaScript.
import { VALIDATION } from '../../contract/validation-messages.ts';
import { expectNoAxeViolations } from './accessibility.ts';
import { expectHeardAsBefore } from './screen-reader.ts';
import { expectFieldError } from './field-errors.ts';
import { asMaria, expect, submitCpf, test } from './fixtures.ts';
import { MARIA, NOBODY_CPF } from './members.ts';
import { waitForIslands } from './scripting.ts';

test('Maria entra com CPF e senha e chega ao Dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Seja bem-vindo a área do associado' })).toBeVisible();
  await expect(page.getByText('Digite seu CPF para continuar')).toBeVisible();
  await expectNoAxeViolations(page, 'login, passo 1');
  await expectHeardAsBefore(page, 'login-passo-1');

  await submitCpf(page, MARIA.cpf);
  // A new step starts on its greeting, so a screen reader says it before the password field.
  await expect(page.getByRole('heading', { level: 2, name: 'Olá, Maria' })).toBeFocused();
  await expect(page.getByText('Digite sua senha')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Perdi minha senha' })).toBeVisible();
  await expectNoAxeViolations(page, 'login, passo 2 (cadastro completo)');
  await expectHeardAsBefore(page, 'login-passo-2');

  await page.getByLabel('Senha', { exact: true }).fill(MARIA.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/(Bom dia|Boa tarde|Boa noite|Olá),? Maria Aparecida da Silva/)).toBeVisible();
  await expect(page.getByText('Aqui você terá as principais informações sobre a sua área do associado.')).toBeVisible();
  await expect(page.getByText('Clique para ver mais')).toHaveCount(4);
  // The dashboard itself is checked by axe in guard.spec.ts.
  await expectHeardAsBefore(page, 'dashboard');
});

test.describe(() => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'sem JavaScript não há botão de mostrar a senha nem máscara que possa recusar colar');

  test('a senha pode ser mostrada e ocultada', async ({ page }) => {
    await submitCpf(page, MARIA.cpf);
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill(MARIA.password);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('o CPF pode ser colado no campo', async ({ page, context }) => {
    // DESIGN §6: paste is allowed everywhere; the mask must take a pasted CPF as it takes typing.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await waitForIslands(page);
    await page.evaluate((cpf) => navigator.clipboard.writeText(cpf), MARIA.cpf.replace(/\D/g, ''));
    await page.getByLabel('CPF').focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByLabel('CPF')).toHaveValue(MARIA.cpf);
  });
});

test('CPF incompleto mostra "CPF inválido" junto ao campo e não avança', async ({ page }) => {
  await submitCpf(page, '529.982.24');
  await expectFieldError(page, 'CPF', VALIDATION.cpfInvalid);
  await expect(page.getByLabel('CPF')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Realizar acesso' })).toBeVisible();
  await expectNoAxeViolations(page, 'login, passo 1 com erro');
});

test('CPF sem cadastro é recusado com a mensagem do servidor', async ({ page }) => {
  await submitCpf(page, NOBODY_CPF);
  await expect(page.getByText('CPF não encontrado').first()).toBeVisible();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveCount(0);
});

test('senha curta mostra "Senha inválida"; senha errada não entra', async ({ page }) => {
  await submitCpf(page, MARIA.cpf);
  await page.getByLabel('Senha', { exact: true }).fill('curta');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectFieldError(page, 'Senha', VALIDATION.passwordInvalid);
  await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page, 'login, passo 2 com erro');

  await page.getByLabel('Senha', { exact: true }).fill('Errada@2024');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('CPF ou senha incorretos').first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard/);
  // Spec §4: back to step 1, where the CPF is what there is to correct.
  await expect(page.getByLabel('CPF')).toBeFocused();
  await expectNoAxeViolations(page, 'login, senha incorreta');
});

asMaria('quem já entrou e abre o login vai para o Dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});
