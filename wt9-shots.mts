import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
const base = 'http://127.0.0.1:4990';
const dataDir = process.env.SHOT_DATA_DIR!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ baseURL: base })).newPage();
async function shot(name: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/wt9-shots/${name}-${width}.png`, fullPage: true });
  }
}
await page.goto('/');
await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached' });
await page.getByLabel('CPF').fill('111.444.777-35');
await page.getByRole('button', { name: 'Realizar acesso' }).click();
await page.getByLabel('Senha', { exact: true }).fill('Caminho#Seguro42');
await page.getByLabel('Confirme a senha').fill('Caminho#Seguro42');
await page.getByLabel('Data de nascimento').fill('14/03/1950');
await page.getByRole('button', { name: 'Login', exact: true }).click();
await page.getByText('Confira o seu e-mail').waitFor();
await shot('ativacao-enviada');
const outbox = join(dataDir, 'outbox');
const mail = readFileSync(join(outbox, readdirSync(outbox).sort().at(-1)!), 'utf8').replace(/=\r?\n/g, '');
const link = /http:\/\/127\.0\.0\.1:4990\/[A-Za-z0-9_-]{43}/.exec(mail)![0];
await page.goto(link);
await page.waitForURL(/dashboard/);
await page.goto('/logout').catch(() => {});
await page.goto('/');
await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached' });
await page.getByLabel('CPF').fill('111.444.777-35');
await page.getByRole('button', { name: 'Realizar acesso' }).click();
await page.getByLabel('Senha', { exact: true }).fill('Caminho#Seguro42');
await page.getByRole('button', { name: 'Login', exact: true }).click();
await page.waitForURL(/dashboard/);
await shot('dashboard');
await page.goto('/profile');
await page.getByRole('region', { name: 'Segurança' }).getByLabel('Senha atual').fill('Errada#123');
await page.getByRole('region', { name: 'Segurança' }).getByLabel('Nova senha').fill('Outra#Senha77');
await page.getByRole('region', { name: 'Segurança' }).getByLabel('Confirme a nova senha').fill('Outra#Senha77');
await page.getByRole('button', { name: 'Alterar senha' }).click();
await page.waitForTimeout(500);
await page.locator('#seguranca').scrollIntoViewIfNeeded();
for (const width of [1280, 320]) {
  await page.setViewportSize({ width, height: 1200 });
  await page.locator('#seguranca').screenshot({ path: `/tmp/wt9-shots/seguranca-${width}.png` });
}
await browser.close();
