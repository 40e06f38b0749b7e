// Work that would stall every member's page on the portal's one event loop (laying out a PDF,
// reading one's text) runs in a worker thread of its own, which ends with the job.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/**
 * The worker's file: built (astro build), the portal-server integration bundles it next to the
 * chunk that starts it (`built`); from the sources (astro dev, tests) Node runs the TypeScript file
 * itself (`source`). Callers name both in string literals, so the integration finds the chunk and
 * the bundler leaves the URLs alone.
 */
export function workerFile(base: string, built: string, source: string): URL {
  const bundled = new URL(`./${built}`, base);
  return existsSync(bundled) ? bundled : new URL(`./${source}`, base);
}

export type WorkerLimits = {
  /** The worker is stopped after this long: a pathological file must not hold a slot forever. */
  timeoutMs?: number;
  /** V8's heap for the worker: past it the worker dies alone, the portal stays up. */
  maxHeapMb?: number;
  transfer?: ArrayBuffer[];
};

export class WorkerStopped extends Error {}

/** Starts the worker with `data`, resolves with its one message, rejects if it fails or is stopped. */
export function runWorker<T>(file: URL, data: unknown, limits: WorkerLimits = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, {
      workerData: data,
      transferList: limits.transfer,
      resourceLimits: limits.maxHeapMb ? { maxOldGenerationSizeMb: limits.maxHeapMb } : undefined,
    });
    const timer = limits.timeoutMs
      ? setTimeout(() => { reject(new WorkerStopped('tempo esgotado')); void worker.terminate(); }, limits.timeoutMs)
      : undefined;
    worker.once('message', (answer: T) => { clearTimeout(timer); resolve(answer); });
    worker.once('error', (error) => { clearTimeout(timer); reject(error); });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new WorkerStopped(`worker terminou com código ${code}`));
    });
  });
}
