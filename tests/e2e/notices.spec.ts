// Avisos (issue 23 §3), with and without JavaScript: the top bar's unread count (one row on a
// phone, at 200% text too), the list with unread notices marked, opening one (marked read, then its
// page) and the channel choices. The opt-out link of a real notice e-mail: gestao-notice-opt-out.spec.ts
// (a document published in the back office, on the back office's own stacks).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';

const topBarNotices = (page: Page) => page.locator('.topbar__notices');
const unreadCount = async (page: Page) => Number(/(\d+) não lido/.exec((await topBarNotices(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
const choice = (page: Page, category: string, channel: string) => page.getByRole('group', { name: category }).getByRole('checkbox', { name: channel });

test('o contador no topo leva aos avisos, com os não lidos marcados', async ({ page }) => {
  await page.goto('/dashboard');
  // Maria's demo notices: two unread (a payment made by another journey may add one).
  const link = page.locator('.topbar').getByRole('link', { name: /^Avisos, \d+ não lidos$/ });
  await expect(link).toBeVisible();
  const count = await unreadCount(page);
  expect(count).toBeGreaterThanOrEqual(2);
  await link.click();
  await expect(page).toHaveURL(/\/avisos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Seus avisos' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Fatura vence em 3 dias' }).getByText('Não lido')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Pagamento recebido' }).last().getByText('Não lido')).toHaveCount(0);
  await expect(page.getByText(`${count} avisos não lidos.`)).toBeVisible();
  await expectNoAxeViolations(page, 'avisos');
});

test('no celular o topo fica numa linha, também com texto a 200%', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/avisos');
  for (const large of [false, true]) {
    if (large) await page.evaluate(() => document.documentElement.classList.add('texto-200'));
    const row = [page.locator('.topbar__menu:visible, .menu-fold__toggle:visible').first(), topBarNotices(page), page.getByRole('button', { name: 'Sair' })];
    const middles = await Promise.all(row.map(async (item) => { const box = (await item.boundingBox())!; return box.y + box.height / 2; }));
    const widths = await page.locator('.topbar > *, .topbar .clock').evaluateAll((items) => items.map((item) => { const r = item.getBoundingClientRect(); return `${item.className}: ${Math.round(r.x)}+${Math.round(r.width)}@${Math.round(r.y)}`; }).join('; '));
    expect(Math.max(...middles) - Math.min(...middles), `${large ? 'a 200%' : 'a 100%'} (${widths})`).toBeLessThan(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});

test('abrir um aviso o marca como lido e leva ao que ele trata', async ({ page }) => {
  await page.goto('/avisos');
  const before = await unreadCount(page);
  const notice = page.getByRole('listitem').filter({ hasText: 'Nova movimentação no seu processo' }).first();
  await expect(notice.getByText('Não lido')).toBeVisible();
  await notice.getByRole('button', { name: 'Abrir' }).click();
  await expect(page).toHaveURL(/\/juridico\/processos\/\d+$/);
  expect(await unreadCount(page)).toBe(before - 1);
  await page.goto('/avisos');
  await expect(page.getByRole('listitem').filter({ hasText: 'Nova movimentação no seu processo' }).first().getByText('Não lido')).toHaveCount(0);
});

test('as preferências por tipo e canal são salvas', async ({ page }) => {
  await page.goto('/avisos');
  await expect(choice(page, 'Novo documento ou assembleia', 'Portal')).toBeChecked();
  await expect(choice(page, 'Novo documento ou assembleia', 'E-mail')).toBeChecked();
  await expect(choice(page, 'Novo documento ou assembleia', 'SMS')).not.toBeChecked();
  await choice(page, 'Novo documento ou assembleia', 'SMS').check();
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências de avisos salvas.')).toBeVisible();
  await expect(choice(page, 'Novo documento ou assembleia', 'SMS')).toBeChecked();
  await expectNoAxeViolations(page, 'avisos, preferências salvas');
  // Back as the demo data has it, for the journeys after this one.
  await choice(page, 'Novo documento ou assembleia', 'SMS').uncheck();
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências de avisos salvas.')).toBeVisible();
  await expect(choice(page, 'Novo documento ou assembleia', 'SMS')).not.toBeChecked();
});
