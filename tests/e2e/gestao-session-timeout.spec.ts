// The back office's time limit (WCAG 2.2.1), as the member pages have theirs (session-timeout.spec.ts):
// every page of the Gestão says when the staff session ends if unused (30 minutes), with and
// without JavaScript; with it, two minutes before, a dialog offers to continue, which renews the
// staff session on the API, or leads to the back office's own sign-in. The page's clock is
// Playwright's (page.clock): nobody waits half an hour.
//
// One sign-in for the file, its cookie given to each test (in order: the last one ends the
// session): an account's authenticator code is accepted once, and three sign-ins within a minute
// would use up the codes the other journeys of the same account need.
import type { Cookie } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, test } from './fixtures.ts';
import { signInAsStaff } from './staff.ts';

test.describe.configure({ mode: 'serial' });

let staffCookies: Cookie[] = [];
test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await signInAsStaff(await context.newPage(), 'financeiro');
  staffCookies = await context.cookies();
  await context.close();
});
test.beforeEach(async ({ context }) => {
  await context.addCookies(staffCookies);
});

const STAFF_IDLE_MINUTES = 30;
const WARNING = 'Sua sessão vai expirar em 2 minutos por falta de atividade.';

test('a Gestão diz quando a sessão da equipe expira sem atividade', async ({ page }) => {
  const before = Date.now();
  await page.goto('/gestao');
  const time = page.getByRole('contentinfo').locator('.session-deadline time');
  await expect(page.getByRole('contentinfo')).toContainText(/Sem atividade, sua sessão expira às \d{2}:\d{2}\./);
  const left = Date.parse((await time.getAttribute('datetime'))!) - before;
  expect(left).toBeGreaterThan((STAFF_IDLE_MINUTES - 1) * 60_000);
  expect(left).toBeLessThanOrEqual(STAFF_IDLE_MINUTES * 60_000 + 5_000);
});

test.describe('com JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'o aviso só existe com JavaScript');

  test('dois minutos antes o aviso pergunta; "Continuar conectado" renova a sessão da equipe', async ({ page }) => {
    await page.clock.install();
    await page.goto('/gestao');
    const deadline = page.getByRole('contentinfo').locator('.session-deadline time');
    const first = await deadline.getAttribute('datetime');
    await page.clock.fastForward(`${STAFF_IDLE_MINUTES - 2}:05`);
    const warning = page.getByRole('alertdialog', { name: WARNING });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expectNoAxeViolations(page, 'gestão, aviso de sessão');
    const renewed = page.waitForResponse((response) => response.url().endsWith('/gestao/sessao/renovar'));
    await warning.getByRole('button', { name: 'Continuar conectado' }).click();
    expect((await renewed).status()).toBe(200);
    await expect(warning).toBeHidden();
    // The API counted the renewal as use: the end moved (by the seconds between the two calls).
    await expect(deadline).not.toHaveAttribute('datetime', first!);
    await page.clock.fastForward(`${STAFF_IDLE_MINUTES - 3}:00`);
    await expect(warning).toBeHidden();
  });

  test('sem resposta o aviso vira "Sua sessão expirou", que leva à entrada da Gestão; "Sair" encerra', async ({ page }) => {
    await page.clock.install();
    await page.goto('/gestao');
    await page.clock.fastForward(`${STAFF_IDLE_MINUTES}:05`);
    const expired = page.getByRole('alertdialog', { name: 'Sua sessão expirou' });
    await expect(expired).toBeVisible();
    await expect(expired.getByRole('link', { name: 'Entrar de novo' })).toHaveAttribute('href', '/gestao/entrar');

    await page.goto('/gestao');
    await page.clock.fastForward(`${STAFF_IDLE_MINUTES - 1}:00`);
    await page.getByRole('alertdialog', { name: WARNING }).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/gestao\/entrar$/);
    await page.goto('/gestao');
    await expect(page).toHaveURL(/\/gestao\/entrar$/);
  });
});
