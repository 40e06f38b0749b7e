// The portal's HTTP server (copied to dist/server/entry.mjs at build; run `node dist/server/entry.mjs`).
// @astrojs/node serves files uncompressed; members on slow links need the precompressed assets,
// so this server answers static files itself and hands every other request to Astro — after the
// refusals of src/server/request-guards.mjs, which get pt-BR pages instead of Astro's plain text.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { bodyLimitFor, declaresTooLarge, isCrossSitePost, isUploadPath, keepTrustedForwarding, readLimitedBody } from './request-guards.mjs';
import { createStaticFiles } from './static-files.mjs';

// Astro renders the pages with React, whose package picks its build from NODE_ENV: unset, every
// page was rendered by React's development build (extra checks and garbage on every element).
// Set before Astro's handler, and React with it, is loaded.
process.env.NODE_ENV ??= 'production';
const { handler } = await import('./app.mjs');

const port = Number(process.env.PORT ?? 4321);
// Loopback unless told otherwise: in production the portal sits behind a reverse proxy.
const host = process.env.HOST ?? '127.0.0.1';
const clientDir = fileURLToPath(new URL('../client/', import.meta.url));
const serveStatic = createStaticFiles(clientDir);
// Same variables as astro:env's (README "## Portal").
const forwarding = {
  trustProxy: process.env.TRUST_PROXY === 'true',
  publicUrl: process.env.PUBLIC_URL || 'http://localhost:4321',
};
const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);
// The API's MAX_FILE_MB (same variable, same default): the back office's upload forms may carry that much.
const maxFileMb = Number(process.env.MAX_FILE_MB) > 0 ? Number(process.env.MAX_FILE_MB) : 25;

/**
 * Answers with the pt-BR page of a refusal (src/pages/erro/{status}.astro), rendered by Astro as a
 * plain GET so the body is never kept. Node reads what is left of the body into nothing once the
 * answer is sent (closing instead would reset the member's browser mid-upload, and it would show a
 * connection error rather than our page); memory stays flat and the connection stays usable.
 */
function refuse(req, res, status) {
  // An attachment over its limit is told as such, with the way back to the form.
  const upload = status === 413 && isUploadPath(req.url);
  req.method = 'GET';
  req.url = upload ? `/erro/${status}?de=atendimento` : `/erro/${status}`;
  handler(req, res, undefined, { socketAddress: req.socket.remoteAddress ?? '' });
}

async function toAstro(req, res) {
  if (isCrossSitePost(req.method, req.headers)) return refuse(req, res, 403);
  if (!WITHOUT_BODY.has(req.method)) {
    const limit = bodyLimitFor(req.url);
    if (declaresTooLarge(req.headers, limit)) return refuse(req, res, 413);
    const body = await readLimitedBody(req, limit);
    if (body === null) return refuse(req, res, 413);
    // Astro reads a body already in hand instead of the stream (astro/app/node makeRequestBody).
    req.body = body;
  }
  // The socket's address, for the member-IP rule of src/lib/client-ip.ts (TRUST_PROXY).
  handler(req, res, undefined, { socketAddress: req.socket.remoteAddress ?? '' });
}

const server = http.createServer((req, res) => {
  keepTrustedForwarding(req.headers, forwarding);
  serveStatic(req, res, () => {
    toAstro(req, res).catch(() => res.destroy());
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
