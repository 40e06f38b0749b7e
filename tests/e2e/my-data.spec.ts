// Meus dados (LGPD art. 18): the explanation, and both downloads made on demand, never cached,
// with the member's data and no secret in them.
import { asMaria as test, expect, NO_SESSION } from './fixtures.ts';

test('explica o que é guardado e baixa JSON e PDF sem cache e sem segredos', async ({ page }) => {
  await page.goto('/meus-dados');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  await expect(page.getByText(/só a bandeira e os quatro últimos números/)).toBeVisible();
  // The page as it opens is analysed by guard.spec.ts (every private page, both modes).
  // 'Histórico de acessos': Maria's sign-ins, newest first (this session's own among them).
  await page.getByText('Ver os últimos acessos').click();
  await expect(page.getByRole('list', { name: 'Histórico de acessos' }).getByRole('listitem').first())
    .toHaveText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} — \S/);

  const json = await page.request.get('/meus-dados/dados.json');
  expect(json.status()).toBe(200);
  expect(json.headers()['cache-control']).toBe('no-store');
  expect(json.headers()['content-disposition']).toMatch(/^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/);
  const text = await json.text();
  const data = JSON.parse(text);
  expect(data.profile.name).toBe('Maria Aparecida da Silva');
  expect(data.cards).toContainEqual(expect.objectContaining({ brand: 'Visa', lastFour: '4242' }));
  expect(data.signIns[0]).toEqual({ at: expect.any(String), device: expect.any(String), ip: expect.any(String) });
  const sid = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(sid).toBeTruthy();
  expect(text).not.toContain(sid!);
  expect(text).not.toMatch(/passwordHash|\$argon2|token|gateway|\d{13,19}/i);

  const pdf = await page.request.get('/meus-dados/dados.pdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['cache-control']).toBe('no-store');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The link itself downloads (a real browser download, with or without JavaScript).
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Baixar meus dados \(PDF/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^meus-dados-.*\.pdf$/);
});

test('um PDF por vez por associado: pedidos simultâneos além do primeiro voltam à página com aviso', async ({ page }) => {
  // Five clicks at once (two tabs, a double click): one PDF is built (off the portal's event
  // loop, in a worker thread); the others are sent back while it is being built.
  const answers = await Promise.all(Array.from({ length: 5 }, () => page.request.get('/meus-dados/dados.pdf', { maxRedirects: 0 })));
  const statuses = answers.map((answer) => answer.status());
  expect(statuses).toContain(200);
  expect(statuses).toContain(303);
  for (const answer of answers.filter((a) => a.status() === 303)) expect(answer.headers().location).toBe('/meus-dados');
  await page.goto('/meus-dados');
  await expect(page.getByText('Seu arquivo anterior ainda está sendo preparado. Aguarde alguns segundos e tente de novo.').first()).toBeVisible();
  const pdf = answers.find((a) => a.status() === 200)!;
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('sem sessão, os downloads levam ao login', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: NO_SESSION });
  const response = await context.request.get('/meus-dados/dados.json', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/');
  await context.close();
});
