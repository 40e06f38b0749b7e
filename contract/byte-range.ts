// Old phones on slow links resume an interrupted PDF download, and pdf.js asks for pieces of a
// large file, with a single `Range: bytes=…` header. We answer one range only: a multi-range
// request is rare, costly to build (multipart/byteranges) and served correctly by the whole file.

export type ByteRange =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/** Reads a Range header against a body of `size` bytes (RFC 9110 §14.1.2); `end` is inclusive. */
export function parseByteRange(header: string | null, size: number): ByteRange {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Other units, several ranges or garbage: RFC 9110 lets us ignore the header and send it all.
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };

  if (first === '') {
    // Suffix form "bytes=-500": the last 500 bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }

  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}
