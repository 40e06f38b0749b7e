// One child process of the stack, its output prefixed with its name so an operator reading
// one terminal can tell the API's lines from the portal's.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export function startService(name: string, script: string, env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  const child = spawn(process.execPath, [script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(child.stdout, `[${name}] `, process.stdout);
  prefixLines(child.stderr, `[${name}] `, process.stderr);
  return child;
}

function prefixLines(from: Readable | null, prefix: string, to: NodeJS.WritableStream): void {
  if (!from) return;
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(prefix + line + '\n'));
}
