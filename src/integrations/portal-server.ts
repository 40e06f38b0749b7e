// The adapter runs in middleware mode; this copies our small HTTP server (src/server/*.mjs) next
// to Astro's handler so that `node dist/server/entry.mjs` stays the one command to run the portal.
// It also bundles the data export's worker thread (src/lib/my-data/export-pdf-worker.ts), which
// Vite does not build for the server, next to the chunk that starts it.
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { copyFile, readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const SOURCE_DIR = fileURLToPath(new URL('../server/', import.meta.url));
const WORKER_SOURCE = fileURLToPath(new URL('../lib/my-data/export-pdf-worker.ts', import.meta.url));
const WORKER_NAME = 'export-pdf-worker.mjs';

/** The built server files that name the worker: it must sit in their directory. */
async function filesNaming(dir: string, name: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const scripts = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.mjs')).map((entry) => join(entry.parentPath, entry.name));
  const texts = await Promise.all(scripts.map((file) => readFile(file, 'utf8')));
  return scripts.filter((_, i) => texts[i]!.includes(name));
}

export default function portalServer(): AstroIntegration {
  let serverDir = '';
  return {
    name: 'portal:server',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = fileURLToPath(config.build.server);
      },
      'astro:build:done': async () => {
        const files = (await readdir(SOURCE_DIR)).filter((name) => name.endsWith('.mjs'));
        await Promise.all(files.map((name) => copyFile(join(SOURCE_DIR, name), join(serverDir, name))));
        const dirs = new Set((await filesNaming(serverDir, WORKER_NAME)).map((file) => dirname(file)));
        if (dirs.size === 0) throw new Error(`nenhum arquivo do servidor inicia ${WORKER_NAME}`);
        for (const dir of dirs) {
          await build({
            entryPoints: [WORKER_SOURCE], outfile: join(dir, WORKER_NAME), bundle: true, platform: 'node', format: 'esm',
            target: 'node24', packages: 'external', logLevel: 'warning',
          });
        }
      },
    },
  };
}
