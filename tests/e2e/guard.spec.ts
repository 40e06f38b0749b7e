// The route guard (spec §2): private pages need a live session; the session marker is dropped
// when it is not one; signing out really ends the session. And every private page, reached
// signed in, passes axe.
import { PRIVATE_PAGES } from '../../scripts/lib/portal-routes.ts';
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria, expect, signIn, test } from './fixtures.ts';
import { MARIA } from './members.ts';

const LOGIN_HEADING = { level: 1, name: 'Seja bem-vindo a área do associado' } as const;

test('sem sessão, toda página privada leva ao login', async ({ page }) => {
  for (const { path } of PRIVATE_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
  await expect(page.getByRole('heading', LOGIN_HEADING)).toBeVisible();
});

test('um cookie de sessão forjado é descartado e o associado fica fora', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'token', value: 'forjado-' + 'x'.repeat(40), url: baseURL! }]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', LOGIN_HEADING)).toBeVisible();
  expect((await context.cookies()).filter((cookie) => cookie.name === 'token')).toEqual([]);
});

// Pages whose opening state depends on which journeys ran before on the same stack, analysed by
// their own journey before it changes them: the folder list shows a restricted folder as open
// once the terms journey accepted its terms (shared-folders.spec.ts), the invoice list fewer
// pending invoices once the payment journeys paid (finance.spec.ts).
const ANALYSED_BY_THEIR_JOURNEY = new Set(['/pastasCompartilhadas', '/financeiro/faturas']);

for (const { path } of PRIVATE_PAGES) {
  asMaria(`com sessão, ${path} abre com o menu e passa no axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeAttached();
    if (!ANALYSED_BY_THEIR_JOURNEY.has(path)) await expectNoAxeViolations(page, path);
  });
}

asMaria('cada página privada tem um título só seu', async ({ page }) => {
  const titles = new Set<string>();
  for (const { path } of PRIVATE_PAGES) {
    await page.goto(path);
    titles.add(await page.title());
  }
  // A member with several tabs, or a screen reader announcing the tab, tells pages apart by title.
  expect(titles.size).toBe(PRIVATE_PAGES.length);
});

test('Sair encerra a sessão: voltar ao Dashboard leva ao login', async ({ page, context }) => {
  await signIn(page, MARIA);
  const sessionCookie = (await context.cookies()).find((cookie) => cookie.name === 'token');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', LOGIN_HEADING)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);

  // The old cookie, replayed (say, from a shared computer's history), must not work either.
  expect(sessionCookie).toBeDefined();
  await context.addCookies([sessionCookie!]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
