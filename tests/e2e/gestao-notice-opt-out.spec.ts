// A notice as production sends it (issue 23 §3), end to end: the comunicação demo user publishes a
// legal informative in the back office, every member is told through the notice queue, and the
// opt-out link of Maria's e-mail asks first (opening it, as a mail scanner would, changes nothing)
// and then turns off that one category on that one channel, without her signing in. On the back
// office's own stacks (playwright.config.ts): the document is for every member.
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, NO_SESSION, test } from './fixtures.ts';
import { linkFromOutbox } from './outbox.ts';
import { signInAsStaff } from './staff.ts';
import { onePagePdf } from '../support/pdfs.ts';

const choice = (page: import('@playwright/test').Page, category: string, channel: string) =>
  page.getByRole('group', { name: category }).getByRole('checkbox', { name: channel });

test("o e-mail 'Novo documento publicado' traz um link que pergunta antes e desliga só aquele aviso por e-mail", async ({ page, browser, mariaSession, baseURL, dataDir }) => {
  test.slow();
  const since = Date.now();
  const title = `Informativo sobre o 13º salário ${since}`;
  await signInAsStaff(page, 'comunicacao');
  await page.goto('/gestao/comunicacao/documentos');
  await page.getByLabel('Onde publicar').selectOption('informativo');
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Arquivo PDF').setInputFiles({ name: 'informativo.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await onePagePdf(title)) });
  await page.getByRole('button', { name: 'Publicar documento' }).click();
  await expect(page.getByText('Documento publicado: os associados já o veem.')).toBeVisible();

  const link = await linkFromOutbox(dataDir, new RegExp(`${baseURL}/cancelar-aviso/[A-Za-z0-9_-]{30}`), (text) => text.includes('Olá, Maria') && text.includes(title), since, "e-mail 'Novo documento publicado' da Maria na caixa de saída");
  const visitor = await browser.newPage({ storageState: NO_SESSION });
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Cancelar aviso' })).toBeVisible();
  await expect(visitor.getByText('Você quer deixar de receber Novo documento ou assembleia por E-mail?')).toBeVisible();
  await expectNoAxeViolations(visitor, 'cancelar aviso');
  const maria = await browser.newPage({ storageState: mariaSession });
  await maria.goto('/avisos');
  await expect(choice(maria, 'Novo documento ou assembleia', 'E-mail')).toBeChecked();

  await visitor.getByRole('button', { name: 'Não quero mais receber este aviso por E-mail' }).click();
  await expect(visitor.getByText('Pronto: você não receberá mais Novo documento ou assembleia por E-mail.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(visitor, 'aviso cancelado');
  const altered = await visitor.goto(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`);
  expect(altered?.status()).toBe(404);
  await expect(visitor.getByText(/^Este link de cancelamento não é válido\./)).toBeVisible();
  await visitor.close();

  await maria.goto('/avisos');
  await expect(choice(maria, 'Novo documento ou assembleia', 'E-mail')).not.toBeChecked();
  await expect(choice(maria, 'Novo documento ou assembleia', 'Portal')).toBeChecked();
  await expect(choice(maria, 'Pagamento recebido', 'E-mail')).toBeChecked();
  // The notice itself is in her portal list, as she chose.
  await expect(maria.getByText(`A associação publicou "${title}".`)).toBeVisible();
  await maria.close();

  await page.goto('/gestao/comunicacao/documentos');
  await page.getByRole('button', { name: `Excluir ${title}` }).click();
  await expect(page.getByText('Documento excluído.')).toBeVisible();
});
