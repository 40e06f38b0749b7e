// The portal against a failing associate API — stopped, or answering 500 (issue 7's last bullet,
// issue 8 #1): no member is signed out by an outage. Every private page answers 503 with its
// fallback message (or the 'Serviço temporariamente indisponível' page where it has no data of its
// own), keeps the `token` cookie, and passes axe.
import type { Server } from 'node:http';
import { PRIVATE_PAGES } from '../../scripts/lib/portal-routes.ts';
import { startFailingApi, startLonePortal, type LonePortal } from '../support/lone-portal.ts';
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, test } from './fixtures.ts';
import { scriptsEnabled } from './scripting.ts';

const PORT_BASE = Number(process.env.E2E_PORT_BASE || 4520);
const UNAVAILABLE = 'Serviço temporariamente indisponível';

for (const outage of ['stopped', 'failing'] as const) {
  test.describe(outage === 'stopped' ? 'API parada' : 'API respondendo 500', () => {
    let portal: LonePortal;
    let api: Server | undefined;

    test.beforeAll(async () => {
      // Each project (with and without JavaScript) runs in its own worker: its own ports.
      const base = PORT_BASE + (scriptsEnabled() ? 60 : 70) + (outage === 'stopped' ? 0 : 2);
      if (outage === 'failing') api = await startFailingApi(base + 1);
      portal = await startLonePortal(base, `http://127.0.0.1:${base + 1}`);
    });
    test.afterAll(async () => {
      await portal?.stop();
      await new Promise((resolve) => (api ? api.close(resolve) : resolve(undefined)));
    });

    test('cada página privada mostra o seu aviso, sem encerrar a sessão', async ({ page, context }) => {
      test.slow();
      let unavailablePageChecked = false;
      await context.addCookies([{ name: 'token', value: 'sessao-de-um-associado', url: portal.url }]);
      for (const { path } of PRIVATE_PAGES) {
        const response = await page.goto(portal.url + path);
        expect(response?.status(), path).toBe(503);
        const heading = page.getByRole('heading', { level: 1 });
        const alert = page.locator('main .form__alert');
        const unavailablePage = (await heading.textContent()) === UNAVAILABLE;
        if (unavailablePage) {
          await expect(page.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', new RegExp(`^${path}/?$`));
        } else {
          // The spec §8 fallback (or the API's own msg) where the page's data would be.
          await expect(alert.first(), path).toBeVisible();
        }
        expect((await context.cookies()).map((cookie) => cookie.name), path).toContain('token');
        // A stopped API and one answering 500 give each page the same state (the same fallback or
        // the same 503 page): it is analysed once, with the stopped API. The 503 page is one state
        // whichever page asked for it (only the address of 'Tentar novamente' changes): analysed at
        // its first appearance; every page's own fallback is analysed where it appears.
        if (outage === 'stopped' && !(unavailablePage && unavailablePageChecked)) {
          await expectNoAxeViolations(page, `${path} com a API parada`);
          unavailablePageChecked ||= unavailablePage;
        }
      }
    });
  });
}
