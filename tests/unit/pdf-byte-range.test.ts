import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../contract/byte-range.ts';

describe('parseByteRange', () => {
  it('serves the whole file without a Range header or with one it does not understand', () => {
    expect(parseByteRange(null, 100)).toEqual({ kind: 'whole' });
    expect(parseByteRange('items=0-5', 100)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=0-5,10-20', 100)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=-', 100)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=50-10', 100)).toEqual({ kind: 'whole' });
  });

  it('reads a closed, an open-ended and a suffix range', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
  });

  it('clips a range that runs past the end and a suffix longer than the file', () => {
    expect(parseByteRange('bytes=95-500', 100)).toEqual({ kind: 'part', start: 95, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ kind: 'part', start: 0, end: 99 });
  });

  it('refuses a range that starts past the end or an empty suffix', () => {
    expect(parseByteRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });
});
