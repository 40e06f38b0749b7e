// Each journey runs twice, in the project with JavaScript and in the one without; these helpers
// let one test body serve both.
import { test, type Page } from '@playwright/test';
import { islandsHydrated } from '../../scripts/lib/login-steps.ts';

export function scriptsEnabled(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/** With JavaScript, clicking a server-rendered island before React takes over would be lost. */
export async function waitForIslands(page: Page): Promise<void> {
  if (scriptsEnabled()) await islandsHydrated(page);
}
