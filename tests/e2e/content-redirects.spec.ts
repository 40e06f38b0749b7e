// The alternative menu paths of spec §2 answer with a permanent redirect to the matching page.
import { asMaria as test, expect, NO_SESSION } from './fixtures.ts';

const MOVED = {
  '/comunicacao': '/comunicacaoago',
  '/comunicacao/faq': '/faq',
  '/comunicacao/noticias': '/noticias',
  '/documentosOficiais': '/relatoriosContabeis',
  '/documentosOficiais/contabilidade': '/relatoriosContabeis',
};

test('os caminhos do menu alternativo redirecionam de forma permanente', async ({ page, playwright, baseURL }) => {
  // Without a session too: a bookmarked old path must not depend on being signed in.
  // Explicitly without cookies: request contexts made in a test inherit the project's storage state.
  const anonymous = await playwright.request.newContext({ baseURL, storageState: NO_SESSION });
  for (const [from, to] of Object.entries(MOVED)) {
    const response = await anonymous.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location!, 'http://portal').pathname, from).toBe(to);
  }
  await anonymous.dispose();
  // Signed in, the redirect lands on the page itself.
  await page.goto('/comunicacao/faq');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perguntas Frequentes' })).toBeVisible();
});
