// A request refused before its body was read must not poison its keep-alive connection: the
// portal's pool reuses sockets, so the next request on it is another member's page (issue 8 #4).
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, startApi, type TestApi } from './helpers/api-server.ts';

let api: TestApi;
beforeAll(async () => { api = await startApi(); });
afterAll(async () => { await api?.close(); });

/**
 * Writes raw HTTP on one socket and collects everything the server sends until it closes. Each
 * exchange's last request asks for `connection: close`, so a passing run never waits; the quiet
 * second only bounds a failing one (a server that keeps the socket when it should not).
 */
async function exchange(write: (socket: Socket) => void): Promise<string> {
  const { hostname, port } = new URL(api.url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => { received += chunk.toString('latin1'); });
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  write(socket);
  await new Promise<void>((resolve) => {
    const quiet = () => setTimeout(resolve, 1_000);
    let timer = quiet();
    socket.on('data', () => { clearTimeout(timer); timer = quiet(); });
    socket.once('close', () => { clearTimeout(timer); resolve(); });
  });
  socket.destroy();
  return received;
}

const statusLines = (raw: string) => raw.match(/HTTP\/1\.1 \d{3}/g) ?? [];

describe('early refusals on a kept-alive connection', () => {
  it('413 before the body is read closes the connection; the next request never reads leftover bytes', async () => {
    const body = 'x'.repeat(200 * 1024);
    const raw = await exchange((socket) => {
      socket.write(
        `POST /login/step1 HTTP/1.1\r\nHost: api\r\nx-api-key: ${API_KEY}\r\ncontent-type: application/json\r\n` +
        `content-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n`,
      );
      socket.write(body.slice(0, 1024));
      // The second request follows on the same socket, as the portal's pool would send it.
      setTimeout(() => {
        if (!socket.destroyed) socket.write(`${body.slice(1024)}GET /health HTTP/1.1\r\nHost: api\r\nconnection: close\r\n\r\n`);
      }, 200);
    });
    const lines = statusLines(raw);
    expect(lines[0]).toBe('HTTP/1.1 413');
    expect(raw.toLowerCase()).toContain('connection: close');
    // Either the server closed (the client retries on a new socket) or answered the health check;
    // never a 400 parsed out of the leftover body.
    expect(lines.slice(1).every((line) => line === 'HTTP/1.1 200')).toBe(true);
  });

  it('a refused API key on a POST with a body closes too', async () => {
    const raw = await exchange((socket) => {
      socket.write('POST /login/step1 HTTP/1.1\r\nHost: api\r\ncontent-type: application/json\r\ncontent-length: 10\r\n\r\n{"cpf":"1"}');
    });
    expect(statusLines(raw)[0]).toBe('HTTP/1.1 403');
    expect(raw.toLowerCase()).toContain('connection: close');
  });

  it('an ordinary answer keeps the connection for the next request', async () => {
    const raw = await exchange((socket) => {
      socket.write('GET /health HTTP/1.1\r\nHost: api\r\n\r\nGET /health HTTP/1.1\r\nHost: api\r\nconnection: close\r\n\r\n');
    });
    expect(statusLines(raw)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
  });
});
