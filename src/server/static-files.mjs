// Static files of dist/client: hashed assets (/_astro/) precompressed at build are sent as brotli
// or gzip with a one-year immutable cache; the few unhashed public files get a short cache.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  // pdf.js's data (src/integrations/pdfjs-assets.ts), read by its worker as bytes.
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
};

const HASHED_PREFIX = '/_astro/';

async function fileSize(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : -1;
  } catch {
    return -1;
  }
}

/** Picks the smallest encoding the browser accepts among the files written at build. */
async function chooseEncoding(path, acceptEncoding) {
  const accepts = (name) => new RegExp(`\\b${name}\\b`).test(acceptEncoding);
  if (accepts('br')) {
    const size = await fileSize(`${path}.br`);
    if (size >= 0) return { file: `${path}.br`, size, encoding: 'br' };
  }
  if (accepts('gzip')) {
    const size = await fileSize(`${path}.gz`);
    if (size >= 0) return { file: `${path}.gz`, size, encoding: 'gzip' };
  }
  return null;
}

export function createStaticFiles(clientDir) {
  const root = normalize(clientDir.endsWith(sep) ? clientDir : clientDir + sep);
  return async function serveStatic(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://portal').pathname);
    } catch {
      return next();
    }
    const path = normalize(join(root, pathname));
    const type = TYPES[extname(path)];
    if (!type || !path.startsWith(root)) return next();
    const size = await fileSize(path);
    if (size < 0) return next();

    const hashed = pathname.startsWith(HASHED_PREFIX);
    const encoded = hashed ? await chooseEncoding(path, String(req.headers['accept-encoding'] ?? '')) : null;
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    if (hashed) res.setHeader('Vary', 'Accept-Encoding');
    if (encoded) res.setHeader('Content-Encoding', encoded.encoding);
    res.setHeader('Content-Length', encoded ? encoded.size : size);
    if (req.method === 'HEAD') return res.end();
    createReadStream(encoded ? encoded.file : path)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}
