// Without JavaScript a page-level message cannot close itself nor be closed (issue 20, item 4):
// it is part of the page, at the top of the content, and covers nothing — not the accessibility
// bar, not 'Menu' or 'Sair'.
import type { Locator } from '@playwright/test';
import { asMaria as test, expect } from './fixtures.ts';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 320, height: 640 },
];

async function box(element: Locator) {
  const found = await element.boundingBox();
  expect(found, `${element} na página`).not.toBeNull();
  return found!;
}

test('sem JavaScript a mensagem fica no topo do conteúdo, sem cobrir nada', async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled !== false, 'com JavaScript a mensagem é um aviso que se fecha');
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    // 'Buscar CEP' without scripts: the page comes back with 'Endereço preenchido…' as a message.
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    const message = page.locator('.toast', { hasText: 'Endereço preenchido a partir do CEP' });
    await expect(message).toBeVisible();
    const where = `a ${viewport.width} px`;
    await expect(page.locator('main .toast'), `mensagem dentro do conteúdo ${where}`).toHaveCount(1);
    const shown = await box(message);
    const topBar = await box(page.locator('.topbar'));
    const heading = await box(page.getByRole('heading', { level: 1 }));
    expect(shown.y, `mensagem abaixo da barra do topo ${where}`).toBeGreaterThanOrEqual(topBar.y + topBar.height);
    expect(shown.y + shown.height, `mensagem acima do título ${where}`).toBeLessThanOrEqual(heading.y);
    // In the flow, it scrolls with the page: nothing stays pinned over what comes after.
    expect(await message.evaluate((el) => getComputedStyle(el.closest('.toasts')!).position), `mensagem no fluxo ${where}`).not.toBe('fixed');
  }
});
