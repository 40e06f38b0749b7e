// The cost of 'Ler como texto' (README, "Ler como texto"): for a 1-page and a 100-page PDF of
// ordinary text, the time of one extraction in its worker thread, the portal process's peak
// memory while it runs (the worker's heap included: one process) and the longest stall of the
// portal's own event loop meanwhile, next to the longest stall of the same loop left idle as long
// (what the machine itself costs). Run: `npx node scripts/measure-pdf-text.ts`.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { makePdf } from '../associate-api/seed/pdf.ts';
import { extractTextInWorker } from '../src/lib/pdf-text/extract-text-thread.ts';

const PARAGRAPH = 'A associação encerrou o exercício com as contas aprovadas pelo Conselho Fiscal, que examinou cada '
  + 'lançamento, cada contrato e cada recibo apresentado pela diretoria, e recomendou a aprovação pela assembleia.';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function idleStall(ms: number): Promise<number> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  await new Promise((resolve) => setTimeout(resolve, ms));
  loop.disable();
  return loop.max / 1e6;
}

async function measure(pages: number): Promise<void> {
  const pdf = await makePdf('Relatório', Array.from({ length: pages }, (_, i) => ({ heading: `Seção ${i + 1}`, paragraphs: Array(12).fill(PARAGRAPH) })));
  // The bytes are handed to the worker (and so emptied here): their size first.
  const size = pdf.byteLength;
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 5);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const answer = await extractTextInWorker(pdf);
  const elapsed = performance.now() - started;
  loop.disable();
  clearInterval(sampler);
  const chars = answer.kind === 'text' ? answer.pages.flat().join('').length : 0;
  const idle = await idleStall(elapsed);
  console.log(`${pages} página(s), ${(size / 1024).toFixed(0)} KB, ${chars} caracteres: ${elapsed.toFixed(0)} ms; `
    + `memória do processo ${mb(before)} → pico ${mb(peak)} (+${mb(peak - before)}); `
    + `maior atraso do event loop ${(loop.max / 1e6).toFixed(0)} ms (parado: ${idle.toFixed(0)} ms)`);
}

// Twice each: the first run also pays for loading the modules into this process.
for (const pages of [1, 1, 100, 100]) await measure(pages);
