// Processos (spec §2/§4/§8) as Maria, with and without JavaScript: the list with 'Carregar mais'
// while the last page was full, a lawsuit whose updates and motions each page on their own down
// to a page with nothing new ('Não há atualizações'), motion outcomes and an attachment.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';

// The seeded lawsuit with exactly 20 updates and 10 motions (DESIGN §8), and the one with attachments.
const EXACT_PAGES = 'Revisão da pensão por morte';
const WITH_ATTACHMENTS = 'Revisão da vida toda';

test.beforeEach(() => {
  // axe at two widths on several states of a page, on a shared 2-core machine.
  test.slow();
});

const section = (page: Page, name: string) => page.getByRole('region', { name });
const items = (page: Page, name: string) => section(page, name).locator('.record-list > li');
const loadMore = (page: Page, name: string) => section(page, name).getByRole('link', { name: `Carregar mais ${name}` });

async function openLawsuit(page: Page, action: string): Promise<void> {
  await page.goto('/juridico/processos');
  await page.getByRole('link', { name: action, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: action })).toBeVisible();
}

test('a lista mostra 10 processos e Carregar mais traz os 3 restantes, com o foco no primeiro novo', async ({ page }) => {
  await page.goto('/juridico/processos');
  const list = page.locator('.record-list > li');
  await expect(list).toHaveCount(10);
  await expect(list.first()).toContainText('Número');
  await expect(list.first()).toContainText(/Atualizado em\s*\d{2}\/\d{2}\/\d{4}/);
  // The page as it opens is analysed by guard.spec.ts (every private page, both modes).

  await page.getByRole('link', { name: 'Carregar mais' }).click();
  await expect(page).toHaveURL(/\/juridico\/processos\?pagina=2#processos-pagina-2$/);
  await expect(list).toHaveCount(13);
  await expect(list.nth(10)).toBeFocused();
  // The last page was not full: nothing more is offered (spec §4).
  await expect(page.getByRole('link', { name: 'Carregar mais' })).toHaveCount(0);
});

test('atualizações e solicitações paginam cada uma até uma página sem nada novo: Não há atualizações', async ({ page }) => {
  await openLawsuit(page, EXACT_PAGES);
  await expect(page.getByText('5098765-43.2022.4.03.6183')).toBeVisible();
  await expect(page.getByText('3ª Vara Previdenciária')).toBeVisible();
  await expect(items(page, 'Atualizações')).toHaveCount(10);
  await expect(items(page, 'Solicitações')).toHaveCount(10);
  await expectNoAxeViolations(page, 'processo, primeira página');

  await loadMore(page, 'Atualizações').click();
  await expect(items(page, 'Atualizações')).toHaveCount(20);
  await expect(items(page, 'Atualizações').nth(10)).toBeFocused();
  await expect(items(page, 'Solicitações')).toHaveCount(10);

  // 20 is a whole number of pages: the link is still offered, and the next page brings nothing.
  await loadMore(page, 'Atualizações').click();
  await expect(items(page, 'Atualizações')).toHaveCount(20);
  await expect(page.locator('[role="status"] .toast')).toContainText('Não há atualizações');
  const note = section(page, 'Atualizações').getByText('Não há atualizações', { exact: true });
  await expect(note).toBeFocused();
  await expect(loadMore(page, 'Atualizações')).toHaveCount(0);
  await expectNoAxeViolations(page, 'processo, nada novo nas atualizações');

  await loadMore(page, 'Solicitações').click();
  await expect(items(page, 'Solicitações')).toHaveCount(10);
  await expect(items(page, 'Atualizações')).toHaveCount(20);
  await expect(section(page, 'Solicitações').getByText('Não há atualizações', { exact: true })).toBeFocused();
  await expect(loadMore(page, 'Solicitações')).toHaveCount(0);
});

test('solicitações mostram Pendente, Deferido e Indeferido com data e juiz; o anexo abre no visualizador', async ({ page }) => {
  await openLawsuit(page, WITH_ATTACHMENTS);
  const motions = items(page, 'Solicitações');
  for (const outcome of ['Pendente', 'Deferido', 'Indeferido']) {
    await expect(motions.filter({ hasText: outcome }).first()).toBeVisible();
  }
  await expect(motions.filter({ hasText: 'Deferido' }).first()).toContainText(/Data da decisão\s*\d{2}\/\d{2}\/\d{4}/);
  await expect(motions.filter({ hasText: 'Deferido' }).first()).toContainText('Juíza Federal Cláudia Rocha');
  await expect(motions.filter({ hasText: 'Pendente' }).first()).not.toContainText('Data da decisão');

  await page.goto(`${page.url()}?atualizacoes=2`);
  await section(page, 'Atualizações').getByRole('link', { name: 'Abrir anexo: sentenca.pdf' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sentença publicada' })).toBeVisible();
  await expect(page).toHaveTitle(/^Sentença publicada/);
  const pdf = await page.request.get((await page.getByRole('link', { name: 'Abrir o PDF' }).getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page, 'anexo do processo');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: WITH_ATTACHMENTS })).toBeVisible();
});

test('um processo que não existe é a página 404', async ({ page }) => {
  for (const path of ['/juridico/processos/999999', '/juridico/processos/abc', '/juridico/processos/1/anexos/update-999999']) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  }
});
