// Standard fonts for PDFs that only name them (issue 8 #9): every seeded PDF uses Helvetica
// without embedding it (pdf-lib's standard fonts are references), as accountants' software often
// does. pdf.js then needs the font's data, which the portal serves itself, precompressed, and
// only once a document is opened.
import type { Response } from '@playwright/test';
import { asMaria, expect } from './fixtures.ts';

const REPORT = { title: 'Demonstração do Resultado do Exercício 2025', listPath: '/relatoriosContabeis' };
const PDFJS_DATA = /\/_astro\/pdfjs-[\d.]+\/(standard_fonts|cmaps)\//;

asMaria.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'o visualizador é uma ilha React');

asMaria('o relatório contábil é desenhado com a fonte padrão servida pelo portal', async ({ page, context }) => {
  const fetched: Response[] = [];
  context.on('response', (response) => { if (PDFJS_DATA.test(response.url())) fetched.push(response); });

  await page.goto(REPORT.listPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(fetched, 'uma lista de documentos não baixa fontes').toEqual([]);

  await page.getByRole('link', { name: `${REPORT.title} (PDF)`, exact: true }).click();
  await expect(page.locator('.textLayer')).toContainText('Apresentação');
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  const font = fetched.find((response) => response.url().includes('/standard_fonts/'));
  expect(font, 'a fonte padrão veio da nossa origem').toBeDefined();
  expect(new URL(font!.url()).origin).toBe(new URL(page.url()).origin);
  expect(font!.status()).toBe(200);
  expect(await font!.headerValue('content-encoding')).toBe('br');
});
