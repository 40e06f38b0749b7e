// Staff of the back office in browser journeys: the demo accounts (one per role) signed in through
// /gestao/entrar as a person would, e-mail and password, then the TOTP code computed from the demo
// secret. A code is accepted once: when another sign-in of the same account used this 30-second
// step's code, the next step's code (accepted one step ahead) is typed instead.
import { expect, type Page } from '@playwright/test';
import type { StaffRole } from '../../contract/staff-roles.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../associate-api/seed/staff.ts';
import { totpCode } from '../api/helpers/staff.ts';

export async function signInAsStaff(page: Page, role: StaffRole): Promise<void> {
  const account = DEMO_STAFF[role];
  await page.goto('/gestao/entrar');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // A refused code leaves the page at the code step: the next step's code goes in the same field.
  for (const stepsAhead of [0, 1]) {
    await page.getByLabel('Código de acesso').fill(totpCode(account.totpSecret, new Date(), stepsAhead));
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForLoadState();
    if (!new URL(page.url()).pathname.startsWith('/gestao/entrar')) break;
  }
  await expect(page.getByText(account.name, { exact: false }).first()).toBeVisible();
}
