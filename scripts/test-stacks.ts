// The browser tests' stacks (playwright.config.ts), started as one web server: each stack gets a
// copy of the migrated, seeded PGlite template in its DATA_DIR (no initdb, migration or seed at
// start-up), and all of them start at once; each one's launcher probes its API's and portal's
// /health before saying it is ready. Prints STACKS_READY_LINE once every stack answers.
//
// Input: TEST_STACKS, a JSON array of the stacks' environments (scripts/lib/test-stack.ts).
import { copySeededPglite } from './lib/pglite-template.ts';
import { startStackProcess, type RunningStack } from './lib/stack-process.ts';
import { STACKS_READY_LINE } from './lib/test-stack.ts';

const stacks = JSON.parse(process.env.TEST_STACKS ?? '[]') as Record<string, string>[];
// E2E_SERVER_LOGS=1 shows what the API and the portal said while a journey failed (their stderr
// always shows).
const onLine = process.env.E2E_SERVER_LOGS ? (line: string) => console.log(line) : () => {};

// One after the other: the first copy of each kind builds its template, the next ones reuse it.
for (const env of stacks) await copySeededPglite(env.DATA_DIR!, env.DEMO_CONTENT !== 'off');

const running: RunningStack[] = [];
let stopping = false;
async function stopAll(exitCode: number): Promise<never> {
  stopping = true;
  await Promise.all(running.map((stack) => stack.stop()));
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll(0));

const started = await Promise.allSettled(stacks.map(async (env) => {
  const stack = await startStackProcess({ ...env, START_SKIP_BUILD: '1' }, onLine);
  running.push(stack);
  // A stack that dies during the run would fail journeys with confusing errors: say which.
  void stack.exited.then((code) => {
    if (stopping) return;
    console.error(`A pilha de teste da porta ${env.PORT} terminou (código ${code}); encerrando todas.`);
    void stopAll(1);
  });
}));
const failure = started.find((result) => result.status === 'rejected');
if (failure) {
  console.error((failure.reason as Error).message);
  await stopAll(1);
}
console.log(STACKS_READY_LINE);
