// Runs in a worker thread (export-pdf-thread.ts): laying out a member's export with pdf-lib is
// seconds of CPU for a long history, which on the portal's own thread would stall every other
// member's page. Takes the export and the member's name, answers the PDF's bytes, then ends.
import { parentPort, workerData } from 'node:worker_threads';
import { exportPdf } from './export-pdf.ts';

const { data, memberName } = workerData as { data: Record<string, unknown>; memberName: string };
const bytes = await exportPdf(data, memberName);
parentPort!.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
