// 'Ler como texto' off the portal's event loop: each extraction in a worker thread of its own with
// its own heap limit and a time limit, two at a time for the whole portal (two cores) and a short
// queue behind them. Past that the member gets a friendly 503 ('tente de novo em instantes')
// rather than a portal that slows down for everyone or piles up PDFs in memory.
import pLimit from 'p-limit';
import { logger } from '../logger.ts';
import { runWorker, workerFile, WorkerStopped } from '../worker-thread.ts';
import type { Extraction, ExtractLimits } from './extract-text.ts';

/** What members' documents may be for a text reading; the figures are in the README. */
export const TEXT_LIMITS = {
  /** The association's own upload limit (MAX_FILE_MB's default). */
  maxBytes: 25 * 1024 * 1024,
  maxPages: 300,
  /** About 150 pages of dense text: an HTML page a phone still opens. */
  maxChars: 400_000,
  timeoutMs: 30_000,
  maxHeapMb: 128,
  running: 2,
  waiting: 4,
} as const;

const slots = pLimit(TEXT_LIMITS.running);

// Literals: the portal-server integration looks for the built name in the server's chunks.
const WORKER = () => workerFile(import.meta.url, 'extract-text-worker.mjs', 'extract-text-worker.ts');

/** Too large for a text reading (bytes, or the worker ran out of time or memory). */
export type TextAnswer = Extraction | { kind: 'too-large' } | { kind: 'busy' };

export async function extractTextInWorker(bytes: Uint8Array, password?: string): Promise<TextAnswer> {
  if (bytes.byteLength > TEXT_LIMITS.maxBytes) return { kind: 'too-large' };
  if (slots.activeCount + slots.pendingCount >= TEXT_LIMITS.running + TEXT_LIMITS.waiting) return { kind: 'busy' };
  // Handed over, not copied, when the bytes own their buffer.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  const limits: ExtractLimits = { maxPages: TEXT_LIMITS.maxPages, maxChars: TEXT_LIMITS.maxChars };
  try {
    return await slots(() => runWorker<Extraction>(WORKER(), { bytes: own, limits, password }, {
      timeoutMs: TEXT_LIMITS.timeoutMs, maxHeapMb: TEXT_LIMITS.maxHeapMb, transfer: [own.buffer as ArrayBuffer],
    }));
  } catch (error) {
    // Stopped at its time limit or out of its heap: the document is too heavy to read here.
    if (error instanceof WorkerStopped || (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return { kind: 'too-large' };
    logger.error(`leitura de texto de PDF falhou: ${(error as Error).name}`);
    return { kind: 'unreadable' };
  }
}
