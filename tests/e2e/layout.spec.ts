// The frame around every private page (spec §2): the menu on a phone — a slide-over with
// JavaScript, a native 'Menu' disclosure in the top bar without it — and the live clock that a
// member can stop (WCAG 2.2.2; without JavaScript a static time, which guard.spec.ts's axe covers).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';
import { waitForIslands } from './scripting.ts';

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await waitForIslands(page);
}

test.describe('com JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'comportamento que só existe com JavaScript');

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
    // The menu sits in the top bar: the rest of the bar goes inert with the page, the menu does not.
    await expect(page.locator('.topbar__logout')).toHaveJSProperty('inert', true);
    await expect(page.locator('.menu-fold')).toHaveJSProperty('inert', false);
    await page.keyboard.press('Escape');
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
    await expect(openMenu).toBeFocused();
    await expect(page.locator('.topbar__logout')).toHaveJSProperty('inert', false);

    await page.getByRole('link', { name: 'Ir para o menu [2]' }).focus();
    await page.keyboard.press('Enter');
    await expect(openMenu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
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
});

test.describe('sem JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'com JavaScript o menu do celular é o painel lateral');

  // Closed on arrival, in the top bar's row beside the clock and 'Sair', so the page's heading
  // comes first; opened, it pushes the page down (nothing covered); the accessibility bar's
  // 'Ir para o menu [2]' opens it too; on a wide screen the menu is shown with no disclosure.
  test("no celular o menu é um 'Menu' recolhido na barra do topo, que abre no lugar e pelo atalho 2", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/dashboard');
    const toggle = page.locator('summary', { hasText: 'Menu' });
    const home = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Página Inicial' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(home).toBeHidden();
    const [toggleBox, logoutBox] = [await toggle.boundingBox(), await page.getByRole('button', { name: 'Sair' }).boundingBox()];
    expect(Math.abs(toggleBox!.y - logoutBox!.y), "'Menu' na mesma linha que 'Sair'").toBeLessThan(12);

    await toggle.click();
    await expect(home).toBeVisible();
    const lastLink = await page.getByRole('link', { name: 'Meus dados' }).boundingBox();
    expect((await heading.boundingBox())!.y, 'o título desce, não fica coberto').toBeGreaterThan(lastLink!.y + lastLink!.height);
    expect(Math.abs((await toggle.boundingBox())!.y - toggleBox!.y), "'Menu' fica onde estava").toBeLessThan(4);
    await expectNoAxeViolations(page, 'menu aberto sem JavaScript');

    await page.goto('/dashboard');
    await expect(home).toBeHidden();
    await page.getByRole('link', { name: 'Ir para o menu [2]' }).focus();
    await page.keyboard.press('Enter');
    await expect(home).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await expect(home).toBeVisible();
    await expect(toggle).toBeHidden();
  });
});
