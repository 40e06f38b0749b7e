import { describe, expect, it } from 'vitest';
import { pdfResponse } from '../../src/lib/pdf/pdf-response.ts';
import { pdfFileName } from '../../src/lib/pdf/file-name.ts';

const bytes = new TextEncoder().encode('%PDF-1.7 0123456789 %%EOF');
const document = { title: 'Relatório de Auditoria 2025', bytes };
const get = (headers: Record<string, string> = {}, method = 'GET') =>
  pdfResponse(new Request('http://portal.test/documentos/1.pdf', { method, headers }), document);

describe('pdfResponse', () => {
  it('answers the whole PDF inline, private and revalidated on every reuse (a logged-out browser cannot reopen it), with a tag and byte ranges offered', async () => {
    const response = get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="relatorio-de-auditoria-2025.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers a single range with 206 and the slice asked for', async () => {
    const response = get({ range: 'bytes=0-7' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-7/${bytes.length}`);
    expect(await response.text()).toBe('%PDF-1.7');
  });

  it('answers 416 with the real size for a range past the end', () => {
    const response = get({ range: `bytes=${bytes.length}-` });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('answers 304 when the member already holds this version, and 200 for another one', () => {
    const tag = get().headers.get('etag') ?? '';
    expect(get({ 'if-none-match': tag }).status).toBe(304);
    expect(get({ 'if-none-match': `W/${tag}` }).status).toBe(304);
    expect(get({ 'if-none-match': '"outra-versao"' }).status).toBe(200);
  });

  it('sends the whole current file when If-Range names an older version', () => {
    expect(get({ range: 'bytes=0-7', 'if-range': '"antiga"' }).status).toBe(200);
    const tag = get().headers.get('etag') ?? '';
    expect(get({ range: 'bytes=0-7', 'if-range': tag }).status).toBe(206);
  });

  it('sends headers without a body for HEAD', async () => {
    const response = get({}, 'HEAD');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(await response.text()).toBe('');
  });
});

describe('pdfFileName', () => {
  it('turns a Portuguese title into a plain ASCII file name', () => {
    expect(pdfFileName('Edital de Convocação — A.G.O 2025')).toBe('edital-de-convocacao-a-g-o-2025.pdf');
    expect(pdfFileName('???')).toBe('documento.pdf');
  });
});
