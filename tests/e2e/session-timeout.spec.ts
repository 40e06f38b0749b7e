// The time limit of a signed-in page (WCAG 2.2.1, issue 21): every private page says when the
// session ends if unused, with and without JavaScript; with it, two minutes before the end a
// dialog offers to continue, as often as needed, and stands down when another tab continued.
// The page's clock is Playwright's (page.clock): nobody waits an hour.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';

const LINE = /^Sem atividade, sua sessão expira às (\d{2}):(\d{2})\.$/;
const IDLE_MINUTES = 60;
const WARNING = 'Sua sessão vai expirar em 2 minutos por falta de atividade.';

/** Minutes since midnight in Brasília time. */
function brasiliaMinutes(date: Date): number {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(date).split(':').map(Number) as [number, number];
  return hour * 60 + minute;
}

async function expectDeadlineLine(page: Page, path: string) {
  const before = new Date();
  await page.goto(path);
  const text = (await page.locator('.session-deadline').textContent())!.replace(/\s+/g, ' ').trim();
  const [, hour, minute] = text.match(LINE) ?? [];
  expect(text, path).toMatch(LINE);
  // Within the idle limit of now (modulo a day), never later.
  const told = Number(hour) * 60 + Number(minute);
  const ahead = (told - brasiliaMinutes(before) + 24 * 60) % (24 * 60);
  expect(ahead, `${path}: ${text}`).toBeGreaterThanOrEqual(IDLE_MINUTES - 2);
  expect(ahead, `${path}: ${text}`).toBeLessThanOrEqual(IDLE_MINUTES);
}

test('toda página privada diz quando a sessão expira sem atividade', async ({ page }) => {
  // A page with its own data call, and a panel that asks the API nothing of its own.
  await expectDeadlineLine(page, '/faq');
  await expectDeadlineLine(page, '/financeiro');
  await expect(page.getByRole('contentinfo')).toContainText('Sem atividade, sua sessão expira às');
});

/**
 * To one minute before the end the page was told. Not IDLE_MINUTES - 1 from now: the API records
 * a session's use at most once a minute, so the end it tells can be up to a minute sooner than an
 * hour from this page's load (and a loaded machine adds seconds); then that jump went straight
 * past the warning to 'Sua sessão expirou'.
 */
async function toOneMinuteBeforeTheEnd(page: Page): Promise<void> {
  const left = Number(await page.locator('session-timeout').getAttribute('data-left-ms'));
  await page.clock.fastForward(left - 60_000);
}

test.describe('com JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'o aviso só existe com JavaScript');

  const warning = (page: Page) => page.getByRole('alertdialog', { name: WARNING });

  test('dois minutos antes o aviso pega o foco, "Continuar conectado" renova (10 vezes) e devolve o foco', async ({ page }) => {
    await page.clock.install();
    await page.goto('/faq');
    const search = page.getByRole('searchbox');
    await search.focus();
    await page.clock.fastForward(`${IDLE_MINUTES - 3}:00`);
    await expect(warning(page)).toHaveCount(0);
    for (let round = 1; round <= 10; round += 1) {
      await page.clock.fastForward('01:05');
      await expect(warning(page), `aviso ${round}`).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continuar conectado' })).toBeFocused();
      if (round === 1) await expectNoAxeViolations(page, 'aviso de sessão');
      await page.getByRole('button', { name: 'Continuar conectado' }).click();
      await expect(warning(page)).toBeHidden();
      await expect(search).toBeFocused();
      // The next warning comes two minutes before the renewed end, not sooner.
      await page.clock.fastForward(`${IDLE_MINUTES - 3}:00`);
      await expect(warning(page)).toBeHidden();
    }
  });

  test('sem resposta o aviso vira "Sua sessão expirou" com "Entrar de novo"', async ({ page }) => {
    await page.clock.install();
    await page.goto('/faq');
    await toOneMinuteBeforeTheEnd(page);
    await expect(warning(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair' }).last()).toBeVisible();
    await page.clock.fastForward('01:05');
    const expired = page.getByRole('alertdialog', { name: 'Sua sessão expirou' });
    await expect(expired).toBeVisible();
    await expect(expired.getByRole('link', { name: 'Entrar de novo' })).toHaveAttribute('href', '/');
  });

  test('o aviso fecha sozinho quando outra aba continuou a sessão', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/faq');
    const other = await context.newPage();
    await other.goto('/noticias');
    await toOneMinuteBeforeTheEnd(page);
    await expect(warning(page)).toBeVisible();
    await expect(warning(other)).toBeVisible();
    await other.getByRole('button', { name: 'Continuar conectado' }).click();
    await expect(warning(other)).toBeHidden();
    await expect(warning(page)).toBeHidden();
    await other.close();
  });
});
