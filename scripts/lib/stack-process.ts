// Runs `scripts/start.ts` as a child for tools that need a whole stack of their own (the
// benchmark, the browser tests). By default its output shows on the tool's stderr until the stack
// is ready, then stays out of the tool's report.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { READY_LINE } from './demo-banner.ts';

export type RunningStack = {
  stop(): Promise<void>;
  /** Settles with the exit code when the stack ends, whether stopped or not. */
  exited: Promise<number | null>;
};

export type LineHandler = (line: string, ready: boolean) => void;
const UNTIL_READY: LineHandler = (line, ready) => {
  if (!ready) console.error(line);
};

export function startStackProcess(env: Record<string, string>, onLine: LineHandler = UNTIL_READY): Promise<RunningStack> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let ready = false;
    createInterface({ input: child.stdout }).on('line', (line) => {
      onLine(line, ready);
      if (!ready && line.includes(READY_LINE)) {
        ready = true;
        resolve({ stop, exited });
      }
    });
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`a pilha terminou antes de ficar pronta (código ${code})`));
    });
  });
}
