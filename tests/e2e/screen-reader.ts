// What a screen reader hears on the pages members use most, kept as reviewed ARIA snapshots
// (tests/e2e/__snapshots__/<project>/<name>.aria.yml): a lost label, heading or landmark, or a
// control that changed role, fails the run. The main landmark only: the menu is the same on every
// page (checked by its own tests) and the top bar's clock changes every second.
// Refreshed with `npm run test:snapshots`; text that depends on the hour (the dashboard greeting)
// is kept as a /regular expression/ in the .aria.yml, which a refresh leaves alone while it matches.
import { expect, type Page } from '@playwright/test';

export async function expectHeardAsBefore(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('main'), `o que o leitor de tela ouve em "${name}"`).toMatchAriaSnapshot({ name: `${name}.aria.yml` });
}
