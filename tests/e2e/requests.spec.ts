// Fale com a associação (issue 23 §2), with and without JavaScript (the com-js and sem-js
// projects): Maria writes with a phone photo attached, gets her protocol on screen and by e-mail,
// finds the request in her list and on its own page, and downloads the photo downscaled; a file
// that only claims to be a PDF is refused next to its field. Another member's request is not found
// (tests/api/requests.test.ts: Ana's password is changed by the recovery journey on these stacks).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';

const MESSAGE = 'Bom dia. Mudei de endereço e envio a foto do comprovante de residência.\nObrigada, Maria.';

/** A 3000×2000 phone photo, carrying EXIF as a phone's would. */
const photo = () => sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 230, g: 220, b: 200 } } })
  .withExif({ IFD0: { Make: 'Celular', Artist: 'Maria' } }).jpeg({ quality: 90 }).toBuffer();

/** Whether an e-mail in the stack's outbox names this protocol (the API writes it in the background). */
const mailed = (dataDir: string, protocol: string) => {
  const outbox = join(dataDir, 'outbox');
  let names: string[] = [];
  try { names = readdirSync(outbox); } catch { return false; }
  return names.some((name) => readFileSync(join(outbox, name), 'utf8').includes(protocol));
};

test('Maria escreve com uma foto anexada, vê o protocolo, a lista e o detalhe', async ({ page, dataDir }) => {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Atendimento' }).click();
  await expect(page).toHaveURL(/\/atendimento$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fale com a associação' })).toBeVisible();

  await page.getByLabel('Assunto').selectOption({ label: 'Documentos' });
  await page.getByLabel('Mensagem', { exact: true }).fill(MESSAGE);
  await page.getByLabel('Anexo (opcional)').setInputFiles({ name: 'comprovante.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();

  await expect(page).toHaveURL(/\/atendimento\/\d{4}-\d{6}$/);
  const protocol = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText(`Mensagem enviada. Seu número de protocolo é ${protocol}. Enviamos esse número também para o seu e-mail.`).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Protocolo ${protocol}` })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Documentos$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Recebido$/ })).toBeVisible();
  await expect(page.locator('.request-message')).toHaveText(MESSAGE);
  await expect(page.getByText('A associação ainda não respondeu. Avisaremos por e-mail quando houver resposta.')).toBeVisible();
  await expect.poll(() => mailed(dataDir, `Protocolo ${protocol}`), { message: 'e-mail com o protocolo' }).toBe(true);

  // The photo comes back downscaled to 2000 px, re-encoded without the phone's EXIF, as a download.
  const link = page.getByRole('link', { name: /^Baixar o anexo: comprovante\.jpg \(\d+ KB\)$/ });
  await expect(link).toBeVisible();
  const file = await page.request.get(`/atendimento/${protocol}/anexo`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/jpeg');
  expect(file.headers()['cache-control']).toBe('no-store');
  expect(file.headers()['content-disposition']).toBe("attachment; filename*=UTF-8''comprovante.jpg");
  const kept = await sharp(await file.body()).metadata();
  expect([kept.width, kept.height, kept.exif]).toEqual([2000, 1333, undefined]);

  // The state checked without the one-time confirmation (its text carries the protocol).
  await page.reload();
  await expectNoAxeViolations(page, 'solicitação enviada');

  await page.getByRole('link', { name: 'Voltar para Fale com a associação' }).click();
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Protocolo ${protocol}` }) });
  await expect(entry).toContainText('Documentos');
  await expect(entry).toContainText('Situação: Recebido');
  await entry.getByRole('link', { name: `Protocolo ${protocol}` }).click();
  await expect(page).toHaveURL(new RegExp(`/atendimento/${protocol}$`));
});

test('um arquivo que só se diz PDF é recusado junto ao campo, e nada é enviado', async ({ page }) => {
  await page.goto('/atendimento');
  const before = await page.locator('.request-list__item').count();
  await page.getByLabel('Assunto').selectOption({ label: 'Outro' });
  await page.getByLabel('Mensagem', { exact: true }).fill('Segue o contrato.');
  await page.getByLabel('Anexo (opcional)').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ isto é um programa') });
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();

  await expect(page).toHaveURL(/\/atendimento$/);
  const field = page.getByLabel('Anexo (opcional)');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/O anexo precisa ser um PDF ou uma foto JPEG ou PNG\./);
  // What was typed is kept; the file must be chosen again, and the page says so.
  await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue('Segue o contrato.');
  await expect(page.getByText(/Se você tinha escolhido um anexo, escolha o arquivo de novo\./)).toBeVisible();
  await expect(page.locator('.request-list__item')).toHaveCount(before);
  await expectNoAxeViolations(page, 'fale com a associação, anexo recusado');
});

test('um protocolo que não existe leva à página não encontrada', async ({ page }) => {
  const answer = await page.goto('/atendimento/1999-999999');
  expect(answer?.status()).toBe(404);
  expect((await page.request.get('/atendimento/1999-999999/anexo')).status()).toBe(404);
});

test('um anexo acima do limite leva a uma página que diz o limite, e nada é enviado', async ({ page }) => {
  await page.goto('/atendimento');
  const before = await page.locator('.request-list__item').count();
  await page.getByLabel('Assunto').selectOption({ label: 'Documentos' });
  await page.getByLabel('Mensagem', { exact: true }).fill('Segue a digitalização.');
  await page.getByLabel('Anexo (opcional)').setInputFiles({ name: 'digitalizacao.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024) });
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Envio grande demais' })).toBeVisible();
  await expect(page.getByText('O arquivo anexado passa do limite de 10 MB. Envie um arquivo menor ou uma foto do documento. A mensagem não foi enviada.')).toBeVisible();
  await expectNoAxeViolations(page, 'anexo grande demais');
  await page.getByRole('link', { name: 'Voltar para Fale com a associação' }).click();
  await expect(page.locator('.request-list__item')).toHaveCount(before);
});

test('a solicitação que a associação já respondeu mostra a resposta', async ({ page }) => {
  await page.goto('/atendimento');
  const answered = page.getByRole('listitem').filter({ hasText: 'Situação: Respondido' }).filter({ hasText: 'Cadastro' });
  await answered.getByRole('link', { name: /^Protocolo \d{4}-000001$/ }).click();
  await expect(page).toHaveURL(/\/atendimento\/\d{4}-000001$/);
  await expect(page.getByRole('definition').filter({ hasText: /^Respondido$/ })).toBeVisible();
  const answer = page.getByRole('listitem').filter({ hasText: 'Atendimento da associação, em ' });
  await expect(answer).toContainText('Você mesma pode atualizar o endereço em Perfil');
  await expectNoAxeViolations(page, 'solicitação respondida');
});
