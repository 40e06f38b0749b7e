// The adapter runs in middleware mode; this copies our small HTTP server (src/server/*.mjs) next
// to Astro's handler so that `node dist/server/entry.mjs` stays the one command to run the portal.
// It also bundles the worker threads (the data export's PDF, 'Ler como texto'), which Vite does not
// build for the server, each next to the chunk that starts it (src/lib/worker-thread.ts).
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { copyFile, readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const SOURCE_DIR = fileURLToPath(new URL('../server/', import.meta.url));
const WORKERS = [
  { source: fileURLToPath(new URL('../lib/my-data/export-pdf-worker.ts', import.meta.url)), name: 'export-pdf-worker.mjs' },
  { source: fileURLToPath(new URL('../lib/pdf-text/extract-text-worker.ts', import.meta.url)), name: 'extract-text-worker.mjs' },
];

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
        for (const worker of WORKERS) {
          const dirs = new Set((await filesNaming(serverDir, worker.name)).map((file) => dirname(file)));
          if (dirs.size === 0) throw new Error(`nenhum arquivo do servidor inicia ${worker.name}`);
          for (const dir of dirs) {
            await build({
              entryPoints: [worker.source], outfile: join(dir, worker.name), bundle: true, platform: 'node', format: 'esm',
              target: 'node24', packages: 'external', logLevel: 'warning',
            });
          }
        }
      },
    },
  };
}
