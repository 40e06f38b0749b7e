// A built portal started on its own (node dist/server/entry.mjs), in front of whatever API a test
// needs — a stopped one, one that answers 500 — or none: for the journeys of an API outage and
// for the limits the portal's own server enforces. Build first (scripts/test.sh does).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type LonePortal = { url: string; pid: number; stop(): Promise<void> };

export async function startLonePortal(port: number, apiUrl: string, env: Record<string, string> = {}): Promise<LonePortal> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['dist/server/entry.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      ASSOCIATE_API_URL: apiUrl,
      ASSOCIATE_API_KEY: 'chave-de-teste-portal-sozinho',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`portal terminou (código ${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('Portal ouvindo')) resolve(); });
  });
  return {
    url,
    pid: child.pid!,
    stop: () => new Promise((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

/** An associate API that fails every call the way ours does on an unexpected error. */
export async function startFailingApi(port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ msg: 'Erro interno. Tente novamente.' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
