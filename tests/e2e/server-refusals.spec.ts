// What the portal's own server refuses (issue 8 #2, #3): a form posted from another site gets a
// pt-BR 403 page, a body over 64 KiB a pt-BR 413 page — and a 50 MB post leaves memory flat.
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { startLonePortal, type LonePortal } from '../support/lone-portal.ts';
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, test } from './fixtures.ts';
import { scriptsEnabled } from './scripting.ts';

const PORT_BASE = Number(process.env.E2E_PORT_BASE || 4520);
// A form page served at `origin` by the browser itself (no script needed to submit it).
const FORM_PAGE = (action: string, fields: string) =>
  `<!doctype html><html lang="pt-BR"><title>Formulário</title><form method="post" action="${action}">${fields}<button>Enviar</button></form></html>`;

let portal: LonePortal;
test.beforeAll(async () => {
  const port = PORT_BASE + (scriptsEnabled() ? 64 : 74);
  // No API at all: neither refusal may need it.
  portal = await startLonePortal(port, `http://127.0.0.1:${port + 1}`);
});
test.afterAll(async () => { await portal?.stop(); });

test('um formulário enviado de outro site recebe a página 403 em português', async ({ page }) => {
  await page.route('http://outro-site.example/', (route) =>
    route.fulfill({ contentType: 'text/html', body: FORM_PAGE(`${portal.url}/`, '<input name="cpf" value="52998224725">') }));
  await page.goto('http://outro-site.example/');
  const [response] = await Promise.all([page.waitForResponse(`${portal.url}/`), page.getByRole('button', { name: 'Enviar' }).click()]);
  expect(response.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Envio bloqueado por segurança' })).toBeVisible();
  await expectNoAxeViolations(page, 'envio de outro site (403)');
});

test('um envio acima de 64 KiB recebe a página 413 em português', async ({ page }) => {
  // Same origin as the portal, so only the size is wrong.
  await page.route(`${portal.url}/formulario-de-teste`, (route) =>
    route.fulfill({ contentType: 'text/html', body: FORM_PAGE('/', `<textarea name="texto">${'a'.repeat(70 * 1024)}</textarea>`) }));
  await page.goto(`${portal.url}/formulario-de-teste`);
  const [response] = await Promise.all([page.waitForResponse(`${portal.url}/`), page.getByRole('button', { name: 'Enviar' }).click()]);
  expect(response.status()).toBe(413);
  await expect(page.getByRole('heading', { level: 1, name: 'Envio grande demais' })).toBeVisible();
  await expectNoAxeViolations(page, 'envio grande demais (413)');
});

/** The portal's peak resident memory so far (Linux VmHWM), in bytes. */
const peakRss = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${portal.pid}/status`, 'utf8'))![1]) * 1024;

test('um POST de 50 MB é recusado sem que a memória do portal cresça', async () => {
  test.skip(!scriptsEnabled(), 'o servidor é o mesmo com e sem JavaScript: basta medir uma vez');
  const before = peakRss();
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  const status = await new Promise<number>((resolve, reject) => {
    const req = httpRequest(`${portal.url}/`, {
      method: 'POST',
      headers: { origin: portal.url, 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
    }, (res) => {
      res.resume();
      // Measured once the upload is over, whichever side ended it.
      req.once('close', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    // Chunked, so the server cannot refuse on a declared length and must count as it reads.
    let sent = 0;
    const pump = () => {
      while (sent < 50 && req.write(chunk)) sent++;
      if (sent < 50) req.once('drain', pump);
      else req.end();
    };
    pump();
  });
  expect(status).toBe(413);
  expect(peakRss() - before).toBeLessThan(16 * 1024 * 1024);
});
