// `npm start` must never serve an old build after someone edited the portal, yet must not spend
// a minute rebuilding when nothing changed: rebuild only when a source is newer than the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILD_OUTPUT = 'dist/server/entry.mjs';
const SOURCES = ['src', 'public', 'astro.config.mjs', 'contract'];

export function buildIfStale(root: string): void {
  const reason = staleReason(root);
  if (!reason) return;
  console.log(`Compilando o portal (${reason})…`);
  const astro = join(root, 'node_modules/.bin/astro');
  // Run astro's script with this Node 24, not whatever `node` the shell would find first.
  const result = spawnSync(process.execPath, [astro, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('A compilação do portal falhou (astro build).');
}

function staleReason(root: string): string | null {
  const output = join(root, BUILD_OUTPUT);
  if (!existsSync(output)) return 'nenhuma compilação encontrada';
  const builtAt = statSync(output).mtimeMs;
  const newer = SOURCES.map((source) => join(root, source)).find((path) => newestMtime(path) > builtAt);
  return newer ? `${newer} mudou desde a última compilação` : null;
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}
