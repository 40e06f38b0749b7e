// The data export's PDF, built off the portal's event loop (issue 19 #10): each one in a worker
// thread of its own, two at a time for the whole portal (two cores), one at a time per member, so
// a burst of exports neither slows other members' pages nor piles up memory. The API limits how
// many exports a member may ask for in an hour.
import pLimit from 'p-limit';
import { runWorker, workerFile } from '../worker-thread.ts';

const slots = pLimit(2);
const inFlight = new Set<string>();

// Literals: the portal-server integration looks for the built name in the server's chunks.
const WORKER = () => workerFile(import.meta.url, 'export-pdf-worker.mjs', 'export-pdf-worker.ts');

/** The PDF, or 'busy' while another export of the same member is still being built. */
export async function buildExportPdf(memberKey: string, data: Record<string, unknown>, memberName: string): Promise<Uint8Array | 'busy'> {
  if (inFlight.has(memberKey)) return 'busy';
  inFlight.add(memberKey);
  try {
    return await slots(() => runWorker<Uint8Array>(WORKER(), { data, memberName }));
  } finally {
    inFlight.delete(memberKey);
  }
}
