// Gestão › Atendimento (with and without JavaScript): Maria writes to the association, the
// atendimento team finds her request, takes it up and answers it; Maria reads the answer at once
// at /atendimento/{protocolo} and gets the e-mail. Then the team registers a court-appointed
// guardian for her with the court's document and gets the guardian's first-access link.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria, expect, test } from './fixtures.ts';
import { signInAsStaff } from './staff.ts';

/** How many e-mails in the stack's outbox name this protocol (its receipt, then each answer's notice). */
const mailsAbout = (dataDir: string, protocol: string) => {
  const outbox = join(dataDir, 'outbox');
  let names: string[] = [];
  try { names = readdirSync(outbox); } catch { return 0; }
  return names.filter((name) => readFileSync(join(outbox, name), 'utf8').includes(protocol)).length;
};

asMaria('a equipe de atendimento responde a solicitação de Maria, que lê a resposta na hora', async ({ page, browser, baseURL, dataDir }) => {
  const message = `Gostaria de saber se posso pagar a mensalidade por PIX (${test.info().project.name}).`;
  await page.goto('/atendimento');
  await page.getByLabel('Assunto').selectOption({ label: 'Financeiro' });
  await page.getByLabel('Mensagem', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page).toHaveURL(/\/atendimento\/\d{4}-\d{6}$/);
  const protocol = new URL(page.url()).pathname.split('/').pop()!;

  const context = await browser.newContext({ baseURL, javaScriptEnabled: test.info().project.use.javaScriptEnabled, storageState: { cookies: [], origins: [] } });
  const staff = await context.newPage();
  await signInAsStaff(staff, 'atendimento');
  await staff.goto('/gestao/atendimento/solicitacoes');
  await expect(staff.getByRole('heading', { level: 1, name: 'Solicitações' })).toBeVisible();
  await expectNoAxeViolations(staff, 'gestão, solicitações');
  await staff.getByLabel('Protocolo').fill(protocol);
  await staff.getByRole('button', { name: 'Filtrar' }).click();
  await expect(staff.locator('[data-requests-table] tbody tr')).toHaveCount(1);
  await staff.getByRole('link', { name: protocol }).click();

  await expect(staff.getByRole('heading', { level: 1, name: `Solicitação ${protocol}` })).toBeVisible();
  await expect(staff.locator('[data-request-details]')).toContainText('Maria Aparecida da Silva (CPF ***.982.247-**)');
  await expect(staff.locator('.request-message')).toHaveText(message);
  await expectNoAxeViolations(staff, 'gestão, solicitação sem resposta');

  await staff.getByRole('button', { name: 'Marcar como em andamento' }).click();
  await expect(staff.getByText(`Solicitação ${protocol} em andamento.`).first()).toBeVisible();
  await expect(staff.locator('[data-request-status]')).toHaveText('Em andamento');

  await staff.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'resposta' })).toBeVisible();
  const answer = 'Sim, Maria: a fatura mostra o código PIX na Área do Associado.';
  await staff.getByLabel('Resposta ao associado').fill(answer);
  await staff.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(staff.getByText(`Resposta enviada. O associado foi avisado por e-mail sobre o protocolo ${protocol}.`).first()).toBeVisible();
  await expect(staff.locator('[data-request-status]')).toHaveText('Respondido');
  await expect(staff.locator('[data-request-answers]')).toContainText(answer);
  await context.close();

  await page.goto(`/atendimento/${protocol}`);
  await expect(page.getByRole('definition').filter({ hasText: /^Respondido$/ })).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
  await expect.poll(() => mailsAbout(dataDir, protocol), { message: 'e-mail do protocolo e e-mail da resposta' }).toBe(2);
});

test('a equipe de atendimento registra um curador com o documento e recebe o link de primeiro acesso', async ({ page }) => {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Termo de curatela');
  const document = Buffer.from(await pdf.save());
  await signInAsStaff(page, 'atendimento');
  await page.goto('/gestao/atendimento/curador');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrar curador' })).toBeVisible();
  await expectNoAxeViolations(page, 'gestão, registrar curador');

  await page.getByLabel('CPF do associado').fill('529.982.247-25');
  await page.getByLabel('Nome completo do curador').fill('Paulo Roberto Curador');
  await page.getByLabel('CPF do curador').fill('390.533.447-06');
  await page.getByLabel('E-mail do curador').fill('paulo.curador@example.com.br');
  await page.getByLabel(/Documento da curatela/).setInputFiles({ name: 'curatela.pdf', mimeType: 'application/pdf', buffer: document });
  await page.getByRole('button', { name: 'Registrar curador' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'CPF inválido' })).toBeVisible();
  await expect(page.getByLabel('Nome completo do curador')).toHaveValue('Paulo Roberto Curador');

  await page.getByLabel('CPF do curador').fill('390.533.447-05');
  await page.getByLabel(/Documento da curatela/).setInputFiles({ name: 'curatela.pdf', mimeType: 'application/pdf', buffer: document });
  await page.getByRole('button', { name: 'Registrar curador' }).click();
  await expect(page.getByText('Curador registrado para Maria Aparecida da Silva.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Curador registrado' })).toBeVisible();
  const link = (await page.locator('[data-first-access-link]').textContent())!.trim();
  expect(link).toMatch(/^http.+\/[A-Za-z0-9_-]{20,}$/);
  await expectNoAxeViolations(page, 'gestão, curador registrado');
});
