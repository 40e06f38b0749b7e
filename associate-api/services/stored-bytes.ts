// A file kept in a bytea column, sent to the member in slices read from the database as the
// connection drains: a folder of scanned 8 MB PDFs opened by many members at once must not hold
// any of them whole in the API's memory. `substring(… from … for …)` on a column stored EXTERNAL
// (migration 0008) reads only the TOAST chunks of that slice, on PostgreSQL and on PGlite alike.
import { sql, type SQL } from 'drizzle-orm';
import { setImmediate } from 'node:timers/promises';
import pLimit from 'p-limit';
import { parseByteRange } from '../../contract/byte-range.ts';
import type { Db } from '../db/client.ts';

// Big enough that an 8 MB file is 32 queries, small enough that 50 readers hold 12 MB between them.
const SLICE_BYTES = 256 * 1024;

/** Where the bytes live: a bytea column of the one row `where` selects. */
export type StoredBytes = { table: SQL; column: SQL; where: SQL };

// Slices waiting for the database wait here, not in its queue: on PGlite (one query at a time, in the
// API's own thread) fifty streams would otherwise put every member's next page behind fifty slices.
// Two at a time keep at most two slices (a few ms each) ahead of a page's query, and still read far
// faster than members' links take the bytes, on PostgreSQL too. Each read first lets pending I/O in
// (setImmediate): on PGlite a query runs in this thread, and slices started back to back from
// promise callbacks would otherwise keep new requests from being read at all (the load benchmark's
// folder scenario answered 503s to members opening a file while others streamed theirs).
const reads = pLimit(2);

/** A run of bytes the answer is made of, read one slice at a time. */
export type Piece = { size: number; read(offset: number, length: number): Promise<Uint8Array> };

/** The stored file of `size` bytes as a piece. */
export function storedPiece(db: Db, source: StoredBytes, size: number): Piece {
  return {
    size,
    async read(offset, length) {
      // substring counts from 1.
      const result = await reads(async () => (await setImmediate(), db.execute(sql`select substring(${source.column} from ${offset + 1} for ${length}) as part from ${source.table} where ${source.where}`)));
      const part = (result.rows[0] as { part: Uint8Array | null } | undefined)?.part;
      if (!part) throw new Error('arquivo removido durante o envio');
      return part;
    },
  };
}

/** Bytes already at hand (a protected copy's stamp) as a piece. */
export const bytesPiece = (bytes: Uint8Array): Piece => ({ size: bytes.byteLength, read: async (offset, length) => bytes.subarray(offset, offset + length) });

/** Bytes `start`..`end` (inclusive) of the pieces laid end to end, read one slice per pull. */
function sliceStream(pieces: Piece[], start: number, end: number): ReadableStream<Uint8Array> {
  let offset = start;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset > end) return controller.close();
      let base = 0;
      const piece = pieces.find((p) => offset < (base += p.size))!;
      const local = offset - (base - piece.size);
      const part = await piece.read(local, Math.min(SLICE_BYTES, piece.size - local, end - offset + 1));
      if (part.byteLength === 0) return controller.error(new Error('arquivo menor do que o anunciado'));
      offset += part.byteLength;
      controller.enqueue(part);
    },
  }, { highWaterMark: 0 });
}

/**
 * The answer for a file made of `pieces`: the whole file, or the single range the request asks
 * for (pdf.js reads a large file in pieces; an old phone resumes a cut download). An If-Range
 * names a copy we never tagged, so it always gets the whole file (RFC 9110 §13.1.5).
 */
export function piecesAnswer(request: Request, pieces: Piece[], headers: Headers): Response {
  const size = pieces.reduce((total, piece) => total + piece.size, 0);
  headers.set('accept-ranges', 'bytes');
  const range = request.headers.get('if-range') ? ({ kind: 'whole' } as const) : parseByteRange(request.headers.get('range'), size);
  if (range.kind === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`);
    headers.delete('content-type');
    return new Response(null, { status: 416, headers });
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, size - 1];
  headers.set('content-length', String(end - start + 1));
  if (range.kind === 'part') headers.set('content-range', `bytes ${start}-${end}/${size}`);
  const body = request.method === 'HEAD' || size === 0 ? null : sliceStream(pieces, start, end);
  return new Response(body, { status: range.kind === 'part' ? 206 : 200, headers });
}
