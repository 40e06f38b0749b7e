// Staff of the back office in browser journeys: the demo accounts by role (one per role, with fixed
// TOTP secrets: associate-api/seed/staff.ts) and their sign-in at /gestao/entrar, the same forms
// with or without JavaScript, computing the authenticator's code as the app would.
import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import type { StaffRole } from '../../contract/staff-roles.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../associate-api/seed/staff.ts';

export type StaffAccount = { email: string; name: string; totpSecret: string; password: string };

const withPassword = (role: StaffRole): StaffAccount => ({ ...DEMO_STAFF[role], password: DEMO_STAFF_PASSWORD });

export const demoStaff: Record<StaffRole, StaffAccount> = {
  admin: withPassword('admin'),
  comunicacao: withPassword('comunicacao'),
  juridico: withPassword('juridico'),
  atendimento: withPassword('atendimento'),
  financeiro: withPassword('financeiro'),
};

/** The authenticator's 6 digits for `secret` now (or `stepsAhead` 30-second steps later). */
export const totpNow = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

const USED_CODE = /Código incorreto ou já usado/;

/** E-mail and password, then the code; ends on Início of the Gestão. */
export async function signInAsStaff(page: Page, role: StaffRole | StaffAccount): Promise<void> {
  const account = typeof role === 'string' ? demoStaff[role] : role;
  await page.goto('/gestao/entrar');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await enterCode(page, account.totpSecret);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão' })).toBeVisible();
}

/**
 * A code is accepted once: when another sign-in of the same account (another journey, or its
 * enrolment) used this step's code, the next step's code is typed, as a person would wait for it.
 */
async function enterCode(page: Page, secret: string): Promise<void> {
  for (const stepsAhead of [0, 1]) {
    await page.getByLabel('Código de acesso').fill(totpNow(secret, stepsAhead));
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForLoadState('load');
    if (!(await page.getByText(USED_CODE).isVisible())) return;
  }
  // Both used within this 30-second step: the next step begins a fresh window.
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  await page.getByLabel('Código de acesso').fill(totpNow(secret, 1));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}
