// Runs in a worker thread (extract-text-thread.ts): takes a PDF's bytes, the limits and perhaps a
// password, answers the extraction, then ends (and with it everything pdf.js allocated).
import { parentPort, workerData } from 'node:worker_threads';
import { extractText, type ExtractLimits } from './extract-text.ts';

const { bytes, limits, password } = workerData as { bytes: Uint8Array; limits: ExtractLimits; password?: string };
parentPort!.postMessage(await extractText(bytes, limits, password));
