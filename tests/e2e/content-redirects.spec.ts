// The alternative menu paths of spec §2 answer with a permanent redirect to the matching page.
import { expect, signIn, test } from './fixtures.ts';
import { MARIA } from './members.ts';

const MOVED = {
  '/comunicacao': '/comunicacaoago',
  '/comunicacao/faq': '/faq',
  '/comunicacao/noticias': '/noticias',
  '/documentosOficiais': '/relatoriosContabeis',
  '/documentosOficiais/contabilidade': '/relatoriosContabeis',
};

test('os caminhos do menu alternativo redirecionam de forma permanente', async ({ page }) => {
  for (const [from, to] of Object.entries(MOVED)) {
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location!, 'http://portal').pathname, from).toBe(to);
  }
  await signIn(page, MARIA);
  await page.goto('/comunicacao/faq');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perguntas Frequentes' })).toBeVisible();
});
