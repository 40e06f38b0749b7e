// 'Jurídico' of the Gestão (issue 22), with and without JavaScript: the legal team's demo user
// publishes an update with a PDF on one of Maria's lawsuits and a new version of the terms of a
// folder shared with her; Maria sees the update at once and is asked to accept the new terms
// (she accepts, which also leaves her folders as the other journeys expect them). The acceptance
// report shows who has yet to accept; a role outside Jurídico gets the 403 page.
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';
import { scriptsEnabled } from './scripting.ts';
import { signInAsStaff } from './staff.ts';
import { onePagePdf } from '../support/pdfs.ts';

// Not the lawsuits whose pages legal.spec.ts counts ('Revisão da vida toda', 'Pensão por morte').
const LAWSUIT = 'Revisão do teto';
const FOLDER = 'Acordos coletivos';

test.beforeEach(() => {
  // Two browsers, axe at two widths on several pages, on a shared 2-core machine.
  test.slow();
});

async function staffPage(browser: Browser, baseURL: string | undefined, role: 'juridico' | 'comunicacao'): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  const page = await context.newPage();
  await signInAsStaff(page, role);
  return page;
}

test('o jurídico publica um andamento com PDF e novos termos; Maria vê o andamento e precisa aceitar os termos de novo', async ({ page: maria, browser, baseURL }) => {
  const run = `${test.info().project.name}-${Date.now()}`;
  const staff = await staffPage(browser, baseURL, 'juridico');
  await staff.getByRole('navigation', { name: 'Menu da Gestão' }).getByRole('link', { name: 'Jurídico' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Jurídico' })).toBeVisible();
  await expectNoAxeViolations(staff, 'gestão, jurídico');

  // The update, with a PDF, on one of Maria's lawsuits.
  await staff.getByLabel('Número, ação ou partes').fill(LAWSUIT);
  await staff.getByRole('button', { name: 'Buscar' }).click();
  await staff.locator('[data-lawsuits] tbody tr').filter({ hasText: LAWSUIT }).first().getByRole('link').click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Processo / })).toBeVisible();
  await expect(staff.locator('[data-members]')).toContainText('Maria Aparecida da Silva');
  await expectNoAxeViolations(staff, 'gestão, jurídico, processo');
  const title = `Sentença publicada (${run})`;
  await staff.getByLabel('Título').first().fill(title);
  await staff.getByLabel('Descrição').first().fill('O pedido foi julgado procedente; cabe recurso do INSS.');
  await staff.getByLabel('Anexo em PDF (opcional)').first().setInputFiles({ name: 'sentenca.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await onePagePdf('Sentença')) });
  await staff.getByRole('button', { name: 'Publicar andamento' }).click();
  await expect(staff.getByText('Andamento publicado. Os associados do processo já podem vê-lo.').first()).toBeVisible();
  await expect(staff.locator('[data-updates]')).toContainText(`${title} (anexo: sentenca.pdf)`);

  // A file that is not a PDF is refused with the reason, and nothing is published.
  await staff.getByLabel('Título').first().fill('Arquivo errado');
  await staff.getByLabel('Descrição').first().fill('Teste.');
  await staff.getByLabel('Anexo em PDF (opcional)').first().setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ isto não é um PDF') });
  await staff.getByRole('button', { name: 'Publicar andamento' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'O arquivo não é um PDF. Envie um arquivo PDF.' })).toBeVisible();
  await expect(staff.locator('[data-updates]')).not.toContainText('Arquivo errado');

  // Maria sees it at once.
  await maria.goto('/juridico/processos');
  await maria.getByRole('link', { name: LAWSUIT, exact: true }).click();
  await expect(maria.getByText(title)).toBeVisible();

  // New terms on a folder Maria had already accepted.
  await staff.goto('/gestao/juridico#pastas');
  await staff.locator('[data-folders]').getByRole('link', { name: FOLDER, exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1, name: FOLDER })).toBeVisible();
  await expectNoAxeViolations(staff, 'gestão, jurídico, pasta');
  const version = Number((await staff.locator('[data-terms-version]').textContent())!.match(/Versão em vigor: (\d+)/)![1]);
  await staff.getByLabel('Texto dos termos').fill(`Nova redação dos termos de confidencialidade (${run}). O associado mantém sigilo sobre os acordos.`);
  await staff.getByRole('button', { name: 'Publicar nova versão dos termos' }).click();
  await expect(staff.getByText(`Versão ${version + 1} dos termos publicada.`).first()).toBeVisible();

  await staff.getByRole('link', { name: 'Relatório de aceites' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Aceites de ${FOLDER}` })).toBeVisible();
  await expect(staff.locator('[data-pending]')).toContainText('Maria Aparecida da Silva');
  await expectNoAxeViolations(staff, 'gestão, jurídico, aceites');

  // Maria is asked to accept the new wording before the folder opens again; she accepts.
  await maria.goto('/pastasCompartilhadas');
  const card = maria.locator('.record-list > li').filter({ has: maria.getByRole('heading', { name: FOLDER }) });
  if (scriptsEnabled()) {
    await card.getByRole('button', { name: `Solicitar acesso ${FOLDER}` }).click();
    const dialog = maria.getByRole('dialog', { name: 'Termo de confidencialidade' });
    await expect(dialog).toContainText(run);
    await dialog.getByRole('button', { name: 'Aceitar' }).click();
  } else {
    await card.getByRole('link', { name: `Solicitar acesso ${FOLDER}` }).click();
    await expect(maria.getByText(run)).toBeVisible();
    await maria.getByRole('button', { name: 'Aceitar' }).click();
  }
  await expect(maria.getByText('Acesso liberado').first()).toBeVisible();

  await staff.reload();
  await expect(staff.locator('[data-pending]')).toHaveText('Todos os associados da pasta aceitaram a versão em vigor.');
  await expect(staff.locator('[data-acceptances] tbody tr').first()).toContainText(`${version + 1} (em vigor)`);
  await staff.context().close();
});

test('um POST sem formulário ou sem ação conhecida: 400 "Ação desconhecida.", nada gravado', async ({ browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL, 'juridico');
  await staff.goto('/gestao/juridico');
  await staff.getByRole('link', { name: FOLDER, exact: true }).click();
  const folder = new URL(staff.url()).pathname;
  const headers = { origin: new URL(baseURL!).origin };
  const notAForm = await staff.request.post(folder, { headers: { ...headers, 'content-type': 'text/plain' }, data: 'x', maxRedirects: 0 });
  expect(notAForm.status()).toBe(400);
  const unknown = await staff.request.post(folder, { headers, form: { acao: 'apagar-tudo', titulo: 'Pasta que não deve existir' }, maxRedirects: 0 });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain('Ação desconhecida.');
  await staff.reload();
  await expect(staff.getByText('Pasta que não deve existir')).toHaveCount(0);
  await staff.context().close();
});

test('a comunicação não entra no Jurídico (página 403)', async ({ browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL, 'comunicacao');
  const answer = await staff.goto('/gestao/juridico');
  expect(answer?.status()).toBe(403);
  await expect(staff.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  expect((await staff.goto('/gestao/juridico/processos/1'))?.status()).toBe(403);
  await staff.context().close();
});
