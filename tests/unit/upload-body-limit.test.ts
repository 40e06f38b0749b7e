// The one form with a file ('Fale com a associação', POST /atendimento) may carry its attachment
// limit on top of the fields; every other path keeps the 64 KiB of src/server/request-guards.mjs.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, bodyLimitFor, declaresTooLarge, isUploadPath, readLimitedBody } from '../../src/server/request-guards.mjs';

const MB = 1024 * 1024;

describe('limite do envio com anexo', () => {
  it('só /atendimento ganha o limite do anexo, com ou sem barra final ou consulta', () => {
    for (const url of ['/atendimento', '/atendimento/', '/atendimento?x=1']) {
      expect(isUploadPath(url), url).toBe(true);
      expect(bodyLimitFor(url, { REQUEST_ATTACHMENT_MB: '10' }), url).toBe(10 * MB + BODY_LIMIT_BYTES);
    }
    for (const url of ['/profile', '/atendimento/2026-000001', '/atendimentos', '/', undefined]) {
      expect(isUploadPath(url), String(url)).toBe(false);
      expect(bodyLimitFor(url, { REQUEST_ATTACHMENT_MB: '10' }), String(url)).toBe(BODY_LIMIT_BYTES);
    }
    expect(bodyLimitFor('/atendimento', { REQUEST_ATTACHMENT_MB: '2' })).toBe(2 * MB + BODY_LIMIT_BYTES);
  });

  it('recusa pelo tamanho declarado e pelo que chega além do limite do caminho', async () => {
    const limit = bodyLimitFor('/atendimento', { REQUEST_ATTACHMENT_MB: '1' });
    expect(declaresTooLarge({ 'content-length': String(limit) }, limit)).toBe(false);
    expect(declaresTooLarge({ 'content-length': String(limit + 1) }, limit)).toBe(true);

    const fits = new PassThrough();
    const read = readLimitedBody(fits, limit);
    fits.end(Buffer.alloc(MB));
    expect((await read)?.length).toBe(MB);

    const big = new PassThrough();
    const refused = readLimitedBody(big, limit);
    big.write(Buffer.alloc(limit));
    big.write(Buffer.alloc(1));
    expect(await refused).toBeNull();
    big.end();
  });
});
