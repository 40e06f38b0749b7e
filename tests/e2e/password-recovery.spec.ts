// Forgotten password (spec §2 recovery screen, §4 transitions): the link from the e-mail opens the
// form that sets a new password once; a mail scanner fetching the link first spends nothing. Changes Ana's password: see members.ts for why no other test touches her.
import { expectNoAxeViolations } from './accessibility.ts';
import { expectFieldError } from './field-errors.ts';
import { expect, signIn, submitCpf, test } from './fixtures.ts';
import { ANA, MARIA } from './members.ts';
import { recoveryLinkFromOutbox } from './outbox.ts';
import { waitForIslands } from './scripting.ts';
import type { Page } from '@playwright/test';

const NEW_PASSWORD = 'Outono#Sereno58';
const SENT = 'Se o CPF estiver cadastrado, enviaremos um link de recuperação para o e-mail informado no cadastro.';

test('Ana pede um link, cria outra senha, e o link não vale uma segunda vez', async ({ page, context, playwright, dataDir, baseURL }) => {
  await submitCpf(page, ANA.cpf);
  // Whole seconds on some file systems: look a little back, the greeting picks Ana's e-mail.
  const requestedAt = Date.now() - 2_000;
  await page.getByRole('button', { name: 'Perdi minha senha' }).click();
  // Said on the page, and still said after a reload (issue 20: a toast vanished in 5 s).
  for (const _ of ['enviado', 'recarregado']) {
    await expect(page.getByRole('heading', { name: 'Confira o seu e-mail' })).toBeVisible();
    await expect(page.getByText(SENT)).toBeVisible();
    await page.reload();
  }
  await expectNoAxeViolations(page, 'link de recuperação enviado');
  await page.getByRole('button', { name: 'Voltar ao início' }).click();
  await expect(page.getByRole('button', { name: 'Realizar acesso' })).toBeVisible();
  const link = await recoveryLinkFromOutbox(dataDir, baseURL!, ANA.firstName, requestedAt);
  // A mail scanner fetches the link before Ana: it gets the form and spends nothing.
  const scanner = await playwright.request.newContext({ baseURL });
  expect((await scanner.get(link)).status()).toBe(200);
  await scanner.dispose();

  await openRecovery(page, link);
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retornar' })).toBeVisible();
  await expectNoAxeViolations(page, 'recuperação de senha');

  await reset(page, 'semnumeros!', 'semnumeros!');
  await expectFieldError(page, 'Senha', 'Senha inválida: falta 1 letra maiúscula e 1 número.');
  await expectNoAxeViolations(page, 'recuperação de senha com erro');

  await reset(page, NEW_PASSWORD, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('CPF')).toBeVisible();

  await submitCpf(page, ANA.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(ANA.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('CPF ou senha incorretos').first()).toBeVisible();

  await signIn(page, { ...ANA, password: NEW_PASSWORD });

  await context.clearCookies();
  const used = await page.goto(link);
  expect(used?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resetar senha' })).toHaveCount(0);
  // It says why, and offers a new link rather than a dead end.
  await expect(page.getByRole('alert').filter({ hasText: 'Este link não vale mais' })).toBeVisible();
  await expectNoAxeViolations(page, 'recuperação com link já usado');
  await page.getByRole('link', { name: 'Pedir novo link' }).click();
  await expect(page.getByRole('button', { name: 'Realizar acesso' })).toBeVisible();
});

test('Maria abre o link e volta atrás: "Retornar" leva à entrada; o formulário enviado de outro site não faz nada', async ({ page, playwright, dataDir, baseURL }) => {
  await submitCpf(page, MARIA.cpf);
  const requestedAt = Date.now() - 2_000;
  await page.getByRole('button', { name: 'Perdi minha senha' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  const link = await recoveryLinkFromOutbox(dataDir, baseURL!, MARIA.firstName, requestedAt);
  // Only the form's POST acts, and only from our own pages: another site cannot use a link it
  // learnt to set a password (or, with an activation link, sign a browser in).
  const otherSite = await playwright.request.newContext({ baseURL });
  const forged = await otherSite.post(link, {
    headers: { origin: 'https://outro-site.example' }, form: { intent: 'reset', password: 'Forjada#2026x', confirmation: 'Forjada#2026x' }, maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await otherSite.dispose();
  await openRecovery(page, link);
  await page.getByRole('button', { name: 'Retornar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Realizar acesso' })).toBeVisible();
  await openRecovery(page, link);
});

async function openRecovery(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: 'Resetar senha' })).toBeVisible();
}

async function reset(page: Page, password: string, confirmation: string): Promise<void> {
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a senha').fill(confirmation);
  await page.getByRole('button', { name: 'Resetar senha' }).click();
}
