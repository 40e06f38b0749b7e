// One child process of the stack, its output prefixed with its name so an operator reading
// one terminal can tell the API's lines from the portal's.
// STACK_LOG_FILE also appends every line to that file: the browser tests search a run's logs
// for card data that must never appear there (DESIGN §7.5).
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export function startService(name: string, script: string, env: NodeJS.ProcessEnv, cwd: string, nodeFlags: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeFlags, script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logFile = env.STACK_LOG_FILE;
  prefixLines(child.stdout, `[${name}] `, process.stdout, logFile);
  prefixLines(child.stderr, `[${name}] `, process.stderr, logFile);
  return child;
}

function prefixLines(from: Readable | null, prefix: string, to: NodeJS.WritableStream, logFile: string | undefined): void {
  if (!from) return;
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
    to.write(prefix + line + '\n');
    if (logFile) appendFileSync(logFile, prefix + line + '\n');
  });
}
