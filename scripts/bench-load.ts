// `npm run bench:load`: throughput and faults with 50 signed-in members (issue 8). For PGlite, then
// PostgreSQL (a throw-away database): the 404 page (the framework's floor: no API call), the
// dashboard, /faq, /noticias and a document list, BENCH_SECONDS (default 30) each; then the API
// restarted in the middle of a run (members get the 503 page, never a 500, and their sessions work
// afterwards) and, on PostgreSQL, the API's connections killed with pg_terminate_backend (the API
// reconnects by itself). Then the folder scenario (issue 19 #5, scripts/lib/load/folder-files.ts): a
// folder of ten 8 MB PDFs viewed by 20 members at once and each file opened by 5 at once, with
// the portal's and the API's peak memory. Prints each figure beside the floor and writes
// bench-results/load.json.
//   BENCH_SECONDS=10 npm run bench:load        shorter runs
//   BENCH_DATABASES=postgres npm run bench:load one database only
//   BENCH_PORT_BASE=4640                        ports (portal, API: +0, +1)
//   BENCH_ONLY=folders                          the folder scenario alone
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './lib/build-if-stale.ts';
import { openApiSession } from './lib/api-session.ts';
import { adminQuery, startBenchStack, type BenchStack, type DatabaseKind } from './lib/load/bench-stack.ts';
import { drive, type RunResult } from './lib/load/drive.ts';
import { addScannedFolder, driveFolder, RSS_LIMIT_MB, type FolderResult } from './lib/load/folder-files.ts';
import { waitUntilReady } from './lib/wait-until-ready.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
const FAULT_SECONDS = Math.max(10, Math.min(SECONDS, 20));
const MEMBERS = 50;
const PORT_BASE = Number(process.env.BENCH_PORT_BASE || 4640);
const DATABASES = (process.env.BENCH_DATABASES || 'pglite,postgres').split(',') as DatabaseKind[];
const FOLDERS_ONLY = process.env.BENCH_ONLY === 'folders';
const MARIA = { cpf: '52998224725', password: 'Aposentada@2024' };

const FLOOR = { path: '/nao-existe', expectedStatus: 404 };
const PAGES = ['/dashboard', '/faq', '/noticias', '/agoage/2025'];

type FaultResult = { name: string; statuses: Record<string, number>; fiveHundreds: number; sessionsAfter: string; recovered: boolean };
type DatabaseResult = { database: DatabaseKind; floor?: RunResult; pages: RunResult[]; faults: FaultResult[]; folder: FolderResult };

async function signInMembers(stack: BenchStack): Promise<string[]> {
  const access = { apiUrl: stack.apiUrl, apiKey: stack.apiKey };
  const sessions: string[] = [];
  // One after another: argon2 on 2 cores; each session is one member's browser.
  for (let i = 0; i < MEMBERS; i++) sessions.push(await openApiSession(access, MARIA));
  return sessions;
}

/** How many of the members' sessions open the dashboard now. */
async function sessionsThatWork(stack: BenchStack, cookies: string[]): Promise<number> {
  let working = 0;
  for (const sid of cookies) {
    const response = await fetch(`${stack.portalUrl}/dashboard`, { headers: { cookie: `token=${sid}` }, redirect: 'manual' });
    await response.body?.cancel();
    if (response.status === 200) working++;
  }
  return working;
}

const run = (stack: BenchStack, cookies: string[], path: string, expectedStatus = 200, seconds = SECONDS, during?: Parameters<typeof drive>[0]['during']) =>
  drive({ url: stack.portalUrl, path, cookies, connections: MEMBERS, seconds, expectedStatus, pids: stack.pids, during });

async function fault(stack: BenchStack, cookies: string[], name: string, action: () => Promise<void>): Promise<FaultResult> {
  const result = await run(stack, cookies, '/dashboard', 200, FAULT_SECONDS, { after: FAULT_SECONDS / 3, action });
  await waitUntilReady(`${stack.apiUrl}/health`);
  const working = await sessionsThatWork(stack, cookies);
  const fiveHundreds = Object.entries(result.statuses).filter(([s]) => s !== '503' && Number(s) >= 500).reduce((n, [, c]) => n + c, 0);
  return { name, statuses: result.statuses, fiveHundreds, sessionsAfter: `${working}/${cookies.length}`, recovered: working === cookies.length };
}

async function benchDatabase(kind: DatabaseKind): Promise<DatabaseResult> {
  console.log(`\n== ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${MEMBERS} associados, ${SECONDS} s por página`);
  let folderId = 0;
  const stack = await startBenchStack(kind, { portal: PORT_BASE, api: PORT_BASE + 1 }, root, async (database) => {
    folderId = await addScannedFolder(database);
  });
  try {
    const cookies = await signInMembers(stack);
    // A short warm-up so the first measured page does not pay for JIT and caches.
    await run(stack, cookies, '/dashboard', 200, 3);
    const folder = await driveFolder(stack.portalUrl, folderId, cookies, stack.pids);
    printFolder(folder);
    if (FOLDERS_ONLY) return { database: kind, pages: [], faults: [], folder };
    const floor = await run(stack, cookies, FLOOR.path, FLOOR.expectedStatus);
    print(floor, floor);
    const pages: RunResult[] = [];
    for (const path of PAGES) {
      const result = await run(stack, cookies, path);
      print(result, floor);
      pages.push(result);
    }
    const faults = [await fault(stack, cookies, 'API reiniciada', () => stack.restartApi())];
    if (kind === 'postgres') {
      faults.push(await fault(stack, cookies, 'pg_terminate_backend', async () => {
        await adminQuery('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [stack.databaseName]);
      }));
    }
    for (const f of faults) {
      console.log(`   falha: ${f.name.padEnd(22)} respostas ${JSON.stringify(f.statuses)}; 5xx além de 503: ${f.fiveHundreds}; sessões depois: ${f.sessionsAfter}`);
    }
    return { database: kind, floor, pages, faults, folder };
  } finally {
    await stack.stop();
  }
}

function printFolder(folder: FolderResult): void {
  console.log(
    `   pasta com 10 PDFs de 8 MB: 20 associados na pasta ${JSON.stringify(folder.folderViews)}, cada arquivo aberto por 5 ` +
    `${JSON.stringify(folder.fileOpens)}, ${folder.bytesServedMb} MB servidos em ${folder.seconds} s; ` +
    `RSS máx. portal ${folder.peakRssMb.portal} MB, API ${folder.peakRssMb.api} MB (limite ${RSS_LIMIT_MB} MB): ${folder.passed ? 'ok' : 'FALHOU'}`,
  );
}

function print(result: RunResult, floor: RunResult): void {
  const ratio = floor.requestsPerSecond ? (result.requestsPerSecond / floor.requestsPerSecond).toFixed(2) : '-';
  console.log(
    `   ${result.path.padEnd(14)} ${String(result.requestsPerSecond).padStart(5)} req/s (${ratio} do piso)` +
    `  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  erros ${result.errors}` +
    `  RSS máx. portal ${result.peakRssMb.portal} MB, API ${result.peakRssMb.api} MB`,
  );
}

buildIfStale(root);
const results: DatabaseResult[] = [];
for (const kind of DATABASES) results.push(await benchDatabase(kind));
const summary = { date: new Date().toISOString(), seconds: SECONDS, members: MEMBERS, cpus: (await import('node:os')).cpus().length, results };
mkdirSync(`${root}/bench-results`, { recursive: true });
writeFileSync(`${root}/bench-results/load.json`, `${JSON.stringify(summary, null, 2)}\n`);
console.log('\nResumo em bench-results/load.json');
// Outside the fault windows not one error is allowed; inside them, never a 500.
const failed = results.some((r) => !r.folder.passed || [...(r.floor ? [r.floor] : []), ...r.pages].some((p) => p.errors > 0)
  || r.faults.some((f) => f.fiveHundreds > 0 || !f.recovered));
process.exit(failed ? 1 : 0);
