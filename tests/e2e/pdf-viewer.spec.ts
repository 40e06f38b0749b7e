// The in-page PDF viewer (issue #4) as Maria uses it, and the PDF route behind it. The viewer
// journeys need JavaScript; the plain link and the route itself are checked without it.
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { pdfFileName } from '../../src/lib/pdf/file-name.ts';
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, signIn, test } from './fixtures.ts';
import { MARIA } from './members.ts';
import { scriptsEnabled } from './scripting.ts';

// Document ids are the database's, so the journeys look seeded documents up by title instead of
// assuming the seed's insertion order: a HEAD on /documentos/{id}.pdf names the file after the
// title (Content-Disposition), which costs no body. A few at a time, so the probe does not crowd
// out the journeys running beside it; a batch without any document marks the end.
const PROBE_BATCH = 5;

const ACCOUNTING_REPORT = 'Demonstração do Resultado do Exercício 2025';
const AGO_2025_NOTICE = 'Edital de Convocação A.G.O 2025';
const AGO_2025_PROTECTED = 'Ata da A.G.O 2025 (documento protegido)';
const PROTECTED_PASSWORD = 'assembleia';

let idsByFileName: Map<string, number> | undefined;

/** The id of the document with this title; `request` must carry a signed-in member's cookies. */
async function documentId(request: APIRequestContext, title: string): Promise<number> {
  idsByFileName ??= await listDocuments(request);
  const id = idsByFileName.get(pdfFileName(title));
  if (!id) throw new Error(`documento "${title}" não está nos dados de demonstração`);
  return id;
}

async function listDocuments(request: APIRequestContext): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let first = 1; ; first += PROBE_BATCH) {
    const ids = Array.from({ length: PROBE_BATCH }, (_, index) => first + index);
    const answers = await Promise.all(ids.map((id) => request.head(`/documentos/${id}.pdf`, { maxRedirects: 0 })));
    if (!answers.some((answer) => answer.status() === 200)) return found;
    answers.forEach((answer, index) => {
      const fileName = /filename="([^"]+)"/.exec(answer.headers()['content-disposition'] ?? '')?.[1];
      if (answer.status() === 200 && fileName) found.set(fileName, ids[index]!);
    });
  }
}

async function openDocument(page: Page, title: string, query = ''): Promise<number> {
  const id = await documentId(page.request, title);
  await page.goto(`/documentos/${id}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return id;
}

const textLayer = (page: Page) => page.locator('.textLayer');
const renderedPage = (page: Page) => page.locator('.pdfViewer .page').first();
const announcer = (page: Page) => page.locator('.pdf-viewer [role="status"]');
const zoomLevel = (page: Page) => page.locator('.pdf-zoom-level');

test.beforeEach(async ({ page }) => {
  await signIn(page, MARIA);
});

test.describe('com JavaScript', () => {
  test.skip(() => !scriptsEnabled(), 'o visualizador é uma ilha React');

  test('relatório contábil: texto legível, páginas, zoom, rotação e tela cheia', async ({ page }) => {
    await openDocument(page, ACCOUNTING_REPORT);
    await expect(textLayer(page)).toContainText('Apresentação');
    await expect(page.getByText('de 2', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'visualizador com documento aberto');

    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(textLayer(page)).toContainText('Notas explicativas');
    await expect(page.getByLabel('Página', { exact: true })).toHaveValue('2');
    await expect(announcer(page)).toHaveText('Página 2 de 2');
    await expect(page.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await expect(textLayer(page)).toContainText('Apresentação');

    const before = await renderedPage(page).boundingBox();
    await page.getByRole('button', { name: 'Aumentar zoom' }).click();
    await expect(zoomLevel(page)).toHaveText('250%');
    await expect.poll(async () => (await renderedPage(page).boundingBox())?.width).toBeGreaterThan(before!.width * 1.2);
    await page.getByRole('button', { name: 'Diminuir zoom' }).click();
    await expect(zoomLevel(page)).toHaveText('200%');

    await page.getByRole('button', { name: 'Girar' }).click();
    await expect.poll(async () => {
      const box = await renderedPage(page).boundingBox();
      return box ? box.width > box.height : false;
    }).toBe(true);
    await expect(announcer(page)).toHaveText('Documento girado 90 graus');

    const fullScreen = page.getByRole('button', { name: 'Tela cheia' });
    await fullScreen.click();
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toBe(ACCOUNTING_REPORT);
    await fullScreen.click();
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
  });

  test('A.G.O 2025: o edital abre com seu texto, e "Voltar" leva à lista de origem', async ({ page }) => {
    await openDocument(page, AGO_2025_NOTICE, '?voltar=/agoage/2025');
    await expect(textLayer(page)).toContainText('Assembleia Geral Ordinária');
    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/agoage/2025');
  });

  test('documento protegido: senha errada é recusada, a senha certa abre', async ({ page }) => {
    await openDocument(page, AGO_2025_PROTECTED);
    const password = page.getByLabel('Senha do documento');
    await expect(page.locator('.pdf-password').getByText('Este documento exige uma senha para ser aberto')).toBeVisible();
    await expect(password).toBeFocused();
    await expectNoAxeViolations(page, 'visualizador pedindo senha');

    await password.fill('senha-errada');
    await page.getByRole('button', { name: 'Abrir documento' }).click();
    await expect(page.locator('.pdf-password').getByText('A senha está incorreta. Tente novamente.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'visualizador com senha errada');

    await password.fill(PROTECTED_PASSWORD);
    await page.getByRole('button', { name: 'Abrir documento' }).click();
    await expect(textLayer(page)).toContainText('Ata da Assembleia Geral Ordinaria - Abril de 2025');
    await expect(page.getByLabel('Senha do documento')).toHaveCount(0);
  });

  test('carimbo de imagem: um SVG maior que a página entra reduzido a 75% dela, com nome para leitores de tela', async ({ page }) => {
    await openDocument(page, ACCOUNTING_REPORT);
    await expect(textLayer(page)).toContainText('Apresentação');
    const hugeSquare = '<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000"><rect width="3000" height="3000" fill="#0b3d91"/></svg>';
    await page.getByLabel('Inserir imagem').setInputFiles({ name: 'carimbo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(hugeSquare) });

    const stamp = page.locator('.stampEditor');
    await expect(stamp.locator('canvas')).toHaveAttribute('aria-label', 'Imagem inserida: carimbo.svg');
    await expect(announcer(page)).toHaveText('Imagem inserida no documento');
    const [stampBox, pageBox] = await Promise.all([stamp.boundingBox(), renderedPage(page).boundingBox()]);
    expect(stampBox!.width / pageBox!.width).toBeCloseTo(0.75, 1);
    await expectNoAxeViolations(page, 'visualizador com carimbo');
  });

  test('falha ao carregar: a mensagem aparece e o link para o PDF continua lá', async ({ page }) => {
    await page.route('**/documentos/*.pdf', (route) => route.fulfill({ status: 500, body: '' }));
    await openDocument(page, ACCOUNTING_REPORT);
    await expect(page.locator('.pdf-message').getByText('Não foi possível carregar o documento')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abrir o PDF' })).toBeVisible();
    await expectNoAxeViolations(page, 'visualizador com erro');
  });
});

test.describe('sem JavaScript', () => {
  test.skip(() => scriptsEnabled(), 'o caminho sem JavaScript e a rota do PDF bastam uma vez');

  test('o link "Abrir o PDF" entrega o próprio PDF', async ({ page }) => {
    await openDocument(page, AGO_2025_NOTICE);
    await expectNoAxeViolations(page, 'documento sem JavaScript');
    const href = await page.getByRole('link', { name: 'Abrir o PDF' }).getAttribute('href');
    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['content-disposition']).toBe('inline; filename="edital-de-convocacao-a-g-o-2025.pdf"');
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('rota do PDF: cache privado, ETag com 304 e intervalos de bytes (206/416)', async ({ page }) => {
    const id = await documentId(page.request, ACCOUNTING_REPORT);
    const url = `/documentos/${id}.pdf`;
    const whole = await page.request.get(url);
    const size = (await whole.body()).length;
    const etag = whole.headers()['etag']!;
    expect(whole.headers()['cache-control']).toBe('private, max-age=3600');
    expect(whole.headers()['accept-ranges']).toBe('bytes');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const notModified = await page.request.get(url, { headers: { 'If-None-Match': etag } });
    expect(notModified.status()).toBe(304);

    const part = await page.request.get(url, { headers: { Range: 'bytes=0-7' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 0-7/${size}`);
    expect((await part.body()).toString()).toBe('%PDF-1.7');

    const tail = await page.request.get(url, { headers: { Range: 'bytes=-5' } });
    expect(tail.status()).toBe(206);
    expect((await tail.body()).toString()).toContain('%%EOF');

    const beyond = await page.request.get(url, { headers: { Range: `bytes=${size}-` } });
    expect(beyond.status()).toBe(416);
    expect(beyond.headers()['content-range']).toBe(`bytes */${size}`);
  });

  test('documento inexistente é 404, um "voltar" para fora do portal é ignorado, e sem sessão não há PDF', async ({ page, baseURL }) => {
    const missing = await page.goto('/documentos/999999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    expect((await page.request.get('/documentos/999999.pdf')).status()).toBe(404);

    await openDocument(page, AGO_2025_NOTICE, '?voltar=//golpe.example/agoage');
    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveCount(0);

    const stranger = await playwrightRequest.newContext({ baseURL });
    const id = await documentId(page.request, AGO_2025_NOTICE);
    const answer = await stranger.get(`/documentos/${id}.pdf`, { maxRedirects: 0 });
    expect(answer.status()).toBeGreaterThanOrEqual(300);
    expect(answer.status()).toBeLessThan(400);
    expect(answer.headers()['location']).toBe('/');
    await stranger.dispose();
  });
});
