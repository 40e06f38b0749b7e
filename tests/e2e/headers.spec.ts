// What the portal's real answers carry (README "Cabeçalhos de segurança", DESIGN §6 security):
// the CSP, Referrer-Policy, cookie flags (Secure once the members' address is https), an e-mailed
// link's page sending no Referer and setting nothing, and the API key never reaching a browser.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Response } from '@playwright/test';
import { ALL_PAGES } from '../../scripts/lib/portal-routes.ts';
import { expect, signIn, test } from './fixtures.ts';
import { MARIA } from './members.ts';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'cabeçalhos não dependem do JavaScript do navegador');

const linkToken = () => randomBytes(32).toString('base64url');

test('páginas com CSP fechada e Referrer-Policy same-origin; a página de um link não manda Referer a outros sites nem grava nada', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
    expect(csp, directive).toContain(directive);
  }
  // Inline scripts only by hash: an injected <script> never runs.
  expect(csp).toMatch(/script-src[^;]*'sha256-/);
  expect(csp).not.toContain("'unsafe-inline'");
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');

  // A GET of a link changes nothing (DESIGN §7.1): no redirect, no cookie; an unknown one is 404.
  const link = await request.get(`/${linkToken()}`, { maxRedirects: 0 });
  expect(link.status()).toBe(404);
  expect(link.headers()['referrer-policy']).toBe('same-origin');
  expect(link.headers()['set-cookie']).toBeUndefined();
});

test('o cookie de sessão é HttpOnly e SameSite=Lax', async ({ page }) => {
  const answers: Response[] = [];
  page.on('response', (response) => answers.push(response));
  await signIn(page, MARIA);
  // Set-Cookie is left out of response.headers(): read it with allHeaders().
  const setCookies = await Promise.all(answers.map(async (response) => (await response.allHeaders())['set-cookie'] ?? ''));
  const setsSession = setCookies.find((header) => /(^|\n)token=/.test(header));
  expect(setsSession, 'resposta que cria o cookie token').toBeDefined();
  expect(cookieFlags({ headers: () => ({ 'set-cookie': setsSession! }) }, 'token')).toEqual({ httpOnly: true, sameSite: 'lax', secure: false });
});

test('com PUBLIC_URL https os cookies são Secure e há HSTS', async ({ baseURL, dataDir }) => {
  // A second portal of the same build, configured as production is: its address is https.
  const port = Number(new URL(baseURL!).port) + 48;
  const portal = spawn(process.execPath, ['dist/server/entry.mjs'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: 'https://associado.exemplo.org',
      ASSOCIATE_API_KEY: (await readFile(join(dataDir, 'api-key'), 'utf8')).trim(),
      // Never called: the accessibility preferences are the portal's own cookies.
      ASSOCIATE_API_URL: `http://127.0.0.1:${port + 1}`,
    },
    stdio: 'ignore',
  });
  try {
    const portalUrl = `http://127.0.0.1:${port}`;
    await expect.poll(() => fetch(`${portalUrl}/nao-existe`).then((r) => r.status, () => 0), { timeout: 20_000 }).toBe(404);
    const answer = await fetch(`${portalUrl}/acessibilidade/preferencias`, {
      method: 'POST', redirect: 'manual', headers: { origin: portalUrl }, body: new URLSearchParams({ acao: 'contraste' }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    expect(answer.headers.get('set-cookie')).toMatch(/=alto;.*Secure/i);
  } finally {
    portal.kill('SIGTERM');
  }
});

test('a chave da API não aparece em nenhuma página nem arquivo que o navegador recebe', async ({ page, dataDir, baseURL }) => {
  const apiKey = (await readFile(join(dataDir, 'api-key'), 'utf8')).trim();
  expect(apiKey.length).toBeGreaterThan(16);
  const bodies: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(baseURL!) && response.status() < 300) {
      bodies.push(response.body().then((body) => `${response.url()}\n${JSON.stringify(response.headers())}\n${body.toString('latin1')}`, () => null));
    }
  });
  await signIn(page, MARIA);
  for (const { path } of ALL_PAGES) await page.goto(path);
  await page.goto('/relatoriosContabeis');
  await page.locator('a[href^="/documentos/"]').first().click();
  await page.locator('.pdf-viewer[data-status="ready"]').waitFor();
  const leaks = (await Promise.all(bodies)).filter((body): body is string => body !== null && body.includes(apiKey));
  expect(leaks.map((body) => body.split('\n')[0])).toEqual([]);
  expect(bodies.length, 'páginas e arquivos examinados').toBeGreaterThan(ALL_PAGES.length);
});

function cookieFlags(response: { headers(): Record<string, string> }, name: string) {
  const line = (response.headers()['set-cookie'] ?? '').split('\n').find((cookie) => cookie.startsWith(`${name}=`)) ?? '';
  return {
    httpOnly: /;\s*HttpOnly/i.test(line),
    sameSite: /;\s*SameSite=(\w+)/i.exec(line)?.[1]?.toLowerCase(),
    secure: /;\s*Secure/i.test(line),
  };
}
