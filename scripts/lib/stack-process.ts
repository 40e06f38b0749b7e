// Runs `scripts/start.ts` as a child for tools that need a whole stack of their own (the
// benchmark): its output shows until the stack is ready, then stays out of the tool's report.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { READY_LINE } from './demo-banner.ts';

export type RunningStack = { stop(): Promise<void> };

export function startStackProcess(env: Record<string, string>): Promise<RunningStack> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let ready = false;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (ready) return;
      console.error(line);
      if (line.includes(READY_LINE)) {
        ready = true;
        resolve({ stop });
      }
    });
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`a pilha terminou antes de ficar pronta (código ${code})`));
    });
  });
}
