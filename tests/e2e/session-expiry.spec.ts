// A session left idle past SESSION_IDLE_MINUTES (DESIGN.md §7.4) ends: the member lands on the
// login page told 'Login expirado'. Runs on the short-session stack (playwright.config.ts).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, signIn, submitCpf, test } from './fixtures.ts';
import { ANA, MARIA, type Member } from './members.ts';
import { waitForIslands } from './scripting.ts';
import { SHORT_IDLE_SECONDS } from './short-session.ts';

test('sessão parada além do limite: volta ao login com "Login expirado"', async ({ page, context }) => {
  await signIn(page, MARIA);
  // The dashboard, already shown, was the session's last use. Nothing can be polled without
  // using the session again, so wait the idle limit itself (and a little for clock rounding).
  await page.waitForTimeout(SHORT_IDLE_SECONDS * 1000 + 300);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Login expirado').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Seja bem-vindo a área do associado' })).toBeVisible();
  expect((await context.cookies()).filter((cookie) => cookie.name === 'token')).toEqual([]);
  await expectNoAxeViolations(page, 'login, sessão expirada');
});

// Issue 21 (WCAG 2.2.5): a form sent after the session expired is not lost. It comes back, filled,
// after the member signs in again (never the password typed in it); another member's sign-in
// drops it.
test.describe('o que foi digitado sobrevive à sessão expirada', () => {
  const typed = { 'Naturalidade (cidade)': 'Itabuna', 'Nome do pai': 'Sebastião Rascunho da Silva', Complemento: 'Casa dos fundos', Telefone: '(21) 3123-4567' };

  async function signInAgain(page: Page, member: Member) {
    await submitCpf(page, member.cpf);
    await page.getByLabel('Senha', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  /**
   * Maria fills the profile form, leaves it past the idle limit, then sends it: without JavaScript
   * with 'Salvar'; with it, the dialog says the session expired and 'Entrar de novo' sends it.
   */
  async function sendAfterExpiry(page: Page, javaScriptEnabled: boolean) {
    if (javaScriptEnabled) await page.clock.install();
    await signIn(page, MARIA);
    await page.goto('/profile?editar=1');
    if (javaScriptEnabled) {
      // The 4-second session is always within the warning's two minutes; Escape dismisses it, as
      // a member who ignores it would, and the page's clock stands still while Maria types.
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await waitForIslands(page);
      await page.clock.pauseAt(Date.now() + 100);
    }
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Senha atual').fill('Aposentada@2024');
    await page.waitForTimeout(SHORT_IDLE_SECONDS * 1000 + 300);
    if (javaScriptEnabled) {
      await page.clock.fastForward(SHORT_IDLE_SECONDS * 1000);
      await page.getByRole('alertdialog', { name: 'Sua sessão expirou' }).getByRole('link', { name: 'Entrar de novo' }).click();
    } else await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Login expirado').first()).toBeVisible();
  }

  test('entrando de novo, o formulário volta preenchido (sem a senha)', async ({ page, javaScriptEnabled }) => {
    await sendAfterExpiry(page, javaScriptEnabled);
    await signInAgain(page, MARIA);
    await expect(page).toHaveURL(/\/profile\?editar=1$/);
    await expect(page.getByText('o que você digitou foi guardado').first()).toBeVisible();
    for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(page.getByLabel('Senha atual')).toHaveValue('');
    // Shown once: the draft is gone after that.
    await page.goto('/profile?editar=1');
    await expect(page.getByLabel('Nome do pai', { exact: true })).not.toHaveValue(typed['Nome do pai']);
  });

  test('outro associado entrando descarta o rascunho', async ({ page, context, javaScriptEnabled }) => {
    const drafts = async () => (await context.cookies()).filter((cookie) => cookie.name === 'rascunho');
    await sendAfterExpiry(page, javaScriptEnabled);
    expect(await drafts()).toHaveLength(1);
    await signInAgain(page, ANA);
    await expect(page).toHaveURL(/\/dashboard$/);
    // With JavaScript the 4-second session's warning is already over the page: 'Sair' is in it.
    const exit = javaScriptEnabled ? page.getByRole('alertdialog') : page.getByRole('banner');
    await exit.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await drafts()).toEqual([]);
    await signInAgain(page, MARIA);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
