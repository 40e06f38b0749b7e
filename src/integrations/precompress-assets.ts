// Members on slow links download each hashed asset once; brotli at maximum quality (and gzip for
// older browsers) is paid for once at build instead of on every request.
import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// .bcmap/.pfb/.ttf: pdf.js's character maps and standard fonts (src/integrations/pdfjs-assets.ts).
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map|bcmap|pfb|ttf)$/;
// Below this size the compressed file plus headers saves nothing worth a second file.
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function compressFile(path: string): Promise<void> {
  const source = await readFile(path);
  if (source.byteLength < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
}

export default function precompressAssets(): AstroIntegration {
  let assetsDir = '';
  return {
    name: 'portal:precompress-assets',
    hooks: {
      'astro:config:done': ({ config }) => {
        assetsDir = join(fileURLToPath(config.build.client), config.build.assets);
      },
      'astro:build:done': async ({ logger }) => {
        const entries = await readdir(assetsDir, { recursive: true, withFileTypes: true }).catch(() => []);
        const files = entries
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name));
        await Promise.all(files.map(compressFile));
        logger.info(`${files.length} arquivos pré-comprimidos (br, gz) em ${assetsDir}`);
      },
    },
  };
}
