// The portal's HTTP server (copied to dist/server/entry.mjs at build; run `node dist/server/entry.mjs`).
// @astrojs/node serves files uncompressed; members on slow links need the precompressed assets,
// so this server answers static files itself and hands every other request to Astro.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { handler } from './app.mjs';
import { createStaticFiles } from './static-files.mjs';

const port = Number(process.env.PORT ?? 4321);
// Loopback unless told otherwise: in production the portal sits behind a reverse proxy.
const host = process.env.HOST ?? '127.0.0.1';
const serveStatic = createStaticFiles(fileURLToPath(new URL('../client/', import.meta.url)));
// Same variable as astro:env's TRUST_PROXY (README "## Portal"). Only a reverse proxy of ours may
// say which address, host and scheme the member used; from anyone else those headers are dropped
// before Astro (configured with allowedDomains [{}]) can believe them.
const trustProxy = process.env.TRUST_PROXY === 'true';
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

const server = http.createServer((req, res) => {
  if (!trustProxy) for (const name of FORWARDED) delete req.headers[name];
  serveStatic(req, res, () => {
    // The socket's address, for the member-IP rule of src/lib/client-ip.ts (TRUST_PROXY).
    handler(req, res, undefined, { socketAddress: req.socket.remoteAddress ?? '' });
  });
});

server.listen(port, host, () => {
  console.log(`Portal ouvindo em http://${host}:${port}`);
});

// Let in-flight requests finish when the launcher or the orchestrator stops us.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
