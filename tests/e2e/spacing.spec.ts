// Boxes and buttons that touch, and text-link actions out of line with the text (issue 20, item
// 12): measured from the boxes the browser lays out, at the width of a phone and of a desktop.
import type { Locator, Page } from '@playwright/test';
import { asMaria as test, expect } from './fixtures.ts';
import { scriptsEnabled, waitForIslands } from './scripting.ts';

/** At least this much air between two boxes one above the other. */
const MIN_GAP = 8;

async function gapBetween(above: Locator, below: Locator): Promise<number> {
  const [a, b] = [await above.boundingBox(), await below.boundingBox()];
  expect(a && b, `${above} e ${below} na página`).toBeTruthy();
  return b!.y - (a!.y + a!.height);
}

/** Where a control's words start, against the left edge of the page's title. */
function textIndent(page: Page, control: Locator): Promise<number> {
  return control.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getClientRects()[0]!.left - document.querySelector('h1')!.getBoundingClientRect().left;
  });
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 320, height: 640 }]) {
  test.describe(`a ${viewport.width} px`, () => {
    test.use({ viewport });

    test("Assinatura e 'Como deseja pagar?' não encostam na caixa de cima", async ({ page }) => {
      await page.goto('/financeiro/assinatura');
      expect(await gapBetween(page.locator('section.finance-item'), page.getByRole('link', { name: 'Alterar forma de pagamento' }))).toBeGreaterThanOrEqual(MIN_GAP);
      await page.goto('/financeiro/faturas');
      await page.getByRole('link', { name: /^Pagar/ }).first().click();
      expect(await gapBetween(page.locator('section.finance-item'), page.getByRole('group', { name: 'Como deseja pagar?' }))).toBeGreaterThanOrEqual(MIN_GAP);
    });

    test("no diálogo de adicionar cartão, 'Cancelar' não encosta em 'Adicionar cartão'", async ({ page }) => {
      test.skip(!scriptsEnabled(), 'o diálogo só existe com JavaScript');
      await page.goto('/financeiro/cartoes');
      await waitForIslands(page);
      await page.getByRole('link', { name: 'Adicionar cartão' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar cartão' });
      await expect(dialog.getByRole('button', { name: 'Adicionar cartão' })).toBeEnabled();
      expect(await gapBetween(dialog.getByRole('button', { name: 'Adicionar cartão' }), dialog.getByRole('button', { name: 'Cancelar' }))).toBeGreaterThanOrEqual(MIN_GAP);
    });

    test('Meus dados: os números da lista de acessos ficam dentro da caixa', async ({ page }) => {
      await page.goto('/meus-dados');
      await page.getByText('Ver os últimos acessos').click();
      const list = page.locator('ol.disclosure__body');
      // An outside marker ('1.') takes about 1.5em left of its item: the list's padding must hold it.
      const room = await list.evaluate((ol) => {
        const item = ol.querySelector('li')!.getBoundingClientRect().left;
        const edge = ol.getBoundingClientRect().left;
        return (item - edge) / parseFloat(getComputedStyle(ol).fontSize);
      });
      expect(room).toBeGreaterThanOrEqual(1.75);
    });

    test("'Abrir o PDF' começa na mesma linha vertical do título", async ({ page }) => {
      await page.goto('/relatoriosContabeis');
      await page.getByRole('link', { name: /\(PDF\)$/ }).first().click();
      expect(Math.abs(await textIndent(page, page.getByRole('link', { name: 'Abrir o PDF' })))).toBeLessThanOrEqual(2);
    });
  });
}
