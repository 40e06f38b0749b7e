// A session left idle past SESSION_IDLE_MINUTES (DESIGN.md §7.4) ends: the member lands on the
// login page told 'Login expirado'. Runs on the short-session stack (playwright.config.ts).
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, signIn, test } from './fixtures.ts';
import { MARIA } from './members.ts';
import { SHORT_IDLE_SECONDS } from './short-session.ts';

test('sessão parada além do limite: volta ao login com "Login expirado"', async ({ page, context }) => {
  await signIn(page, MARIA);
  // The dashboard, already shown, was the session's last use. Nothing can be polled without
  // using the session again, so wait the idle limit itself (and a little for clock rounding).
  await page.waitForTimeout(SHORT_IDLE_SECONDS * 1000 + 300);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Login expirado').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Seja bem-vindo a área do associado' })).toBeVisible();
  expect((await context.cookies()).filter((cookie) => cookie.name === 'token')).toEqual([]);
  await expectNoAxeViolations(page, 'login, sessão expirada');
});
