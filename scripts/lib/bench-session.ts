// What the browser benchmarks share before measuring: the stack they measure, Maria signed in
// once, unthrottled, and a viewer's address read from the page that links to it. None of it is
// part of a measured visit.
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { MARIA } from './demo-members.ts';
import { islandsHydrated, signIn } from './login-steps.ts';
import { startStackProcess, type RunningStack } from './stack-process.ts';
import { testStack } from './test-stack.ts';
import type { ViewerPage } from './viewer-pages.ts';

/**
 * The running stack at BENCH_URL, or one of the benchmark's own (fresh DATA_DIR, ports from
 * BENCH_PORT_BASE or `defaultPortBase`), with `stop` to end it.
 */
export async function benchStack(name: string, defaultPortBase: number): Promise<{ baseUrl: string; stack?: RunningStack }> {
  if (process.env.BENCH_URL) return { baseUrl: process.env.BENCH_URL };
  const portBase = Number(process.env.BENCH_PORT_BASE || defaultPortBase);
  const bench = testStack(name, { portal: portBase + 1, api: portBase + 11, payment: portBase + 12, sms: portBase + 13 });
  return { baseUrl: bench.portalUrl, stack: await startStackProcess(bench.env) };
}

export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Maria's cookies, for each measured (cold-cache) context to carry. */
export async function signedInState(browser: Browser, baseURL: string): Promise<SignedInState> {
  const context = await browser.newContext({ baseURL });
  try {
    await signIn(await context.newPage(), MARIA, islandsHydrated);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A viewer's address, found as Maria finds it. */
export async function viewerPath(browser: Browser, baseURL: string, state: BrowserContextOptions['storageState'], find: ViewerPage['find']): Promise<string> {
  const context = await browser.newContext({ baseURL, storageState: state });
  try {
    return await find(await context.newPage());
  } finally {
    await context.close();
  }
}
