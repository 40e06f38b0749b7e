// Gives ViewerPreload.astro the hashed file names of the PDF viewer islands' modules (issue 21
// §3, src/lib/pdf/viewer-modules.ts): while the client is built it follows each island's imports,
// static and dynamic, through the bundle; once everything is written it puts the list in place of
// the placeholder in the server files (built before the client, so they cannot import it).
import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { encodeViewerModules, VIEWER_MODULES_PLACEHOLDER, type ViewerIsland } from '../lib/pdf/viewer-modules.ts';

const ISLANDS: Record<ViewerIsland, RegExp> = {
  PdfViewer: /\/src\/islands\/pdf-viewer\/PdfViewer\.tsx$/,
  ProtectedPdfViewer: /\/src\/islands\/pdf-viewer\/protected\/ProtectedPdfViewer\.tsx$/,
};
// Astro's React renderer, which hydrates every island (with react-dom).
const REACT_RENDERER = /@astrojs\/react\/dist\/client\.js$/;

type Chunk = { fileName: string; facadeModuleId: string | null; imports: string[]; dynamicImports: string[] };

/** The chunk and every chunk it imports, now or later (dynamic imports: pdf.js). */
function withImports(start: Chunk, byFile: Map<string, Chunk>): string[] {
  const seen = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) visit(byFile.get(file));
  };
  visit(start);
  return [...seen];
}

export default function viewerModules(): AstroIntegration {
  let serverDir = '';
  let base = '/';
  let encoded = '';
  const plugin: Plugin = {
    name: 'portal:viewer-modules',
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      const chunks = Object.values(bundle).filter((output): output is typeof output & Chunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const renderer = chunks.find((chunk) => REACT_RENDERER.test(chunk.facadeModuleId ?? ''));
      const modules: Record<string, string[]> = {};
      for (const [island, source] of Object.entries(ISLANDS)) {
        const entry = chunks.find((chunk) => source.test(chunk.facadeModuleId ?? ''));
        if (!entry || !renderer) throw new Error(`ilha ${island} ou o React não estão no build do cliente`);
        const files = new Set([...withImports(entry, byFile), ...withImports(renderer, byFile)]);
        modules[island] = [...files].map((file) => `${base}${file}`);
      }
      encoded = encodeViewerModules(modules);
    },
  };
  return {
    name: 'portal:viewer-modules',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
      'astro:config:done': ({ config }) => {
        serverDir = fileURLToPath(config.build.server);
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': async () => {
        if (!encoded) throw new Error('o build do cliente não listou os módulos do visualizador');
        const entries = await readdir(serverDir, { recursive: true, withFileTypes: true });
        let written = 0;
        for (const entry of entries.filter((item) => item.isFile() && item.name.endsWith('.mjs'))) {
          const file = join(entry.parentPath, entry.name);
          const text = await readFile(file, 'utf8');
          if (!text.includes(VIEWER_MODULES_PLACEHOLDER)) continue;
          await writeFile(file, text.replaceAll(VIEWER_MODULES_PLACEHOLDER, encoded));
          written += 1;
        }
        if (written === 0) throw new Error('nenhum arquivo do servidor espera os módulos do visualizador');
      },
    },
  };
}
