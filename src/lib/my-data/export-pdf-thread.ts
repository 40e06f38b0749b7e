// The data export's PDF, built off the portal's event loop (issue 19 #10): each one in a worker
// thread of its own, two at a time for the whole portal (two cores), one at a time per member, so
// a burst of exports neither slows other members' pages nor piles up memory. The API limits how
// many exports a member may ask for in an hour.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';

const slots = pLimit(2);
const inFlight = new Set<string>();

// Built (astro build), the worker is bundled next to this chunk by the portal-server integration;
// from the sources (astro dev, tests), Node runs the TypeScript file itself. Named through a
// variable so the bundler leaves the URLs alone.
const BUILT = 'export-pdf-worker.mjs';
const SOURCE = 'export-pdf-worker.ts';
const workerFile = () => {
  const built = new URL(`./${BUILT}`, import.meta.url);
  return existsSync(built) ? built : new URL(`./${SOURCE}`, import.meta.url);
};

function runWorker(data: Record<string, unknown>, memberName: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile(), { workerData: { data, memberName } });
    worker.once('message', (bytes: Uint8Array) => resolve(bytes));
    worker.once('error', reject);
    worker.once('exit', (code) => { if (code !== 0) reject(new Error(`exportação terminou com código ${code}`)); });
  });
}

/** The PDF, or 'busy' while another export of the same member is still being built. */
export async function buildExportPdf(memberKey: string, data: Record<string, unknown>, memberName: string): Promise<Uint8Array | 'busy'> {
  if (inFlight.has(memberKey)) return 'busy';
  inFlight.add(memberKey);
  try {
    return await slots(() => runWorker(data, memberName));
  } finally {
    inFlight.delete(memberKey);
  }
}
