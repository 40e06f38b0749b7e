// Avisos (issue 23 §3), with and without JavaScript: the top bar's unread count (one row on a
// phone, at 200% text too), the list with unread notices marked, opening one (marked read, then its
// page), the channel choices, and the opt-out link of a real notice e-mail, which asks first
// (opening it changes nothing) and turns that one channel off with its one button.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect, NO_SESSION } from './fixtures.ts';
import { linkFromOutbox } from './outbox.ts';
import { confirmPix } from './payment-sandbox.ts';

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

test("o link de cancelamento de um e-mail 'Pagamento recebido' pergunta antes e desliga só aquele canal", async ({ page, browser, baseURL, paymentSandboxUrl, dataDir }) => {
  const since = Date.now();
  // A real payment, paid by PIX in the member's bank, sends the notice.
  await page.goto('/financeiro/faturas');
  await page.getByRole('link', { name: 'Pagar Renovação da carteirinha de associado', exact: true }).click();
  const id = page.url().split('/').pop()!;
  await page.getByLabel(/^PIX/).check();
  await page.getByRole('button', { name: /^Confirmar pagamento/ }).click();
  await expect(page.getByLabel('Código PIX copia e cola')).toHaveValue(/^000201/);
  await confirmPix({ paymentSandboxUrl, dataDir }, id);
  const link = await linkFromOutbox(dataDir, new RegExp(`${baseURL}/cancelar-aviso/[A-Za-z0-9_-]{30}`), (text) => text.includes('Renovação da carteirinha'), since, "e-mail 'Pagamento recebido' na caixa de saída");

  const visitor = await browser.newPage({ storageState: NO_SESSION });
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Cancelar aviso' })).toBeVisible();
  await expect(visitor.getByText('Você quer deixar de receber Pagamento recebido por E-mail?')).toBeVisible();
  await expectNoAxeViolations(visitor, 'cancelar aviso');
  // Opening the link (as a mail scanner would) changed nothing.
  await page.goto('/avisos');
  await expect(choice(page, 'Pagamento recebido', 'E-mail')).toBeChecked();

  await visitor.getByRole('button', { name: 'Não quero mais receber este aviso por E-mail' }).click();
  await expect(visitor.getByText('Pronto: você não receberá mais Pagamento recebido por E-mail.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(visitor, 'aviso cancelado');
  const altered = await visitor.goto(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`);
  expect(altered?.status()).toBe(404);
  await expect(visitor.getByText(/^Este link de cancelamento não é válido\./)).toBeVisible();
  await visitor.close();

  await page.goto('/avisos');
  await expect(choice(page, 'Pagamento recebido', 'E-mail')).not.toBeChecked();
  await expect(choice(page, 'Pagamento recebido', 'Portal')).toBeChecked();
  await expect(choice(page, 'Fatura vence em 3 dias', 'E-mail')).toBeChecked();
});
