// DESIGN §6 page-weight budgets as a test: bytes over the wire are the same on any machine, so no
// throttling is needed here (`npm run bench` measures the slow-connection timings). Every page of
// scripts/lib/portal-routes.ts is weighed twice: as a first visit (cold cache, ≤ 80 KB) and
// reached from another page of the portal (runtime and CSS cached, ≤ 15 KB); pages without
// islands stay ≤ 50 KB with no JavaScript, and a page's own island code ≤ 20 KB.
import { budgetBreaches, countsAgainstBudget, kb, unexpectedAnswer, type Visit } from '../../scripts/lib/page-budgets.ts';
import { measurePage } from '../../scripts/lib/page-weight.ts';
import { ALL_PAGES } from '../../scripts/lib/portal-routes.ts';
import { expect, test } from './fixtures.ts';

// Where a member arrives from: the dashboard after signing in, or the login page when signed out.
const COMING_FROM = { private: '/dashboard', public: '/' } as const;
const VISITS: Visit[] = ['first', 'from-another-page'];

test.describe('peso das páginas (DESIGN §6)', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'com JavaScript o navegador baixa tudo o que conta no orçamento');

  for (const visit of VISITS) {
    test(visit === 'first' ? 'primeira visita de cada página' : 'cada página vinda de outra página do portal', async ({ browser, baseURL, mariaSession }) => {
      const breaches: string[] = [];
      for (const page of ALL_PAGES) {
        const weight = await measurePage(browser, new URL(page.path, baseURL).href, countsAgainstBudget,
          page.access === 'private' ? mariaSession : undefined,
          { throttled: false, comingFrom: visit === 'first' ? undefined : COMING_FROM[page.access] });
        const found = [...unexpectedAnswer(page, weight), ...budgetBreaches(weight, visit)];
        breaches.push(...found.map((breach) => `${page.path} (${kb(weight.totalBytes)}): ${breach}`));
      }
      expect(breaches).toEqual([]);
    });
  }
});
