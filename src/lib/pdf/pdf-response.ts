import { parseByteRange } from '../../../contract/byte-range.ts';
import { entityTagOf, matchesIfNoneMatch } from './entity-tag.ts';
import { pdfFileName } from './file-name.ts';
import { MEMBER_FILE_CACHE } from '../member-file-cache.ts';

export type PdfDocument = { title: string; bytes: Uint8Array<ArrayBuffer> };

/**
 * Answers a GET/HEAD for one member document: `inline` so the browser's own viewer opens it
 * when JavaScript is off, private, revalidated caching because it is member data, a strong ETag for 304s
 * and single byte ranges (206/416) for resumed downloads and pdf.js range requests.
 */
export function pdfResponse(request: Request, document: PdfDocument): Response {
  const { bytes } = document;
  const tag = entityTagOf(bytes);
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${pdfFileName(document.title)}"`,
    ETag: tag,
    'Cache-Control': MEMBER_FILE_CACHE,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  });
  const bodyless = request.method === 'HEAD';

  if (matchesIfNoneMatch(request.headers.get('If-None-Match'), tag)) {
    return new Response(null, { status: 304, headers });
  }

  // If-Range: a resumed download whose copy is stale must get the whole, current file.
  const ifRange = request.headers.get('If-Range');
  const range = ifRange && ifRange !== tag ? ({ kind: 'whole' } as const) : parseByteRange(request.headers.get('Range'), bytes.length);

  if (range.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${bytes.length}`);
    headers.delete('Content-Type');
    return new Response(null, { status: 416, headers });
  }
  if (range.kind === 'part') {
    const part = bytes.subarray(range.start, range.end + 1);
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`);
    headers.set('Content-Length', String(part.length));
    return new Response(bodyless ? null : part, { status: 206, headers });
  }
  headers.set('Content-Length', String(bytes.length));
  return new Response(bodyless ? null : bytes, { status: 200, headers });
}
