// The staff back office's foundation (issue 22, DESIGN §10), with and without JavaScript: TOTP
// sign-in, the role's menu, an admin creating an account whose enrolment link sets a password and
// an authenticator, a role refused outside its areas (403 page), the audit log with its filter
// and CSV, and the member and staff sessions kept apart.
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria, expect, test } from './fixtures.ts';
import { demoStaff, signInAsStaff, totpNow } from './staff.ts';

const ALL_AREAS = ['Início', 'Comunicação', 'Atendimento', 'Jurídico', 'Financeiro', 'Equipe', 'Auditoria'];
const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Menu da Gestão' }).getByRole('link');

test('a equipe entra com e-mail, senha e o código do autenticador; o admin vê todas as áreas', async ({ page }) => {
  await page.goto('/gestao/entrar');
  await expectNoAxeViolations(page, 'gestão, entrar');
  await page.getByLabel('E-mail').fill(demoStaff.admin.email);
  await page.getByLabel('Senha').fill('Senha#Errada1');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos' })).toBeVisible();
  await page.getByLabel('Senha').fill(demoStaff.admin.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('Código de acesso')).toBeVisible();
  await expectNoAxeViolations(page, 'gestão, código de acesso');
  await page.getByLabel('Código de acesso').fill('000000');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Código incorreto' })).toBeVisible();
  await page.getByRole('button', { name: 'Entrar com outro e-mail' }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();

  await signInAsStaff(page, 'admin');
  await expect(page.getByText(`${demoStaff.admin.name} (Administração)`)).toBeVisible();
  await expect(menu(page)).toHaveText(ALL_AREAS);
  await expectNoAxeViolations(page, 'gestão, início do admin');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/gestao\/entrar$/);
  await page.goto('/gestao');
  await expect(page).toHaveURL(/\/gestao\/entrar$/);
});

test('o admin cria uma conta; o link de cadastro define senha e autenticador; o novo perfil só vê as suas áreas', async ({ page, browser, baseURL }) => {
  const email = `comunicacao.${test.info().project.name}.${Date.now()}@associacao.example.com.br`;
  await signInAsStaff(page, 'admin');
  await menu(page).filter({ hasText: 'Equipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  await page.getByLabel('Nome').fill('Lívia Nascimento');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Perfil').selectOption('comunicacao');
  await page.getByRole('button', { name: 'Criar conta e gerar link' }).click();
  await expect(page.getByText('Conta de Lívia Nascimento criada.').first()).toBeVisible();
  const link = (await page.locator('[data-enrolment-link]').textContent())!.trim();
  expect(link).toMatch(/\/gestao\/ativar\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('row', { name: /Lívia Nascimento/ })).toContainText('Aguardando cadastro');
  await expectNoAxeViolations(page, 'gestão, equipe com link de cadastro');

  // The new person, in a browser of their own.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  const newcomer = await context.newPage();
  await newcomer.goto(new URL(link).pathname);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Cadastro na Gestão' })).toBeVisible();
  await expect(newcomer.getByRole('img', { name: 'Código QR para o aplicativo autenticador' })).toBeVisible();
  await expectNoAxeViolations(newcomer, 'gestão, cadastro pelo link');
  const secret = (await newcomer.locator('[data-totp-secret]').textContent())!.trim();
  await newcomer.getByLabel('Nova senha', { exact: true }).fill('Comunica#2026');
  await newcomer.getByLabel('Confirme a nova senha').fill('Comunica#2026');
  await newcomer.getByLabel(/Código de 6 números/).fill(totpNow(secret));
  await newcomer.getByRole('button', { name: 'Concluir cadastro' }).click();
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Cadastro concluído' })).toBeVisible();
  await expect(newcomer.locator('[data-recovery-codes] li')).toHaveCount(10);
  await expectNoAxeViolations(newcomer, 'gestão, códigos de recuperação');

  await signInAsStaff(newcomer, { email, name: 'Lívia Nascimento', totpSecret: secret, password: 'Comunica#2026' });
  await expect(menu(newcomer)).toHaveText(['Início', 'Comunicação']);
  await newcomer.goto('/gestao/equipe');
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  await expectNoAxeViolations(newcomer, 'gestão, acesso negado');
  const refused = await newcomer.request.get('/gestao/auditoria', { maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  await context.close();

  await page.reload();
  await expect(page.getByRole('row', { name: /Lívia Nascimento/ })).toContainText('Ativa');
});

test('a auditoria filtra por entidade e baixa o CSV do que mostra', async ({ page }) => {
  await signInAsStaff(page, 'admin');
  await page.goto('/gestao/auditoria');
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
  await page.getByLabel('Entidade').selectOption('sessao');
  await page.getByLabel('Pessoa da equipe').selectOption(demoStaff.admin.email);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/entidade=sessao/);
  const rows = page.locator('[data-audit-table] tbody tr');
  await expect(rows.first()).toContainText('entrar');
  for (const row of await rows.all()) await expect(row).toContainText(demoStaff.admin.email);
  await expectNoAxeViolations(page, 'gestão, auditoria filtrada');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar em CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Data e hora (UTC);E-mail da equipe;Perfil;Endereço IP;Ação;Entidade;Id;CPF do associado;Alterações');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain(`${demoStaff.admin.email};admin;`);
});

asMaria('uma sessão de associado não abre a Gestão', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/gestao');
  await expect(page).toHaveURL(/\/gestao\/entrar$/);
  await page.goto('/gestao/equipe');
  await expect(page).toHaveURL(/\/gestao\/entrar$/);
});

test('uma sessão da equipe não abre as páginas do associado', async ({ page }) => {
  await signInAsStaff(page, 'juridico');
  await expect(menu(page)).toHaveText(['Início', 'Jurídico']);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seja bem-vindo a área do associado' })).toBeVisible();
  await page.goto('/gestao/financeiro');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
});
