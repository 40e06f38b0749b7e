// A streamed member file is read for 'Ler como texto' only up to the size limit, never whole first.
import { describe, expect, it } from 'vitest';
import { readCapped } from '../../src/lib/pdf-text/read-capped.ts';

function streamOf(chunks: number, size: number): { response: Response; pulled: () => number } {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(size).fill(pulled));
    },
  });
  return { response: new Response(body), pulled: () => pulled };
}

describe('readCapped', () => {
  it('junta os pedaços quando cabem', async () => {
    const bytes = await readCapped(streamOf(3, 4).response, 12);
    expect(bytes).toEqual(new Uint8Array([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]));
  });

  it('para de ler assim que passa do limite', async () => {
    const stream = streamOf(1000, 1024);
    expect(await readCapped(stream.response, 4096)).toBe('too-large');
    expect(stream.pulled()).toBeLessThan(10);
  });

  it('recusa pelo Content-Length sem ler nada', async () => {
    const stream = streamOf(1, 10);
    const response = new Response(stream.response.body, { headers: { 'content-length': '999999' } });
    expect(await readCapped(response, 1000)).toBe('too-large');
    expect(stream.pulled()).toBeLessThanOrEqual(1);
  });
});
