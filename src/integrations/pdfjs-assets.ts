// Accountants' reports often name a standard font (Helvetica, Times, Courier) without embedding
// it, and Asian text needs Adobe's character maps: without them pdf.js draws substitutes. This
// copies both from pdfjs-dist into the build, next to the hashed assets, before they are
// precompressed. pdf.js asks for a file only when a document needs it (src/islands/pdf-viewer).
import type { AstroIntegration } from 'astro';
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFJS_DATA_DIR, PDFJS_DATA_KINDS } from '../lib/pdfjs-data.ts';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export default function pdfjsAssets(): AstroIntegration {
  let assetsDir = '';
  return {
    name: 'portal:pdfjs-assets',
    hooks: {
      'astro:config:done': ({ config }) => {
        assetsDir = join(fileURLToPath(config.build.client), config.build.assets);
      },
      'astro:build:done': async () => {
        await Promise.all(PDFJS_DATA_KINDS.map((kind) =>
          cp(join(pdfjsRoot, kind), join(assetsDir, PDFJS_DATA_DIR, kind), { recursive: true, filter: (source) => !/LICENSE/.test(source) })));
      },
    },
  };
}
