// Issue #4: every content page's empty state (spec §8) as Ana, who has nothing in any area, on the
// stack seeded with DEMO_CONTENT=off (playwright.config.ts, projects 'sem-conteudo-*'), since
// news, FAQ and documents are published for everyone and fill these pages on every other stack.
import { expectNoAxeViolations } from './accessibility.ts';
import { asAna as test, expect } from './fixtures.ts';

const NO_NEWS = 'Nenhuma notícia encontrada';
const NO_FAQ = 'Sem perguntas frequentes registradas no momento';
const NO_DOCUMENTS = 'Nenhum documento encontrado';

const EMPTY_PAGES: [path: string, emptyText: string][] = [
  ['/dashboard', NO_NEWS],
  ['/noticias', NO_NEWS],
  ['/faq', NO_FAQ],
  ['/relatoriosContabeis', NO_DOCUMENTS],
  ['/agoage/2024', NO_DOCUMENTS],
  ['/agoage/2025', NO_DOCUMENTS],
  ['/juridico/informativo', NO_DOCUMENTS],
];

for (const [path, emptyText] of EMPTY_PAGES) {
  test(`${path}: '${emptyText}', nada para carregar, sem violações de acessibilidade`, async ({ page }) => {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(200);
    await expect(page.getByText(emptyText, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Carregar mais' })).toHaveCount(0);
    await expectNoAxeViolations(page, `${path} vazio`);
  });
}
