// 'Ler como texto' (issue 20 #10, DESIGN §7.14): every document's text, extracted on the server,
// as a page of the portal that reflows at 320 px and works without JavaScript (both projects run
// every journey): an official document, a password-protected one, a lawsuit attachment and a
// protected shared-folder file, whose text comes from the copy stamped for this member.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';

const ACCOUNTING_REPORT = { title: 'Demonstração do Resultado do Exercício 2025', listPath: '/relatoriosContabeis' };
const AGO_2025_PROTECTED = { title: 'Ata da A.G.O 2025 (documento protegido)', listPath: '/agoage/2025' };
const ATTACHMENT = '/juridico/processos/1/anexos/update-10';

test.beforeEach(() => {
  // axe and pictures at two widths on a shared 2-core machine.
  test.slow();
});

async function readAsText(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Ler como texto' }).click();
  await expect(page.getByRole('link', { name: 'Voltar ao documento' })).toBeVisible();
}

async function openFromList(page: Page, document: { title: string; listPath: string }): Promise<void> {
  await page.goto(document.listPath);
  await page.getByRole('link', { name: `${document.title} (PDF)`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
}

test('documento oficial: o texto por página, em parágrafos, e volta ao documento', async ({ page }) => {
  await openFromList(page, ACCOUNTING_REPORT);
  const viewerPath = new URL(page.url()).pathname;
  await readAsText(page);
  await expect(page).toHaveTitle(new RegExp(`^${ACCOUNTING_REPORT.title} \\(texto\\)`));
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNTING_REPORT.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Página 1 de 2' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Página 2 de 2' })).toBeVisible();
  await expect(page.locator('.pdf-text p').filter({ hasText: 'Apresentação' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'documento como texto');
  await page.getByRole('link', { name: 'Voltar ao documento' }).click();
  await expect(page).toHaveURL(viewerPath);
});

test('documento com senha: pede a senha, diz quando está errada e mostra o texto com a certa', async ({ page }) => {
  await openFromList(page, AGO_2025_PROTECTED);
  await readAsText(page);
  const password = page.getByLabel('Senha do documento');
  await expect(page.getByText('Este documento exige uma senha para ser aberto.')).toBeVisible();
  await expectNoAxeViolations(page, 'documento como texto pedindo senha');

  await password.fill('senha-errada');
  await page.getByRole('button', { name: 'Ler o texto' }).click();
  await expect(page.getByText('A senha está incorreta. Tente novamente.')).toBeVisible();
  await expect(page.getByLabel('Senha do documento')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Senha do documento').fill('assembleia');
  await page.getByRole('button', { name: 'Ler o texto' }).click();
  await expect(page.locator('.pdf-text')).toContainText('Ata da Assembleia Geral Ordinaria - Abril de 2025');
  await expect(page.getByLabel('Senha do documento')).toHaveCount(0);
});

test('anexo de processo: o texto do anexo', async ({ page }) => {
  await page.goto(ATTACHMENT);
  await readAsText(page);
  await expect(page).toHaveURL(`${ATTACHMENT}/texto`);
  await expect(page.locator('.pdf-text')).toContainText('Sentença que julgou procedente o pedido de revisão do benefício.');
  await expectNoAxeViolations(page, 'anexo do processo como texto');
});

test('arquivo protegido: o texto da cópia carimbada, sem ir para o cache nem para a impressão', async ({ page }) => {
  await page.goto('/pastasCompartilhadas');
  await page.getByRole('link', { name: 'Abrir pasta Acordos coletivos' }).click();
  await page.getByRole('link', { name: 'Acordo coletivo 2025' }).click();
  const answer = page.waitForResponse((response) => response.url().endsWith('/texto'));
  await readAsText(page);
  expect((await answer).headers()['cache-control']).toBe('no-store');
  const text = page.locator('.pdf-text');
  await expect(text).toContainText('Acordo coletivo 2025: cópia digital disponível apenas para consulta na Área do Associado.');
  // The stamp of this member's copy, once per page apart from the words: name and masked CPF, never the whole CPF.
  await expect(text.locator('.pdf-text__stamp')).toHaveText(/^Cópia de Maria Aparecida da Silva · CPF \*\*\*\.982\.247-\*\* · \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  await expect(text).not.toContainText('529.982.247-25');
  await expectNoAxeViolations(page, 'arquivo protegido como texto');
  await page.emulateMedia({ media: 'print' });
  await expect(text).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('documento inexistente ou nome inválido: 404; sem sessão, volta ao login', async ({ page, browser, baseURL }) => {
  for (const path of ['/documentos/999999/texto', '/juridico/processos/1/anexos/update-999999/texto', '/juridico/processos/1/anexos/xyz/texto', '/pastasCompartilhadas/arquivo/999999/texto']) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  const other = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    expect((await other.request.get(`${ATTACHMENT}/texto`, { maxRedirects: 0 })).status()).toBe(302);
  } finally {
    await other.close();
  }
});
