// The in-page PDF viewer (issue #4) as Maria uses it, and the PDF route behind it. The viewer
// journeys need JavaScript; the plain link and the route itself are checked without it.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect, NO_SESSION } from './fixtures.ts';
import { expectHeardAsBefore } from './screen-reader.ts';

// Seeded documents and the list page a member finds each one on. The journeys reach them as a
// member does, by the link's accessible name, so they depend on neither ids nor insertion order.
type SeededDocument = { title: string; listPath: string };
const ACCOUNTING_REPORT: SeededDocument = { title: 'Demonstração do Resultado do Exercício 2025', listPath: '/relatoriosContabeis' };
const AGO_2025_NOTICE: SeededDocument = { title: 'Edital de Convocação A.G.O 2025', listPath: '/agoage/2025' };
const AGO_2025_PROTECTED: SeededDocument = { title: 'Ata da A.G.O 2025 (documento protegido)', listPath: '/agoage/2025' };
const PROTECTED_PASSWORD = 'assembleia';

/** Opens the document's list page and follows its link to the viewer page. */
async function openDocument(page: Page, document: SeededDocument): Promise<void> {
  await page.goto(document.listPath);
  await page.getByRole('link', { name: `${document.title} (PDF)`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
}

/** The PDF itself, as the viewer page's 'Abrir o PDF' link gives it. */
async function pdfPath(page: Page): Promise<string> {
  return (await page.getByRole('link', { name: 'Abrir o PDF' }).getAttribute('href'))!;
}

const textLayer = (page: Page) => page.locator('.textLayer');
const renderedPage = (page: Page) => page.locator('.pdfViewer .page').first();
const announcer = (page: Page) => page.locator('.pdf-viewer [role="status"]');
const zoomLevel = (page: Page) => page.locator('.pdf-zoom-level');

test.describe('com JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'o visualizador é uma ilha React');

  test('relatório contábil: texto legível, páginas, zoom, rotação e tela cheia', async ({ page }) => {
    await openDocument(page, ACCOUNTING_REPORT);
    await expect(textLayer(page)).toContainText('Apresentação');
    await expect(page.getByText('de 2', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'visualizador com documento aberto');
    await expectHeardAsBefore(page, 'visualizador-de-pdf');

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
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toBe(ACCOUNTING_REPORT.title);
    await fullScreen.click();
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
  });

  test('a área do documento ocupa a largura e a altura da tela e diz quando há mais à direita ou abaixo', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openDocument(page, ACCOUNTING_REPORT);
    await expect(textLayer(page)).toContainText('Apresentação');
    const [stage, main] = await Promise.all([page.locator('.pdf-stage').boundingBox(), page.locator('main').boundingBox()]);
    // Not a 600-px (75vh) box: the window's height less a small margin, the content's whole width.
    expect(stage!.height).toBeGreaterThan(800 - 40);
    expect(stage!.width).toBeGreaterThan(main!.width - 80);

    // At 200% an A4 page is wider than the box and two pages taller: both edges say so.
    const right = page.getByText('Há mais à direita →');
    const below = page.getByText('Há mais abaixo ↓');
    await expect(right).toBeVisible();
    await expect(below).toBeVisible();
    await page.locator('.pdf-scroller').evaluate((box) => box.scrollTo(box.scrollWidth, box.scrollHeight));
    await expect(right).toHaveCount(0);
    await expect(below).toHaveCount(0);
    // At 100% the page fits the width: nothing is said about the right.
    for (const level of ['175%', '150%', '125%', '100%']) {
      await page.getByRole('button', { name: 'Diminuir zoom' }).click();
      await expect(zoomLevel(page)).toHaveText(level);
    }
    await expect(right).toHaveCount(0);
  });

  test('A.G.O 2025: o edital abre com seu texto, e "Voltar" leva à lista de origem', async ({ page }) => {
    await openDocument(page, AGO_2025_NOTICE);
    await expect(textLayer(page)).toContainText('Assembleia Geral Ordinária');
    // The text layer is read, not a second tab stop inside the page's own scroll region (issue 21).
    await expect(page.locator('.textLayer[tabindex]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/agoage/2025');
  });

  test('documento protegido: senha errada é recusada, a senha certa abre', async ({ page }) => {
    await openDocument(page, AGO_2025_PROTECTED);
    const password = page.getByLabel('Senha do documento');
    await expect(page.locator('.pdf-password').getByText('Este documento exige uma senha para ser aberto')).toBeVisible();
    await expect(password).toBeFocused();
    // Where the password comes from (issue 20): the prompt is not a dead end.
    await expect(page.locator('.pdf-password').getByText(/vem no aviso da associação/)).toBeVisible();
    await expectNoAxeViolations(page, 'visualizador pedindo senha');

    await password.fill('senha-errada');
    await page.getByRole('button', { name: 'Abrir documento' }).click();
    await expect(page.locator('.pdf-password').getByText('A senha está incorreta. Tente novamente.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays, to be corrected rather than retyped.
    await expect(password).toHaveValue('senha-errada');
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
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'o caminho sem JavaScript e a rota do PDF bastam uma vez');

  test('o link "Abrir o PDF" entrega o próprio PDF', async ({ page }) => {
    await openDocument(page, AGO_2025_NOTICE);
    await expectNoAxeViolations(page, 'documento sem JavaScript');
    const answer = await page.request.get(await pdfPath(page));
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['content-disposition']).toBe('inline; filename="edital-de-convocacao-a-g-o-2025.pdf"');
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('rota do PDF: cache privado revalidado a cada uso, ETag com 304 e intervalos de bytes (206/416)', async ({ page }) => {
    await openDocument(page, ACCOUNTING_REPORT);
    const url = await pdfPath(page);
    const whole = await page.request.get(url);
    const size = (await whole.body()).length;
    const etag = whole.headers()['etag']!;
    expect(whole.headers()['cache-control']).toBe('private, no-cache');
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

    // The same viewer page through a tampered link whose 'voltar' leads off the portal.
    await openDocument(page, AGO_2025_NOTICE);
    await page.goto(`${new URL(page.url()).pathname}?voltar=//golpe.example/agoage`);
    await expect(page.getByRole('heading', { level: 1, name: AGO_2025_NOTICE.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveCount(0);

    // Explicitly without cookies: request contexts made in a test inherit the project's storage state.
    const stranger = await playwrightRequest.newContext({ baseURL, storageState: NO_SESSION });
    const answer = await stranger.get(await pdfPath(page), { maxRedirects: 0 });
    expect(answer.status()).toBeGreaterThanOrEqual(300);
    expect(answer.status()).toBeLessThan(400);
    expect(answer.headers()['location']).toBe('/');
    await stranger.dispose();
  });
});
