// Issues #4 and #11: every content and legal/folder page's empty state (spec §8) as Ana, who has nothing in any area, on the
// stack seeded with DEMO_CONTENT=off (playwright.config.ts, projects 'sem-conteudo-*'), since
// news, FAQ and documents are published for everyone and fill these pages on every other stack.
import { expectNoAxeViolations } from './accessibility.ts';
import { asAna as test, expect } from './fixtures.ts';

const NO_NEWS = 'Nenhuma notícia encontrada';
const NO_FAQ = 'Sem perguntas frequentes registradas no momento';
const NO_DOCUMENTS = 'Nenhum documento encontrado';
const THIS_YEAR = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date());

const EMPTY_PAGES: [path: string, emptyText: string][] = [
  ['/dashboard', NO_NEWS],
  ['/noticias', NO_NEWS],
  ['/faq', NO_FAQ],
  ['/relatoriosContabeis', NO_DOCUMENTS],
  ['/agoage/2024', NO_DOCUMENTS],
  ['/agoage/2025', NO_DOCUMENTS],
  ['/juridico/informativo', NO_DOCUMENTS],
  // Finance (issue #10): Ana has no subscription, no card and no invoice.
  ['/financeiro/assinatura', 'Nenhuma assinatura cadastrada no momento...'],
  ['/financeiro/cartoes', 'Nenhum cartão disponível no momento'],
  ['/financeiro/faturas', 'Nenhuma fatura cadastrada no momento'],
  ['/juridico/processos', 'Nenhum processo encontrado'],
  ['/pastasCompartilhadas', 'Nenhuma pasta compartilhada encontrada.'],
  // Declarations (issue 23): no invoice in any past year, so no quitação to list.
  ['/declaracoes', `Não há faturas de anos anteriores a ${THIS_YEAR}: ainda não há quitação a declarar.`],
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

test('os processos, pastas e arquivos da Maria são a página 404 para a Ana', async ({ page }) => {
  // Ids of Maria's seeded lawsuit, attachment, folders (top level and nested) and files.
  for (const path of ['/juridico/processos/1', '/juridico/processos/1/anexos/update-10', '/juridico/processos/1/anexos/update-10.pdf',
    '/pastasCompartilhadas/3', '/pastasCompartilhadas/6', '/pastasCompartilhadas/2/termo', '/pastasCompartilhadas/arquivo/1',
    '/pastasCompartilhadas/arquivo/1.pdf']) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
  }
  await page.goto('/pastasCompartilhadas/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
});
