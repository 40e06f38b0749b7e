// José's account from first access on (spec §2 step 2, §5 rules; DESIGN.md §7.1 birth date, then
// an e-mailed link whose form sets the password, §7.4 password change and open sessions). One serial file: each test
// starts where the previous left José. See members.ts for why no other test touches him.
import type { Browser, Page } from '@playwright/test';
import { VALIDATION } from '../../contract/validation-messages.ts';
import { expectNoAxeViolations } from './accessibility.ts';
import { expectFieldError } from './field-errors.ts';
import { expect, signIn, submitCpf, test } from './fixtures.ts';
import { JOSE, RAIMUNDO } from './members.ts';
import { recoveryLinkFromOutbox } from './outbox.ts';
import { scriptsEnabled } from './scripting.ts';

const STRONG = 'Caminho#Seguro42';
const CHANGED = 'Novembro#Firme77';

test.describe.configure({ mode: 'serial' });

const WEAK_ATTEMPTS = [
  { why: 'curta', password: 'Ab1!x', confirmation: 'Ab1!x', field: 'Senha', message: VALIDATION.passwordInvalid },
  { why: 'sem número nem maiúscula', password: 'semnumeros!', confirmation: 'semnumeros!', field: 'Senha', message: VALIDATION.passwordComposition(['1 letra maiúscula', '1 número']) },
  { why: 'comum demais', password: 'Senha@123', confirmation: 'Senha@123', field: 'Senha', message: VALIDATION.passwordTooCommon },
  { why: 'confirmação diferente', password: STRONG, confirmation: `${STRONG}x`, field: 'Confirme a senha', message: VALIDATION.passwordsDiffer },
];

test('José confirma a data de nascimento, recebe o link, e só o formulário do link cria a senha — mesmo depois de um leitor de e-mail abri-lo', async ({ page, playwright, dataDir, baseURL }) => {
  await submitCpf(page, JOSE.cpf);
  await expect(page.getByRole('heading', { level: 2, name: 'Olá, José' })).toBeFocused();
  await expect(page.getByText('Cadastre sua senha')).toBeVisible();
  await expect(page.getByLabel('Data de nascimento')).toBeVisible();
  // The password is chosen only in the form the e-mailed link opens (DESIGN §7.1).
  await expect(page.getByLabel('Senha', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Confirme a senha')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Perdi minha senha' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'login, passo 2 (primeiro acesso)');

  await attempt(page, '01/01/1960');
  await expect(page.getByText('Data de nascimento não confere').first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard/);
  await expectNoAxeViolations(page, 'primeiro acesso, data de nascimento errada');

  const sentAt = Date.now() - 2_000;
  await attempt(page, JOSE.birthDate);
  await expect(page.getByRole('heading', { name: 'Confira o seu e-mail' })).toBeVisible();
  await expect(page.getByText('Enviamos um link para j•••@e•••.com.br. Abra-o em até 1 hora para criar sua senha.')).toBeVisible();
  await expectNoAxeViolations(page, 'primeiro acesso, link de ativação enviado');
  await page.getByRole('button', { name: 'Voltar ao início' }).click();
  await submitCpf(page, JOSE.cpf);
  await expect(page.getByText('Cadastre sua senha'), 'nada foi cadastrado ainda').toBeVisible();

  const link = await recoveryLinkFromOutbox(dataDir, baseURL!, JOSE.firstName, sentAt);
  // A mail scanner (or a link preview) fetches the link first, with a client of its own: it gets
  // the form, and neither a session nor a spent link.
  const scanner = await playwright.request.newContext({ baseURL });
  const scanned = await scanner.get(link);
  expect(scanned.status()).toBe(200);
  expect(await scanned.text()).toContain('Cadastre sua senha');
  expect(scanned.headers()['set-cookie'], 'abrir o link não grava nada').toBeUndefined();
  const guarded = await scanner.get('/dashboard', { maxRedirects: 0 });
  expect(guarded.headers()['location'], 'o leitor não entrou na conta').toBe('/');
  await scanner.dispose();

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre sua senha' })).toBeVisible();
  await expect(page).toHaveURL(link);
  await expectNoAxeViolations(page, 'link de ativação, cadastre sua senha');
  for (const weak of WEAK_ATTEMPTS) {
    await choosePassword(page, weak.password, weak.confirmation);
    await expectFieldError(page, weak.field, weak.message);
    await expect(page.getByLabel(weak.field, { exact: true }), 'foco no primeiro campo a corrigir').toBeFocused();
    await expect(page, `senha ${weak.why}`).not.toHaveURL(/\/dashboard/);
  }
  await expectNoAxeViolations(page, 'link de ativação com erro nos campos');

  await choosePassword(page, STRONG, STRONG);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/José Carlos Pereira/).first()).toBeVisible();
});

test('Raimundo, sem e-mail no cadastro, é orientado a ligar para a associação', async ({ page }) => {
  await submitCpf(page, RAIMUNDO.cpf);
  await fillBirthDate(page, RAIMUNDO.birthDate);
  await page.getByRole('button', { name: 'Enviar link', exact: true }).click();
  await expect(page.getByText(/Não há e-mail no seu cadastro.*Ligue para a associação: \(\d{2}\) \d{4}-\d{4}\./).first()).toBeVisible();
  await expectNoAxeViolations(page, 'primeiro acesso sem e-mail no cadastro');
});

test('José altera a senha no perfil: senha atual conferida, regras do §5', async ({ page }) => {
  await signIn(page, { ...JOSE, password: STRONG });
  await expect(page.getByText(/^Seu último acesso foi em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();
  await page.goto('/profile');
  const security = page.getByRole('region', { name: 'Segurança' });
  await expect(security.getByText('Esta sessão')).toBeVisible();
  // Sessions told apart (issue 20): browser, system and approximate network.
  await expect(security.locator('.session-list__device').first()).toContainText(/ no .+, pela rede \d+\.\d+\.\d+\.x/);
  await expectNoAxeViolations(page, 'perfil com a seção Segurança');

  await changePassword(page, 'Errada#Senha12', CHANGED, CHANGED);
  await expectFieldError(page, 'Senha atual', 'Senha atual incorreta');
  await changePassword(page, STRONG, 'semnumeros!', 'semnumeros!');
  await expectFieldError(page, 'Nova senha', 'Senha inválida: falta 1 letra maiúscula e 1 número.');
  await expectNoAxeViolations(page, 'alterar senha com erro');

  await changePassword(page, STRONG, CHANGED, CHANGED);
  // Issue #20: the confirmation stays on the page, and the page opens at it.
  await expect(page).toHaveURL(/\/profile#confirmacao$/);
  await expect(page.getByRole('main').locator('.confirmation')).toHaveText(/Senha alterada com sucesso/);
  await expect(page.getByRole('main').locator('.confirmation')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
});

test('José vê as sessões ativas, encerra as outras e depois a de outro navegador', async ({ page, browser, baseURL }) => {
  await signIn(page, { ...JOSE, password: CHANGED });
  await page.goto('/profile');
  const security = page.getByRole('region', { name: 'Segurança' });
  const endOne = security.getByRole('button', { name: /^Encerrar a sessão/ });
  // The session of the password change above is still open: 'Encerrar todas as outras' ends it.
  await expect(endOne).not.toHaveCount(0);
  await expectNoAxeViolations(page, 'perfil com mais de uma sessão ativa');
  await security.getByRole('button', { name: 'Encerrar todas as outras' }).click();
  await expect(page.getByText('As outras sessões foram encerradas').first()).toBeVisible();
  await expect(endOne).toHaveCount(0);
  await expect(security.getByRole('button', { name: 'Encerrar todas as outras' })).toHaveCount(0);

  const other = await signedInElsewhere(browser, baseURL!);
  await page.reload();
  await expect(endOne).toHaveCount(1);
  await endOne.click();
  await expect(page.getByText('Sessão encerrada').first()).toBeVisible();
  await expect(endOne).toHaveCount(0);
  await expect(security.getByText('Esta sessão')).toBeVisible();

  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByText('Login expirado').first()).toBeVisible();
  await other.context().close();
});

async function changePassword(page: Page, current: string, password: string, confirmation: string): Promise<void> {
  const security = page.getByRole('region', { name: 'Segurança' });
  await security.getByLabel('Senha atual', { exact: true }).fill(current);
  await security.getByLabel('Nova senha', { exact: true }).fill(password);
  await security.getByLabel('Confirme a nova senha').fill(confirmation);
  await security.getByRole('button', { name: 'Alterar senha' }).click();
}

/** José signed in from a second browser (its own cookies), as from his phone. */
async function signedInElsewhere(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: scriptsEnabled() });
  const page = await context.newPage();
  await signIn(page, { ...JOSE, password: CHANGED });
  return page;
}

/** One try at step 2 of the first access; after a refusal the portal may be back at step 1. */
async function attempt(page: Page, birthDate: string): Promise<void> {
  if (await page.getByRole('button', { name: 'Realizar acesso' }).isVisible()) await submitCpf(page, JOSE.cpf);
  await fillBirthDate(page, birthDate);
  await page.getByRole('button', { name: 'Enviar link', exact: true }).click();
}

async function fillBirthDate(page: Page, ddmmyyyy: string): Promise<void> {
  const field = page.getByLabel('Data de nascimento');
  const isDatePicker = (await field.getAttribute('type')) === 'date';
  await field.fill(isDatePicker ? toIsoDate(ddmmyyyy) : ddmmyyyy);
}

/** The 'Cadastre sua senha' form the activation link opens. */
async function choosePassword(page: Page, password: string, confirmation: string): Promise<void> {
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a senha').fill(confirmation);
  await page.getByRole('button', { name: 'Cadastrar senha' }).click();
}

function toIsoDate(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split('/');
  return `${year}-${month}-${day}`;
}
