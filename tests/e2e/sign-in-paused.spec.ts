// A paused sign-in is not a dead end (issue 20, item 9): the page says how long to wait (the
// API's words, from its Retry-After), gives the association's phone and keeps 'Perdi minha senha'.
// A stand-in API answers step 2 with a pause, so no real CPF is paused for the other journeys.
import { createServer, type Server } from 'node:http';
import { startLonePortal, type LonePortal } from '../support/lone-portal.ts';
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, test } from './fixtures.ts';
import { MARIA } from './members.ts';
import { scriptsEnabled, waitForIslands } from './scripting.ts';

const PORT_BASE = Number(process.env.E2E_PORT_BASE || 4520);
const PAUSED = 'Muitas tentativas. Aguarde 15 minutos e tente novamente.';

function startPausingApi(port: number): Promise<Server> {
  const answers: Record<string, [number, unknown, Record<string, string>?]> = {
    '/csrftoken': [200, { csrfToken: 'token-de-teste' }],
    '/login/step1': [200, { data: { associate_id: 1, name: 'Maria Aparecida da Silva' }, complete: true }],
    '/login/step2': [429, { msg: PAUSED }, { 'retry-after': '900' }],
  };
  const server = createServer((request, response) => {
    const [status, body, headers] = answers[(request.url ?? '').split('?')[0]!] ?? [404, { msg: 'Não encontrado' }];
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let portal: LonePortal;
let api: Server;

test.beforeAll(async () => {
  const base = PORT_BASE + (scriptsEnabled() ? 67 : 77);
  api = await startPausingApi(base + 1);
  portal = await startLonePortal(base, `http://127.0.0.1:${base + 1}`);
});
test.afterAll(async () => {
  await portal?.stop();
  await new Promise((resolve) => api?.close(resolve));
});

test('login pausado diz quanto esperar, dá o telefone e mantém "Perdi minha senha"', async ({ page }) => {
  await page.goto(portal.url);
  // As every journey signs in: once the form's island has hydrated, or a click on a cold portal
  // (its first page, beside two busy workers) can land on the form being replaced.
  await waitForIslands(page);
  await page.getByLabel('CPF').fill(MARIA.cpf);
  await page.getByRole('button', { name: 'Realizar acesso' }).click();
  await page.getByLabel('Senha', { exact: true }).fill('Qualquer#Senha1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const alert = page.locator('#form-error');
  await expect(alert).toContainText('Aguarde 15 minutos');
  await expect(alert).toContainText(/ligue para a associação: \(\d{2}\) \d{4,5}-\d{4}/);
  await expect(page.getByRole('button', { name: 'Perdi minha senha' })).toBeVisible();
  await expectNoAxeViolations(page, 'login pausado');
});
