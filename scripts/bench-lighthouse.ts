// `npm run bench:lighthouse`: Lighthouse (mobile: its simulated Slow 4G and 4× slower CPU) on the
// three PDF viewers as Maria, beside the floor (/acessibilidade: calls no API) and the shared
// folders list, measured in the same run. Fails (exit 1) when a viewer is under issue 21's goal:
// performance ≥ 90, CLS ≤ 0.02, LCP ≤ 2.5 s. Lighthouse is not a dependency of the portal
// (≈ 180 MB): npx fetches the pinned version once from the npm registry.
// Starts its own stack (fresh DATA_DIR, ports from BENCH_PORT_BASE, 4600 unless set) unless
// BENCH_URL points at a running one; LIGHTHOUSE_RUNS (3) runs per page, the median reported.
import { chromium } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { benchStack, signedInState, viewerPath } from './lib/bench-session.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from './lib/chromium.ts';
import { VIEWER_PAGES } from './lib/viewer-pages.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const GOAL = { performance: 90, cls: 0.02, lcpMs: 2500 };
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
const run = promisify(execFile);

type Measure = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
type Row = { name: string; path: string; viewer: boolean; measure: Measure };

const { baseUrl, stack } = await benchStack('bench-lighthouse', 4600);

const reports = await mkdtemp(join(tmpdir(), 'lighthouse-'));
const rows: Row[] = [];
try {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const pages: Omit<Row, 'measure'>[] = [
    { name: 'piso (sem API)', path: '/acessibilidade', viewer: false },
    { name: 'pastas compartilhadas', path: '/pastasCompartilhadas', viewer: false },
  ];
  let cookie = '';
  try {
    const state = await signedInState(browser, baseUrl);
    cookie = state.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    for (const viewer of VIEWER_PAGES) pages.push({ name: viewer.name, path: await viewerPath(browser, baseUrl, state, viewer.find), viewer: true });
  } finally {
    await browser.close();
  }
  for (const page of pages) {
    const measures: Measure[] = [];
    for (let index = 0; index < runs; index += 1) {
      console.error(`lighthouse ${page.path} (${index + 1}/${runs})…`);
      measures.push(await lighthouse(new URL(page.path, baseUrl).href, cookie, join(reports, `${rows.length}-${index}.json`)));
    }
    rows.push({ ...page, measure: median(measures) });
  }
} finally {
  await rm(reports, { recursive: true, force: true });
  await stack?.stop();
}

print(rows);
const short = rows.filter(({ viewer, measure }) => viewer && (measure.performance < GOAL.performance || measure.cls > GOAL.cls || measure.lcpMs > GOAL.lcpMs));
for (const row of short) console.log(`ABAIXO DA META ${row.path}: desempenho ${row.measure.performance}, LCP ${seconds(row.measure.lcpMs)}, CLS ${row.measure.cls.toFixed(3)}`);
console.log(short.length === 0 ? 'Os três visualizadores dentro da meta.' : `${short.length} visualizador(es) abaixo da meta.`);
process.exitCode = short.length === 0 ? 0 : 1;

/** One Lighthouse run (mobile, performance only) with Maria's cookies on every request. */
async function lighthouse(url: string, cookie: string, output: string): Promise<Measure> {
  await run('npx', [
    '--yes', LIGHTHOUSE, url,
    '--only-categories=performance',
    `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
    `--chrome-flags=${CHROMIUM_LAUNCH_OPTIONS.args.join(' ')}`,
    '--output=json', `--output-path=${output}`, '--quiet',
  ], { env: { ...process.env, CHROME_PATH: CHROMIUM_LAUNCH_OPTIONS.executablePath }, maxBuffer: 16 * 1024 * 1024 });
  const report = JSON.parse(await readFile(output, 'utf8'));
  const value = (audit: string) => report.audits[audit].numericValue as number;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
  };
}

/** The run with the median performance score (its own figures, not a mix of runs). */
function median(measures: Measure[]): Measure {
  const sorted = [...measures].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function print(rows: Row[]): void {
  const floor = rows[0]!.measure;
  const header = ['Página', 'Desempenho', 'FCP', 'LCP', 'LCP ÷ piso', 'TBT', 'CLS', 'Speed Index'];
  const lines = rows.map(({ name, measure }) => [
    name,
    String(measure.performance),
    seconds(measure.fcpMs),
    seconds(measure.lcpMs),
    (measure.lcpMs / floor.lcpMs).toFixed(2),
    `${Math.round(measure.tbtMs)} ms`,
    measure.cls.toFixed(3),
    seconds(measure.speedIndexMs),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(['', format(header), ...lines.map(format), ''].join('\n'));
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile (simulado: 150 ms RTT, 1,6 Mbit/s, CPU 4×), mediana de ${runs} execução(ões) por página.`);
}
