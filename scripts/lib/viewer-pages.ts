// The three pages with the PDF viewer (issue 21), as the layout-shift test and the benchmark open
// them: each found as a member finds it, signed in as Maria, so neither depends on the seed's ids.
import type { Page } from '@playwright/test';

export type ViewerPage = {
  name: string;
  /** The viewer's address (a path), read from the page that links to it. */
  find(page: Page): Promise<string>;
  /** The path of the PDF the viewer loads. */
  pdf: RegExp;
};

async function linkFrom(page: Page, listPath: string, name: string): Promise<string> {
  await page.goto(listPath);
  return (await page.getByRole('link', { name, exact: true }).getAttribute('href'))!;
}

export const VIEWER_PAGES: ViewerPage[] = [
  {
    name: 'documento oficial',
    find: (page) => linkFrom(page, '/relatoriosContabeis', 'Demonstração do Resultado do Exercício 2025 (PDF)'),
    pdf: /\/documentos\/\d+\.pdf$/,
  },
  {
    name: 'anexo de processo',
    // The one seeded attachment (its link's name is the file's, which may change; the address not).
    find: async () => '/juridico/processos/1/anexos/update-10',
    pdf: /\/anexos\/update-10\.pdf$/,
  },
  {
    name: 'arquivo protegido',
    find: async (page) => {
      await page.goto('/pastasCompartilhadas');
      await page.getByRole('link', { name: 'Abrir pasta Acordos coletivos' }).click();
      return (await page.getByRole('link', { name: 'Acordo coletivo 2025' }).getAttribute('href'))!;
    },
    pdf: /\/pastasCompartilhadas\/arquivo\/\d+\/copia\/[\w-]+$/,
  },
];
