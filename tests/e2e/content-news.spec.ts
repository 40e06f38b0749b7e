// Últimas Notícias and Notícia (spec §2): the grid, 'Carregar mais' as a link that lands focus on
// the first new item, the detail by URL whatever list was loaded, the attached file, and an
// unknown id sent back to the list with 'Selecione uma notícia para visualizar'. The first page
// of the list and the newest news item (/noticia/1, with a link) are checked by axe in guard.spec.ts.
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';

test('Carregar mais mostra a próxima página e leva o foco à primeira notícia nova', async ({ page }) => {
  await page.goto('/noticias');
  const items = page.locator('.news-list > li');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('Clique para visualizar');
  await expect(items.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  await page.getByRole('link', { name: 'Carregar mais' }).click();
  await expect(page).toHaveURL(/\/noticias\?pagina=2#pagina-2$/);
  await expect(items).toHaveCount(20);
  await expect(items.nth(10)).toBeFocused();

  // The seed has between 21 and 30 news: the third page is the last, and the server says so.
  await page.getByRole('link', { name: 'Carregar mais' }).click();
  await expect(items.nth(20)).toBeFocused();
  expect(await items.count()).toBeGreaterThan(20);
  await expect(page.getByRole('link', { name: 'Carregar mais' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'notícias, última página');
});

test('a notícia mostra data, descrição, link e o arquivo anexo para baixar', async ({ page }) => {
  await page.goto('/noticias');
  // The third newest item carries a file in the demo data.
  await page.locator('.news-list > li').nth(2).getByRole('link').click();
  await expect(page).toHaveURL(/\/noticia\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  const attachment = page.getByRole('link', { name: /^Baixar o arquivo anexo: noticia-3\.pdf$/ });
  await expect(attachment).toHaveAttribute('download', '');
  const file = await page.request.get((await attachment.getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toBe('attachment; filename="noticia-3.pdf"');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page, 'notícia com anexo');

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/noticias$/);
  await page.locator('.news-list > li').first().getByRole('link').click();
  await expect(page.getByRole('link', { name: /Acessar o link da notícia/ })).toHaveAttribute('href', /^https:\/\//);
});

test('uma notícia aberta pelo endereço aparece mesmo fora da lista carregada', async ({ page }) => {
  await page.goto('/noticias?pagina=3');
  const oldest = page.locator('.news-list > li').last();
  const title = (await oldest.locator('.card__title').textContent())!;
  const href = (await oldest.getByRole('link').getAttribute('href'))!;
  await page.goto('/dashboard');
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('uma notícia desconhecida volta à lista com "Selecione uma notícia para visualizar"', async ({ page }) => {
  await page.goto('/noticia/999999');
  await expect(page).toHaveURL(/\/noticias$/);
  await expect(page.getByRole('alert')).toContainText('Selecione uma notícia para visualizar');
  await page.goto('/noticia/nao-e-um-numero');
  await expect(page).toHaveURL(/\/noticias$/);
  await expectNoAxeViolations(page, 'notícias após notícia desconhecida');
});

// Issue 20, item 8: a preview is cut between words with '…' (never 'Comprovante d…'), and the
// whole text is one link away, on the news item's page.
test('a prévia da notícia termina numa palavra inteira e o texto todo está na notícia', async ({ page }) => {
  await page.goto('/noticias');
  const previews = page.locator('.news-list > li .card > span:not([class])');
  const texts = await previews.allTextContents();
  const cut = texts.findIndex((text) => text.endsWith('…'));
  expect(cut, 'alguma prévia cortada').toBeGreaterThanOrEqual(0);
  expect(texts.filter((text) => text.endsWith('...')), 'nenhum corte em "..."').toEqual([]);
  const shown = texts[cut]!.slice(0, -1);
  await page.locator('.news-list > li').nth(cut).getByRole('link').click();
  const whole = (await page.getByRole('main').textContent())!.replace(/\s+/g, ' ');
  const at = whole.indexOf(shown);
  expect(at, 'a prévia é o começo do texto da notícia').toBeGreaterThanOrEqual(0);
  expect(whole.charAt(at + shown.length), 'o corte cai entre palavras').toMatch(/[\s,.;:!?—–-]/);
});
