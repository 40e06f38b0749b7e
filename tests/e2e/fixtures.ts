// What every journey shares: the stack it runs against and signing a member in.
import { expect, test as base, type BrowserContext, type Page, type PlaywrightWorkerArgs, type WorkerFixture } from '@playwright/test';
import * as loginSteps from '../../scripts/lib/login-steps.ts';
import { ANA, MARIA, type Member } from './members.ts';
import { waitForIslands } from './scripting.ts';

export type StackOptions = {
  /** DATA_DIR of the stack this project runs against (its e-mail outbox lives there). */
  dataDir: string;
  /** The stack's payment sandbox: its ledger and test-only PIX confirmation. */
  paymentSandboxUrl: string;
};

type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;
type WorkerSessions = { mariaSession: SignedInState; anaSession: SignedInState };

/**
 * One sign-in per worker, reused by every test that only needs to be on a private page: the
 * sign-in journey itself is tested on its own, and argon2 on a 2-core machine is not free.
 */
function workerSession(member: Member): [WorkerFixture<SignedInState, PlaywrightWorkerArgs>, { scope: 'worker' }] {
  return [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, javaScriptEnabled: true });
      await loginSteps.signIn(await context.newPage(), member, loginSteps.islandsHydrated);
      await use(await context.storageState());
      await context.close();
    },
    { scope: 'worker' },
  ];
}

export const test = base.extend<StackOptions, WorkerSessions>({
  dataDir: ['', { option: true }],
  paymentSandboxUrl: ['', { option: true }],
  mariaSession: workerSession(MARIA),
  anaSession: workerSession(ANA),
});
export { expect };

/** Storage state of a visitor who never signed in. */
export const NO_SESSION = { cookies: [], origins: [] };

/** For tests that start signed in as Maria (her session cookie, not a sign-in of their own). */
export const asMaria = test.extend({
  storageState: async ({ mariaSession }, use) => use(mariaSession),
});

/**
 * Signed in as Ana, for the stacks where nobody changes her password (the recovery journey
 * does, on the com-js and sem-js stacks).
 */
export const asAna = test.extend({
  storageState: async ({ anaSession }, use) => use(anaSession),
});

/** Step 1 of the login: the CPF, then 'Realizar acesso'. */
export async function submitCpf(page: Page, cpf: string): Promise<void> {
  await loginSteps.submitCpf(page, cpf, waitForIslands);
}

/** The whole sign-in of a member with a password, ending on the dashboard. */
export async function signIn(page: Page, member: Member): Promise<void> {
  await loginSteps.signIn(page, member, waitForIslands);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
