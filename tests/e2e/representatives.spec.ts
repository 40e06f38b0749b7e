// A representative who may help (issue 23 §4), with and without JavaScript: Maria invites by name,
// CPF and e-mail; the invitee opens the link from the outbox (opening it changes nothing), accepts
// with a new password, signs in with their own CPF, chooses Maria, sees on every page whom they
// act for, is refused the password change, and Maria's one button ends the access at once.
import type { Browser, Page } from '@playwright/test';
import * as loginSteps from '../../scripts/lib/login-steps.ts';
import { expectNoAxeViolations } from './accessibility.ts';
import { expectFieldError } from './field-errors.ts';
import { asMaria as test, expect } from './fixtures.ts';
import { invitationLinkFromOutbox } from './outbox.ts';
import { scriptsEnabled, waitForIslands } from './scripting.ts';

const INVITEE = { name: 'Fernanda Lima da Silva', firstName: 'Fernanda', email: 'fernanda.lima@example.com.br', password: 'Neta#Maria2026' };
const BANNER = 'Você está acessando como representante de Maria Aparecida da Silva.';

/** A valid CPF nobody has: each run of the journey invites a new person (the stack may be reused). */
function freshCpf(): string {
  const digits = Array.from({ length: 9 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10)));
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('').replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
}

async function newVisitor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: scriptsEnabled(), locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

test('Maria convida, a pessoa aceita pelo link, acessa a conta dela com restrições, e Maria cancela o acesso', async ({ page, browser, baseURL, dataDir }) => {
  // Two people, five page states checked at both widths: ≈ 40 s alone, more beside other workers.
  test.slow();
  const cpf = freshCpf();
  // Maria's menu has 'Representantes'; the page lists her son Carlos (demo data), with 'consultar'.
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Representantes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Representantes' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Carlos Eduardo da Silva' })).toContainText('Pode: consultar');

  // A CPF with a wrong check digit is caught by its field, before any call.
  await page.getByLabel('Nome completo').fill(INVITEE.name);
  await page.getByLabel('CPF').fill('461.029.387-05');
  await page.getByLabel('E-mail').fill(INVITEE.email);
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expectFieldError(page, 'CPF', 'CPF inválido: confira os números.');
  await expectNoAxeViolations(page, 'representantes, CPF inválido');

  const sentAt = Date.now() - 2_000;
  await page.getByLabel('CPF').fill(cpf.replace(/\D/g, ''));
  if (scriptsEnabled()) await expect(page.getByLabel('CPF'), 'máscara do CPF').toHaveValue(cpf);
  await page.getByLabel('Consultar e pagar: ver tudo e pagar faturas').check();
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page).toHaveURL(/\/representantes$/);
  await expect(page.getByText(`Convite enviado para ${INVITEE.email}`).first()).toBeVisible();
  const pending = page.getByRole('listitem').filter({ hasText: INVITEE.name });
  await expect(pending).toContainText('Aguardando aceite');
  await expectNoAxeViolations(page, 'representantes, convite pendente');

  // The link from the outbox. A mail scanner opening it first spends nothing.
  const link = await invitationLinkFromOutbox(dataDir, baseURL!, INVITEE.firstName, sentAt);
  const invitee = await newVisitor(browser, baseURL!);
  expect((await invitee.request.get(link)).status()).toBe(200);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Aceitar convite de representante' })).toBeVisible();
  await expect(invitee.getByText('Maria Aparecida da Silva convidou você')).toBeVisible();
  await expectNoAxeViolations(invitee, 'convite de representante');
  await invitee.getByLabel('Senha', { exact: true }).fill(INVITEE.password);
  await invitee.getByLabel('Confirme a senha').fill(INVITEE.password);
  await invitee.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(invitee).toHaveURL(/\/representados$/);
  await expect(invitee.getByText('Convite aceito. Agora você pode acessar a conta de Maria Aparecida da Silva.').first()).toBeVisible();

  // Signs out, and in again with their own CPF and password: first, whom to act for.
  await invitee.getByRole('button', { name: 'Sair' }).click();
  await loginSteps.submitCpf(invitee, cpf, waitForIslands);
  await invitee.getByLabel('Senha', { exact: true }).fill(INVITEE.password);
  await invitee.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(invitee).toHaveURL(/\/representados$/);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Escolha a conta' })).toBeVisible();
  // Not a member: no account of her own to go back to.
  await expect(invitee.getByRole('button', { name: 'Acessar minha conta' })).toHaveCount(0);
  await expectNoAxeViolations(invitee, 'escolha da conta do representante');
  await invitee.getByRole('button', { name: 'Acessar a conta de Maria Aparecida da Silva' }).click();

  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByRole('region', { name: 'Acesso como representante' })).toHaveText(new RegExp(BANNER.replace('.', '\\.')));
  await expectNoAxeViolations(invitee, 'painel acessado por representante');
  // What she may never use is not in her menu.
  const menu = invitee.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Meus dados' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Representantes' })).toHaveCount(0);

  // Cards and the subscription's payment method are the member's alone.
  await invitee.goto('/financeiro/cartoes');
  await expect(invitee.getByRole('heading', { level: 1, name: 'Cartões' })).toBeVisible();
  await expect(invitee.getByText('Adicionar cartão')).toHaveCount(0);
  await expect(invitee.getByText('Excluir cartão')).toHaveCount(0);

  // The profile can be read, not changed: no password form, and a forced one is refused.
  await invitee.goto('/profile');
  await expect(invitee.getByText(BANNER)).toBeVisible();
  await expect(invitee.getByRole('heading', { name: 'Alterar senha' })).toHaveCount(0);
  await expect(invitee.getByText('Como representante, você pode consultar o perfil')).toBeVisible();
  const forced = await invitee.request.post('/profile', {
    headers: { origin: baseURL! },
    form: { intent: 'password', currentPassword: INVITEE.password, newPassword: 'Trocada#2026x', confirmation: 'Trocada#2026x' },
  });
  expect(forced.status()).toBe(403);
  expect(await forced.text()).toContain('Como representante, você não pode fazer isso em nome de quem representa.');
  await invitee.goto('/meus-dados');
  await expect(invitee.getByText('Como representante, você não pode fazer isso').first()).toBeVisible();

  // Maria sees her access, then ends it with one button.
  await page.reload();
  const granted = page.getByRole('listitem').filter({ hasText: INVITEE.name });
  await expect(granted).toContainText('Pode: consultar e pagar');
  await granted.getByRole('button', { name: `Cancelar acesso de ${INVITEE.name}` }).click();
  await expect(page.getByText('Acesso cancelado. A pessoa não pode mais acessar a sua conta.').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: INVITEE.name })).toHaveCount(0);

  // Her very next request: signed out.
  await invitee.goto('/dashboard');
  await expect(invitee).toHaveURL(/\/$/);
  await expect(invitee.getByLabel('CPF')).toBeVisible();
  await invitee.context().close();
});
