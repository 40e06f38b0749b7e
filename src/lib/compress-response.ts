// Pages are compressed on the fly (static assets are precompressed at build): on a 50 KB/s link a
// dashboard's HTML shrinks from seconds to a fraction of one.
//
// Each answer is compressed in one piece once rendered, not streamed through a compressor: a page
// comes out of Astro all at once after its one API call and weighs a few tens of KB, so streaming
// bought no earlier byte, while a streaming brotli encoder per request cost three times the CPU and
// reserved its window in the thread pool's malloc arenas, which glibc keeps (hundreds of MB of the
// portal's memory under load; README, "Carga e falhas").
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript))/;
// Above this (a member's data export, never a page) the work moves off the event loop.
const IN_LINE_LIMIT = 128 * 1024;
const GZIP = { level: 6 };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(?:\.0+)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

// Quality 5: most of the gain at a small CPU cost per request. The size hint lets the encoder size
// its tables for a page instead of for an unknown stream.
const brotliOptions = (size: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

async function compress(encoding: 'br' | 'gzip', body: Uint8Array): Promise<Uint8Array> {
  if (body.byteLength <= IN_LINE_LIMIT) {
    return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.byteLength)) : gzipSync(body, GZIP);
  }
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.byteLength)) : gzipAsync(body, GZIP);
}

export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return response;
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  const headers = new Headers(response.headers);
  headers.append('vary', 'Accept-Encoding');
  if (!encoding) return new Response(response.body, { status: response.status, headers });
  const compressed = await compress(encoding, new Uint8Array(await response.arrayBuffer()));
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(compressed.byteLength));
  return new Response(compressed as Uint8Array<ArrayBuffer>, { status: response.status, headers });
}
