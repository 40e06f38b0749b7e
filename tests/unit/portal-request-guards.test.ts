// What the portal's server refuses before Astro (src/server/request-guards.mjs): forwarded headers
// only from our proxy and only for PUBLIC_URL, cross-site posts, bodies over 64 KiB.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  BODY_LIMIT_BYTES, bodyLimitFor, declaresTooLarge, isCrossSitePost, keepTrustedForwarding, readLimitedBody,
} from '../../src/server/request-guards.mjs';

const PROXIED = { trustProxy: true, publicUrl: 'https://associado.example.org' };

describe('forwarded headers', () => {
  it('are all dropped without TRUST_PROXY', () => {
    const headers: Record<string, string> = { host: 'portal', 'x-forwarded-host': 'associado.example.org', 'x-forwarded-for': '1.2.3.4', forwarded: 'for=1' };
    keepTrustedForwarding(headers, { trustProxy: false, publicUrl: PROXIED.publicUrl });
    expect(headers).toEqual({ host: 'portal' });
  });

  it("behind our proxy keep only PUBLIC_URL's host and scheme", () => {
    const ours: Record<string, string> = { 'x-forwarded-host': 'associado.example.org', 'x-forwarded-proto': 'https', 'x-forwarded-for': '1.2.3.4' };
    keepTrustedForwarding(ours, PROXIED);
    expect(ours).toEqual({ 'x-forwarded-host': 'associado.example.org', 'x-forwarded-proto': 'https', 'x-forwarded-for': '1.2.3.4' });
    const forged: Record<string, string> = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-port': '8443' };
    keepTrustedForwarding(forged, PROXIED);
    expect(forged).toEqual({});
  });
});

describe('cross-site posts', () => {
  const host = { host: '127.0.0.1:4321' };
  it('refuses a form from another origin, or with no origin at all', () => {
    expect(isCrossSitePost('POST', { ...host, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' })).toBe(true);
    expect(isCrossSitePost('POST', { ...host, 'content-type': 'multipart/form-data; boundary=x' })).toBe(true);
    expect(isCrossSitePost('DELETE', { ...host, origin: 'null' })).toBe(true);
  });

  it('lets through our own forms, safe methods and non-form bodies (which browsers cannot send cross-site)', () => {
    expect(isCrossSitePost('POST', { ...host, origin: 'http://127.0.0.1:4321', 'content-type': 'application/x-www-form-urlencoded' })).toBe(false);
    expect(isCrossSitePost('GET', { ...host, origin: 'https://evil.example' })).toBe(false);
    expect(isCrossSitePost('POST', { ...host, origin: 'https://evil.example', 'content-type': 'application/json' })).toBe(false);
  });

  it("behind our proxy compares with the members' https address", () => {
    const headers: Record<string, string> = { host: '10.0.0.5:4321', 'x-forwarded-host': 'associado.example.org', 'x-forwarded-proto': 'https' };
    keepTrustedForwarding(headers, PROXIED);
    expect(isCrossSitePost('POST', { ...headers, origin: 'https://associado.example.org', 'content-type': 'text/plain' })).toBe(false);
    const forged: Record<string, string> = { host: '10.0.0.5:4321', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    keepTrustedForwarding(forged, PROXIED);
    expect(isCrossSitePost('POST', { ...forged, origin: 'https://evil.example', 'content-type': 'text/plain' })).toBe(true);
  });
});

describe('body limit', () => {
  it('refuses a declared length over 64 KiB without reading it', () => {
    expect(declaresTooLarge({ 'content-length': String(BODY_LIMIT_BYTES + 1) })).toBe(true);
    expect(declaresTooLarge({ 'content-length': String(BODY_LIMIT_BYTES) })).toBe(false);
    expect(declaresTooLarge({})).toBe(false);
  });

  it('reads a body that fits, and gives up on a chunked one as soon as it passes the limit', async () => {
    const small = new PassThrough();
    const reading = readLimitedBody(small);
    small.end('cpf=52998224725');
    expect((await reading)?.toString()).toBe('cpf=52998224725');

    const big = new PassThrough();
    const refused = readLimitedBody(big);
    big.write(Buffer.alloc(BODY_LIMIT_BYTES));
    big.write(Buffer.alloc(1));
    expect(await refused).toBeNull();
    big.end();
  });
});

describe('the back office\'s upload forms', () => {
  it('alone may carry their files of MAX_FILE_MB each (and their fields); every other post keeps 64 KiB', () => {
    const MB = 1024 * 1024;
    const FIELDS = 256 * 1024;
    expect(bodyLimitFor('/gestao/comunicacao/noticias/salvar', { MAX_FILE_MB: '25' })).toBe(FIELDS + 50 * MB);
    expect(bodyLimitFor('/gestao/comunicacao/documentos?x=1', { MAX_FILE_MB: '10' })).toBe(FIELDS + 10 * MB);
    expect(bodyLimitFor('/gestao/atendimento/curador', {})).toBe(FIELDS + 25 * MB);
    for (const url of ['/gestao/comunicacao/perguntas', '/gestao/equipe', '/perfil', '/gestao/atendimento', '/gestao/comunicacao/documentosx', undefined]) {
      expect(bodyLimitFor(url, { MAX_FILE_MB: '25' }), String(url)).toBe(BODY_LIMIT_BYTES);
    }
    expect(declaresTooLarge({ 'content-length': String(BODY_LIMIT_BYTES + 1) }, bodyLimitFor('/gestao/comunicacao/documentos', {}))).toBe(false);
  });
});
