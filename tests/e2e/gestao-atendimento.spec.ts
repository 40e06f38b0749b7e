// Gestão, Atendimento (issue 22), with and without JavaScript: the staff member finds José by CPF
// and by name without accents, opens his page, prints the access letter (the PDF holds the link,
// written out) and shows a link on screen; the link opens the member's own password form at once.
// Then a CSV import: a dry run lists the bad row, it is fixed in the box, and both rows import;
// the new member is found at once, and the member's sign-in greets her by name.
// José's account is never changed here: links are only issued, never used (members.ts). Whether
// first-access.spec.ts ran before decides if his link is a first access or a new password.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, NO_SESSION, submitCpf, test } from './fixtures.ts';
import { JOSE } from './members.ts';
import { waitForIslands } from './scripting.ts';
import { signInAsStaff } from './staff.ts';

const LINK = /https?:\/\/[^\s]+\/[A-Za-z0-9_-]{43}/;

async function pdfText(bytes: Buffer): Promise<string> {
  const fonts = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts }).promise;
  const page = await pdf.getPage(1);
  return (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('\n');
}

/** The link opens the member's own form (first access or new password), nobody signed in. */
async function expectLinkOpensForm(page: Page, link: string) {
  const member = await page.context().browser()!.newContext({ storageState: NO_SESSION, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  const memberPage = await member.newPage();
  await memberPage.goto(link);
  await expect(memberPage.getByRole('heading', { level: 1, name: /^(Cadastre sua senha|Recuperar senha)$/ })).toBeVisible();
  await member.close();
}

test('atendimento encontra José, imprime a carta de acesso e mostra o link na tela', async ({ page }) => {
  await signInAsStaff(page, 'atendimento');
  await page.getByRole('navigation', { name: 'Menu da Gestão' }).getByRole('link', { name: 'Atendimento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Atendimento' })).toBeVisible();
  await expectNoAxeViolations(page, 'gestão, atendimento, busca');

  await waitForIslands(page);
  await page.getByLabel('CPF', { exact: true }).fill('111.444.777-36');
  await page.getByRole('button', { name: 'Buscar por CPF' }).click();
  await expect(page.getByText('CPF inválido')).toBeVisible();

  await page.getByLabel('Nome', { exact: true }).fill('jose pereira');
  await page.getByRole('button', { name: 'Buscar por nome' }).click();
  await expect(page.getByRole('heading', { name: '1 associado encontrado' })).toBeVisible();
  await waitForIslands(page);
  await page.getByLabel('CPF', { exact: true }).pressSequentially(JOSE.cpf);
  if (test.info().project.use.javaScriptEnabled !== false) await expect(page.getByLabel('CPF', { exact: true })).toHaveValue('111.444.777-35');
  await page.getByRole('button', { name: 'Buscar por CPF' }).click();
  await expectNoAxeViolations(page, 'gestão, atendimento, resultado da busca');
  await page.getByRole('link', { name: 'José Carlos Pereira' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'José Carlos Pereira' })).toBeVisible();
  await expect(page.getByText('111.444.777-35')).toBeVisible();
  await expectNoAxeViolations(page, 'gestão, atendimento, associado');

  await page.getByLabel(/^Carta para imprimir/).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Gerar link' }).click();
  const letter = await download;
  expect(letter.suggestedFilename()).toMatch(/^(primeiro-acesso|nova-senha).*jose-carlos-pereira\.pdf$/);
  const bytes = await readFile((await letter.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain('Prezado(a) José Carlos Pereira,');
  // The address is written across lines of the letter: joined again, it is the whole link.
  const printed = LINK.exec(text.slice(text.indexOf('Endereço:')).replace(/\s+/g, ''))![0];
  await expectLinkOpensForm(page, printed);

  await page.getByLabel(/^Mostrar na tela/).check();
  await page.getByRole('button', { name: 'Gerar link' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Link de acesso de José Carlos Pereira' })).toBeVisible();
  await expect(page.locator('main')).toContainText('Link gerado para José Carlos Pereira. Vale 1 hora e só pode ser usado uma vez.');
  const shown = (await page.locator('[data-access-link]').textContent())!.trim();
  expect(shown).toMatch(LINK);
  expect(shown).not.toBe(printed);
  await expectNoAxeViolations(page, 'gestão, atendimento, link na tela');
  await expectLinkOpensForm(page, shown);
  // Shown once: a reload no longer has it.
  await page.reload();
  await expect(page.locator('[data-access-link]')).toHaveCount(0);
});

test('atendimento importa 2 associados depois de uma conferência que mostra a linha errada', async ({ page, browser }) => {
  await signInAsStaff(page, 'atendimento');
  await page.goto('/gestao/atendimento');
  await page.getByRole('link', { name: 'Importar associados de um arquivo CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importar associados' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Colunas do arquivo' })).toContainText('data_nascimento');
  await expectNoAxeViolations(page, 'gestão, importar associados');

  const header = 'cpf;nome;data_nascimento;email';
  const good = '702.816.354-71;Antônia Ferreira Lima;05/04/1950;antonia@example.com.br';
  await page.getByLabel('Conteúdo do CSV').fill([header, good, '418.273.905-15;Benedito Souza;30/11/1947;'].join('\n'));
  await page.getByRole('button', { name: 'Conferir (sem gravar)' }).click();
  const errors = page.locator('[data-import-errors]');
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toHaveText(/^3\s*CPF inválido$/);
  await expectNoAxeViolations(page, 'gestão, importar associados, linha com erro');

  const box = page.getByLabel('Conteúdo do CSV');
  await box.fill((await box.inputValue()).replace('418.273.905-15', '418.273.905-14'));
  await page.getByRole('button', { name: 'Conferir (sem gravar)' }).click();
  await expect(page.getByRole('heading', { name: 'Conferência sem erros' })).toBeVisible();
  await expect(page.getByText('Simulação concluída: 2 associados podem ser importados. Nada foi gravado ainda.')).toBeVisible();
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.locator('main')).toContainText('2 associados importados.');

  // At once: Atendimento finds her, and at the members' sign-in her CPF opens her first access.
  await page.goto(`/gestao/atendimento?nome=${encodeURIComponent('antonia ferreira')}`);
  await expect(page.getByRole('link', { name: 'Antônia Ferreira Lima' })).toBeVisible();
  const member = await browser.newContext({ storageState: NO_SESSION, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  const memberPage = await member.newPage();
  await submitCpf(memberPage, '70281635471');
  await expect(memberPage.getByRole('heading', { level: 2, name: 'Olá, Antônia' })).toBeVisible();
  await member.close();
});
