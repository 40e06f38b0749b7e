// Who the member is to the API (TRUST_PROXY), how pages are compressed, which headers every answer has.
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { memberIp } from '../../src/lib/client-ip.ts';
import { compressResponse, pickEncoding } from '../../src/lib/compress-response.ts';
import { applySecurityHeaders } from '../../src/lib/security-headers.ts';

describe('memberIp', () => {
  it('ignores X-Forwarded-For unless the operator trusts a proxy', () => {
    expect(memberIp(false, '198.51.100.1', '10.0.0.2')).toBe('10.0.0.2');
  });
  it("takes the address the trusted proxy appended, not what the browser wrote before it", () => {
    expect(memberIp(true, '6.6.6.6, 198.51.100.1', '10.0.0.2')).toBe('198.51.100.1');
    expect(memberIp(true, null, '10.0.0.2')).toBe('10.0.0.2');
  });
});

describe('compression', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(null)).toBeUndefined();
  });

  it('compresses HTML so it decodes back to the same page', async () => {
    const html = `<!doctype html><p>${'Olá, Maria! '.repeat(200)}</p>`;
    const request = new Request('http://portal/', { headers: { 'accept-encoding': 'br' } });
    const response = await compressResponse(request, new Response(html, { headers: { 'content-type': 'text/html' } }));
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(html.length / 5);
    expect(brotliDecompressSync(bytes).toString()).toBe(html);
  });

  it('sends a page as one compressed body with its length, large answers too, in gzip as well', async () => {
    const export_ = JSON.stringify({ data: Array.from({ length: 8000 }, (_, i) => ({ id: i, title: `Fatura ${i}` })) });
    expect(export_.length).toBeGreaterThan(128 * 1024);
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const request = new Request('http://portal/', { headers: { 'accept-encoding': encoding } });
      const response = await compressResponse(request, new Response(export_, { headers: { 'content-type': 'application/json' } }));
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(decode(bytes).toString()).toBe(export_);
    }
  });

  it('leaves images alone', async () => {
    const request = new Request('http://portal/', { headers: { 'accept-encoding': 'br' } });
    const response = await compressResponse(request, new Response('webp', { headers: { 'content-type': 'image/webp' } }));
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});

describe('security headers', () => {
  it('closes answers without a page CSP and keeps link tokens out of other sites\' Referer', () => {
    const headers = new Headers({ 'content-type': 'image/webp' });
    applySecurityHeaders(headers, { https: false });
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS over HTTPS and forbids caching member pages', () => {
    const headers = new Headers({ 'content-type': 'text/html', 'content-security-policy': "default-src 'self'" });
    applySecurityHeaders(headers, { https: true });
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(headers.get('referrer-policy')).toBe('same-origin');
  });
});
