// The associate-API client against a small stand-in server: the contract's headers and CSRF dance,
// and the spec §8 rule that members see the server's msg or the fallback, never an exception.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const env = vi.hoisted(() => ({ ASSOCIATE_API_URL: '', ASSOCIATE_API_KEY: 'unit-key' }));
vi.mock('astro:env/server', () => ({
  get ASSOCIATE_API_URL() { return env.ASSOCIATE_API_URL; },
  get ASSOCIATE_API_KEY() { return env.ASSOCIATE_API_KEY; },
  PUBLIC_URL: 'http://localhost:4321',
  CEP_SERVICE_URL: 'https://viacep.com.br',
  TRUST_PROXY: false,
}));

const { callApi, streamFile } = await import('../../src/lib/api/client.ts');

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
const seen: Seen[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/csrftoken') {
        if (!req.headers.cookie) res.setHeader('set-cookie', 'presession=pre123; Path=/; HttpOnly');
        res.end(JSON.stringify({ csrfToken: 'csrf-abc' }));
      } else if (req.url === '/login/step2') {
        res.setHeader('set-cookie', 'sid=new-session; Path=/; HttpOnly');
        res.end(JSON.stringify({ msg: 'ok', data: { associate_id: 1, name: 'Maria' } }));
      } else if (req.url === '/with-msg') {
        res.statusCode = 404;
        res.end(JSON.stringify({ msg: 'CPF não encontrado' }));
      } else if (req.url?.startsWith('/fileViewer/view/')) {
        res.statusCode = 404;
        res.end(JSON.stringify({ msg: 'Arquivo não encontrado' }));
      } else if (req.url === '/without-msg') {
        res.statusCode = 500;
        res.end('not json');
      } else {
        res.end(JSON.stringify({ data: { associate_id: 1, name: 'Maria' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  env.ASSOCIATE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('callApi', () => {
  it('sends the key, the member address and the session on a GET', async () => {
    seen.length = 0;
    const result = await callApi(
      { sid: 'session-1', ip: '203.0.113.7' },
      '/user/check',
      { fallback: 'Login expirado' },
    );
    expect(result).toMatchObject({ ok: true, body: { data: { name: 'Maria' } } });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers).toMatchObject({ 'x-api-key': 'unit-key', 'x-forwarded-for': '203.0.113.7', cookie: 'sid=session-1' });
  });

  it('fetches a CSRF token first and sends it with the presession cookie it received', async () => {
    seen.length = 0;
    const result = await callApi({ ip: '203.0.113.7' }, '/login/step2', {
      method: 'POST',
      body: { cpf: '52998224725' },
      fallback: 'Erro ao tentar fazer login',
    });
    expect(seen.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /csrftoken', 'POST /login/step2']);
    expect(seen[1]?.headers).toMatchObject({ 'x-csrf-token': 'csrf-abc', cookie: 'presession=pre123' });
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ cpf: '52998224725' });
    expect(result).toMatchObject({ ok: true, sid: 'new-session' });
  });

  it("shows the server's msg when there is one, else the spec's fallback", async () => {
    expect(await callApi({ ip: '' }, '/with-msg', { fallback: 'Erro ao tentar fazer login' }))
      .toEqual({ ok: false, status: 404, msg: 'CPF não encontrado' });
    expect(await callApi({ ip: '' }, '/without-msg', { fallback: 'Erro ao buscar noticias' }))
      .toEqual({ ok: false, status: 500, msg: 'Erro ao buscar noticias' });
  });

  it('answers the fallback, without throwing, when the API cannot be reached', async () => {
    const saved = env.ASSOCIATE_API_URL;
    env.ASSOCIATE_API_URL = 'http://127.0.0.1:9';
    const result = await callApi({ ip: '' }, '/user/check', { fallback: 'Login expirado' });
    env.ASSOCIATE_API_URL = saved;
    expect(result).toEqual({ ok: false, status: 0, msg: 'Login expirado' });
  });
});

describe('log lines', () => {
  it("name a streamed file's route, never the view's reference in its path", async () => {
    const reference = 'Zq3xV8mN2pL5tR7wY9bC1dF4gH6jK0sA';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const result = await streamFile({ sid: 'session-1', ip: '' }, `/fileViewer/view/${reference}`, 'Erro ao buscar arquivo', null);
      expect(result).toMatchObject({ ok: false, status: 404 });
      const logged = warn.mock.calls.flat().join('\n');
      expect(logged).toContain('/fileViewer/view/:code');
      expect(logged).not.toContain(reference);
    } finally {
      warn.mockRestore();
    }
  });
});
