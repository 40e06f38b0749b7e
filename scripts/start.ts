// `npm start`: the whole members' area on one machine — build the portal if its sources changed,
// start the associate API and the portal with one shared configuration, and say where to go.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from '../associate-api/node-flags.ts';
import { buildIfStale } from './lib/build-if-stale.ts';
import { resolveConfig, serviceEnv } from './lib/config.ts';
import { databaseFromEnv } from '../associate-api/config.ts';
import { demoBanner } from './lib/demo-banner.ts';
import { startService } from './lib/service.ts';
import { waitUntilReady } from './lib/wait-until-ready.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Tests and the benchmark build once beforehand and start many stacks: skipping saves minutes.
const skipBuild = process.argv.includes('--no-build') || process.env.START_SKIP_BUILD === '1';

if (!skipBuild) buildIfStale(root);
const config = resolveConfig();
const env = serviceEnv(config);
const services = new Map<string, ChildProcess>([
  // The local stand-in for the payment provider, unless the operator configured a real one.
  ...(config.payment.sandboxUrl ? [['pagamentos', startService('pagamentos', 'payment-sandbox/server.ts', env, root)] as const] : []),
  ['api', startService('api', 'associate-api/server.ts', env, root, API_NODE_FLAGS)],
  ['portal', startService('portal', 'dist/server/entry.mjs', env, root)],
]);

let stopping = false;
for (const [name, child] of services) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // Half a stack is worse than none: a portal without its API shows every member an error.
    console.error(`O processo ${name} terminou inesperadamente (${signal ?? `código ${code}`}); encerrando.`);
    stopAll(1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));

try {
  // The API first, so the portal's /health (which includes the API's readiness) never reports it
  // unreachable while it is merely starting.
  if (config.payment.sandboxUrl) await waitUntilReady(`${config.payment.sandboxUrl}/health`);
  await waitUntilReady(new URL('/health', config.apiUrl).href);
  await waitUntilReady(new URL('/health', config.localPortalUrl).href);
} catch (error) {
  console.error((error as Error).message);
  stopAll(1);
}
if (!stopping) console.log(demoBanner(config.publicUrl, databaseFromEnv().demoData));

function stopAll(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  const running = [...services.values()].filter((child) => child.exitCode === null && child.signalCode === null);
  let left = running.length;
  if (left === 0) process.exit(exitCode);
  for (const child of running) {
    child.once('exit', () => {
      if (--left === 0) process.exit(exitCode);
    });
    child.kill('SIGTERM');
  }
}
