// Comunicação in the back office (issue 22): the comunicação demo user publishes a news item with
// a picture, adds a FAQ entry and moves it up, and uploads an A.G.O document — with and without
// JavaScript — and Maria, in her own browser, sees each at once. Then the journey takes them back
// down, so the members' pages other journeys picture stay as the seed made them.
import type { Browser, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, test } from './fixtures.ts';
import { signInAsStaff } from './staff.ts';
import { scriptsEnabled } from './scripting.ts';

const picture = async () => ({
  name: 'mutirao.jpg', mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a6f4e' } }).jpeg().toBuffer(),
});
async function pdf(text: string) {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return { name: 'ata.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** Maria's own browser, signed in (her worker session), with the same scripting as this project. */
async function mariaPage(browser: Browser, session: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ storageState: session, baseURL, javaScriptEnabled: scriptsEnabled(), locale: 'pt-BR' });
  return context.newPage();
}

test('comunicação publica notícia com foto, pergunta frequente e documento da A.G.O; Maria vê tudo na hora', async ({ page, browser, mariaSession, baseURL }) => {
  test.slow();
  const suffix = scriptsEnabled() ? 'com JS' : 'sem JS';
  const newsTitle = `Mutirão de revisão de benefícios (${suffix})`;
  const question = `Posso pagar a mensalidade por Pix? (${suffix})`;
  const documentTitle = `Ata da A.G.E 2025 (${suffix})`;
  await signInAsStaff(page, 'comunicacao');

  await page.goto('/gestao/comunicacao');
  await expect(page.getByRole('heading', { level: 1, name: 'Comunicação' })).toBeVisible();
  await expectNoAxeViolations(page, 'gestão, comunicação');

  // News: written as a draft, then published from the list.
  await page.getByRole('link', { name: 'Notícias' }).first().click();
  await page.getByRole('link', { name: 'Escrever notícia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Escrever notícia' })).toBeVisible();
  await expectNoAxeViolations(page, 'gestão, nova notícia');
  await page.getByLabel('Título').fill(newsTitle);
  await page.getByLabel('Resumo').fill('Atendimento gratuito na sede durante todo o mês.');
  await page.getByLabel('Texto (opcional)').fill('Traga documento com foto e o último extrato do benefício.\n\nNão é preciso agendar.');
  await page.getByLabel('Foto (opcional)').setInputFiles(await picture());
  // Without the picture's description the server refuses, and says why.
  await page.getByRole('button', { name: 'Salvar notícia' }).click();
  await expect(page.locator('.form__alert[role="alert"]')).toContainText('Descreva a foto para quem usa leitor de tela');
  await expect(page.getByLabel('Título')).toHaveValue(newsTitle);
  await page.getByLabel('Foto (opcional)').setInputFiles(await picture());
  await page.getByLabel('Descrição da foto (texto alternativo)').fill('Voluntários atendendo aposentados na sede da associação');
  await page.getByRole('button', { name: 'Salvar notícia' }).click();
  await expect(page.getByText('Notícia salva como rascunho. Publique quando estiver pronta.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: newsTitle });
  await expect(row).toContainText('Rascunho');
  await row.getByRole('button', { name: `Publicar ${newsTitle}` }).click();
  await expect(page.getByText('Notícia publicada: os associados já a veem.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: newsTitle })).toContainText('Publicada');
  await expectNoAxeViolations(page, 'gestão, notícias');

  // FAQ: a new entry goes to the end; 'Subir' moves it above the one before.
  await page.goto('/gestao/comunicacao/perguntas');
  const before = await page.locator('[data-faq-id]').count();
  await page.getByLabel('Pergunta', { exact: true }).fill(question);
  await page.getByLabel('Resposta', { exact: true }).fill('Sim. Abra a fatura em Financeiro e escolha Pix.');
  await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await expect(page.getByText('Pergunta adicionada ao fim da lista.')).toBeVisible();
  await expect(page.getByLabel(`Pergunta ${before + 1}`, { exact: true })).toHaveValue(question);
  await page.getByRole('button', { name: `Subir a pergunta ${before + 1}`, exact: true }).click();
  await expect(page.getByText('Ordem das perguntas atualizada.')).toBeVisible();
  await expect(page.getByLabel(`Pergunta ${before}`, { exact: true })).toHaveValue(question);
  await expectNoAxeViolations(page, 'gestão, perguntas frequentes');

  // A.G.O document, checked by the API before it is published.
  await page.goto('/gestao/comunicacao/documentos');
  await page.getByLabel('Onde publicar').selectOption('ago2025');
  await page.getByLabel('Título').fill(documentTitle);
  await page.getByLabel('Arquivo PDF').setInputFiles({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>não sou PDF</html>') });
  await page.getByRole('button', { name: 'Publicar documento' }).click();
  await expect(page.locator('.form__alert[role="alert"]')).toHaveText('O arquivo enviado não é um PDF. Envie o documento em formato PDF.');
  await page.getByLabel('Arquivo PDF').setInputFiles(await pdf('Ata da Assembleia Geral Extraordinária'));
  await page.getByRole('button', { name: 'Publicar documento' }).click();
  await expect(page.getByText('Documento publicado: os associados já o veem.')).toBeVisible();
  await expectNoAxeViolations(page, 'gestão, documentos');

  // Maria, at once.
  const maria = await mariaPage(browser, mariaSession, baseURL!);
  await maria.goto('/noticias');
  await maria.getByRole('link', { name: newsTitle }).first().click();
  await expect(maria.getByRole('heading', { level: 1, name: newsTitle })).toBeVisible();
  await expect(maria.getByText('Não é preciso agendar.')).toBeVisible();
  const shown = maria.getByRole('img', { name: 'Voluntários atendendo aposentados na sede da associação' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
  await maria.goto('/faq');
  await expect(maria.getByText(question)).toBeVisible();
  await maria.goto('/agoage/2025');
  await expect(maria.getByText(documentTitle)).toBeVisible();

  // Back down: unpublished, Maria no longer finds the item; the entry and the document go.
  await page.goto('/gestao/comunicacao/noticias');
  await page.getByRole('button', { name: `Despublicar ${newsTitle}` }).click();
  await expect(page.getByText('Notícia despublicada: os associados deixaram de vê-la.')).toBeVisible();
  await maria.goto('/noticias');
  await expect(maria.getByRole('link', { name: newsTitle })).toHaveCount(0);
  await page.goto('/gestao/comunicacao/perguntas');
  await page.getByRole('button', { name: `Excluir a pergunta ${before}`, exact: true }).click();
  await expect(page.getByText('Pergunta excluída.')).toBeVisible();
  await page.goto('/gestao/comunicacao/documentos');
  await page.getByRole('button', { name: `Excluir ${documentTitle}` }).click();
  await expect(page.getByText('Documento excluído.')).toBeVisible();
  await maria.context().close();
});

test('jurídico recebe 403 em cada página da Comunicação (atendimento e financeiro: tests/api/staff-comunicacao.test.ts)', async ({ page }) => {
  await signInAsStaff(page, 'juridico');
  for (const path of ['/gestao/comunicacao', '/gestao/comunicacao/noticias', '/gestao/comunicacao/noticias/nova', '/gestao/comunicacao/perguntas', '/gestao/comunicacao/documentos']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  }
});
