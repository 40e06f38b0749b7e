// The frame around every private page (spec §2): the slide-over menu on a phone and the live
// clock that a member can stop (WCAG 2.2.2). Both are scripted; without JavaScript the menu is
// plain navigation and the clock a static time, which the axe checks of guard.spec.ts cover.
import type { Page } from '@playwright/test';
import { asMaria as test, expect } from './fixtures.ts';
import { waitForIslands } from './scripting.ts';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'comportamento que só existe com JavaScript');

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await waitForIslands(page);
}

test('no celular o menu abre, prende o foco e fecha com Esc', async ({ page }) => {
  await openDashboard(page);
  await page.setViewportSize({ width: 320, height: 640 });
  const openMenu = page.getByRole('button', { name: 'Abrir menu' });
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
  await openMenu.click();
  await expect(openMenu).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Página Inicial' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
  await expect(openMenu).toBeFocused();
});

test('o relógio mostra DD/MM/AAAA HH:mm:ss e pode ser pausado', async ({ page }) => {
  // The page's time is Playwright's to move: seconds pass at once instead of being waited for.
  await page.clock.install();
  await openDashboard(page);
  const clock = page.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  await expect(clock).toBeVisible();
  await page.getByRole('button', { name: 'Pausar relógio' }).click();
  const stopped = await clock.textContent();
  await page.clock.runFor(3_000);
  await expect(clock).toHaveText(stopped!);
  await page.getByRole('button', { name: 'Continuar relógio' }).click();
  await page.clock.runFor(2_000);
  await expect(clock).not.toHaveText(stopped!);
});
