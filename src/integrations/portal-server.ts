// The adapter runs in middleware mode; this copies our small HTTP server (src/server/*.mjs) next
// to Astro's handler so that `node dist/server/entry.mjs` stays the one command to run the portal.
import type { AstroIntegration } from 'astro';
import { copyFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const SOURCE_DIR = fileURLToPath(new URL('../server/', import.meta.url));

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
      },
    },
  };
}
