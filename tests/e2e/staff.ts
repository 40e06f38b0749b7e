// Staff of the back office in the browser: the demo account of a role signs in at /gestao/entrar
// (e-mail and password, then the TOTP code computed from its demo secret), as a person would.
import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import type { StaffRole } from '../../contract/staff-roles.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../associate-api/seed/staff.ts';

export { DEMO_STAFF };

export async function signInAsStaff(page: Page, role: StaffRole): Promise<void> {
  const account = DEMO_STAFF[role];
  await page.goto('/gestao/entrar');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // A code is accepted once per 30-second step; the next step's code covers a step already used.
  for (const stepsAhead of [0, 1]) {
    const code = new TOTP({ secret: account.totpSecret, digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
    await page.getByLabel('Código de acesso').fill(code);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    if (await page.getByText(account.name).first().isVisible()) break;
  }
  await expect(page.locator('[data-staff-who]')).toContainText(account.name);
}
