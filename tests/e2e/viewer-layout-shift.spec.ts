// The PDF viewers do not jump while loading (issue 21 §2) and fetch the document once (§3). On
// each of the three viewer pages, opened straight from the address bar, the layout shifts the
// browser records from navigation until the first page is drawn add up to at most 0.02 (the
// Cumulative Layout Shift of Lighthouse's 'good'), on a phone and on a desktop; on the phone the
// first page starts within the first screen; and the PDF is requested once although the page
// preloads it. Nothing of the viewer's weight competes with the page's first paint: its HTML
// links only the page's own stylesheets, and pdf.js's scripts, stylesheet and the PDF are asked
// for after it (Lighthouse mobile: README, 'Visualizadores de PDF').
import type { Page } from '@playwright/test';
import { VIEWER_PAGES } from '../../scripts/lib/viewer-pages.ts';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';
import { scriptsEnabled } from './scripting.ts';

const MAX_CLS = 0.02;
const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * The shifts recorded since navigation (buffered), less those right after the member's own input,
 * with what moved in each (for the failure message).
 */
function layoutShiftSoFar(page: Page): Promise<{ cls: number; moved: string[] }> {
  return page.evaluate(() => new Promise((resolve) => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const describe = (shift: Shift) => `${shift.value.toFixed(4)}: ${shift.sources.map(({ node, previousRect: from, currentRect: to }) =>
      `${node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : node?.nodeName ?? '?'} y ${Math.round(from.y)}→${Math.round(to.y)} h ${Math.round(from.height)}→${Math.round(to.height)}`).join(', ')}`;
    const answer = (entries: Shift[]) => {
      const shifts = entries.filter((entry) => !entry.hadRecentInput);
      resolve({ cls: shifts.reduce((sum, entry) => sum + entry.value, 0), moved: shifts.map(describe) });
    };
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      answer(list.getEntries() as Shift[]);
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    // No shift at all means no callback: answer after a frame either way.
    requestAnimationFrame(() => setTimeout(() => { observer.disconnect(); answer([]); }, 100));
  }));
}

test.describe('com JavaScript', () => {
  test.skip(() => !scriptsEnabled(), 'o visualizador é uma ilha React');

  for (const viewer of VIEWER_PAGES) {
    for (const size of [PHONE, DESKTOP]) {
      test(`${viewer.name} a ${size.width} px: não pula ao carregar (CLS ≤ ${MAX_CLS}) e baixa o PDF uma vez`, async ({ page }) => {
        await page.setViewportSize(size);
        const path = await viewer.find(page);
        const pdfRequests: string[] = [];
        page.on('request', (request) => { if (viewer.pdf.test(new URL(request.url()).pathname)) pdfRequests.push(request.url()); });

        // The page as it arrives: no preload, no module and no pdf.js stylesheet in its HTML.
        const html = await (await page.request.get(path)).text();
        expect(html, 'nada pré-carregado no HTML').not.toMatch(/<link[^>]+rel="(modulepreload|preload)"/);
        expect(html, 'a folha do pdf.js não bloqueia a primeira pintura').not.toMatch(/<link[^>]+pdf_viewer[^>]*\.css/);

        await page.goto(path);
        // Every fetch then starts at once: the island's modules, pdf.js's among them, and the PDF.
        const preloaded = await page.locator('link[rel="preload"][as="fetch"]').getAttribute('href');
        expect(preloaded && viewer.pdf.test(preloaded), 'o PDF é pré-carregado').toBe(true);
        const modules = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(modules.some((href) => /\/pdfjs-engine\.[\w-]+\.js$/.test(href ?? '')), 'o pdf.js é pré-carregado').toBe(true);
        const firstPage = page.locator('.pdfViewer .page').first();
        // pdf.js marks a page loaded once its canvas is drawn.
        await expect(firstPage).toHaveAttribute('data-loaded', 'true');
        // …with its stylesheet applied: the text layer lies over the drawing, not below the page.
        await expect(page.locator('link[rel="stylesheet"][href*="pdf_viewer"]')).toHaveCount(1);
        expect(await page.locator('.pdfViewer .textLayer').first().evaluate((layer) => getComputedStyle(layer).position)).toBe('absolute');
        const { cls, moved } = await layoutShiftSoFar(page);
        test.info().annotations.push({ type: 'CLS', description: `${cls.toFixed(4)} (${moved.join('; ')})` });
        expect(cls, `CLS do carregamento; deslocamentos: ${moved.join('; ')}`).toBeLessThanOrEqual(MAX_CLS);

        if (size === PHONE) {
          const box = await firstPage.boundingBox();
          expect(box!.y, 'a primeira página começa na primeira tela').toBeLessThan(PHONE.height);
        }
        expect(pdfRequests, 'o PDF é pedido uma vez (o preload e o pdf.js são o mesmo pedido)').toHaveLength(1);
      });
    }
  }

  test('no celular, a barra compacta: páginas e zoom à vista, o resto em "Mais opções", pelo teclado', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(await VIEWER_PAGES[0]!.find(page));
    await expect(page.locator('.pdfViewer .page').first()).toHaveAttribute('data-loaded', 'true');
    const toolbar = page.getByRole('group', { name: 'Controles do documento' });
    // Two rows of 44-px controls, not seven.
    expect((await toolbar.boundingBox())!.height).toBeLessThan(2 * 44 + 30);
    for (const name of ['Página anterior', 'Próxima página', 'Diminuir zoom', 'Aumentar zoom']) {
      await expect(toolbar.getByRole('button', { name })).toBeVisible();
    }
    const more = toolbar.getByRole('button', { name: 'Mais opções' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(toolbar.getByRole('button', { name: 'Girar' })).toBeHidden();

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(toolbar.getByRole('button', { name: 'Girar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.pdf-viewer [role="status"]')).toHaveText('Documento girado 90 graus');
    await expectNoAxeViolations(page, 'visualizador com mais opções abertas');

    await more.focus();
    await page.keyboard.press('Space');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(toolbar.getByRole('button', { name: 'Girar' })).toBeHidden();
  });
});

test('sem JavaScript, nenhum controle que não funciona: o PDF e o texto pelos links de sempre', async ({ page }) => {
  test.skip(scriptsEnabled(), 'a página como chega sem JavaScript');
  for (const viewer of VIEWER_PAGES.slice(0, 2)) {
    await page.goto(await viewer.find(page));
    await expect(page.locator('.pdf-viewer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Próxima página' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Abrir o PDF' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ler como texto' })).toBeVisible();
  }
});
