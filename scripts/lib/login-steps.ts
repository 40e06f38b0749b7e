// The two steps of the login page, driven through the page as a member would. Shared by the
// browser tests (which add their assertions) and the benchmark (which needs a signed-in member).
import type { Page } from '@playwright/test';

export type Credentials = { cpf: string; password: string };
/** Waits until the login island can take clicks (a no-op where JavaScript is off). */
export type ReadyCheck = (page: Page) => Promise<void>;

export async function submitCpf(page: Page, cpf: string, ready: ReadyCheck): Promise<void> {
  await page.goto('/');
  await ready(page);
  await page.getByLabel('CPF').fill(cpf);
  await page.getByRole('button', { name: 'Realizar acesso' }).click();
}

export async function signIn(page: Page, member: Credentials, ready: ReadyCheck): Promise<void> {
  await submitCpf(page, member.cpf, ready);
  await page.getByLabel('Senha', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

/**
 * Ready once React has taken over every island that hydrates with the page. Islands that wait to
 * be shown (client:visible, e.g. the card form in its closed dialog) hydrate when they appear.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.locator('astro-island[ssr]:not([client="visible"])').first().waitFor({ state: 'detached' });
}
