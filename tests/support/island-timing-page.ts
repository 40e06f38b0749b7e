// A page with two islands for the page-weight measurement's own test (tests/e2e/page-weight.spec.ts):
// one that downloads its code by itself, but later than any fixed pause after `load` would wait,
// and one that waits in a closed <dialog> like the card form (Astro's client:visible is an
// IntersectionObserver on the island's children). The late one is heavier than the first-visit
// budget, so a measurement that books it as "deferred" lets the page pass when it should fail.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Well past the quiet pause the measurement used to end a first visit with (250 ms). */
const LATE_MS = 1_500;
export const LATE_ISLAND = '/ilha-tardia.js';
export const DIALOG_ISLAND = '/ilha-do-dialogo.js';
const LATE_ISLAND_BYTES = 85 * 1024;

const PAGE = `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Ilhas</title></head><body>
<astro-island ssr client="idle" component-url="${LATE_ISLAND}"><p>Hidrata sozinha, tarde</p></astro-island>
<dialog><astro-island ssr client="visible" component-url="${DIALOG_ISLAND}"><p>Só quando o diálogo abre</p></astro-island></dialog>
<script type="module">
  const late = document.querySelector('[client="idle"]');
  addEventListener('load', () => setTimeout(async () => {
    await import('${LATE_ISLAND}');
    late.removeAttribute('ssr');
  }, ${LATE_MS}));
  const waiting = document.querySelector('[client="visible"]');
  const observer = new IntersectionObserver(async (entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    await import('${DIALOG_ISLAND}');
    waiting.removeAttribute('ssr');
  });
  for (const child of waiting.children) observer.observe(child);
</script>
</body></html>`;

const BODIES: Record<string, [string, string]> = {
  '/': ['text/html; charset=utf-8', PAGE],
  // Served uncompressed, so the bytes on the wire are the file's length.
  [LATE_ISLAND]: ['text/javascript', `export {};\n//${'x'.repeat(LATE_ISLAND_BYTES)}\n`],
  [DIALOG_ISLAND]: ['text/javascript', 'export {};\n'],
};

/** Starts the page on a free port of 127.0.0.1. */
export async function startIslandTimingPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const found = BODIES[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(found ? 200 : 404, { 'content-type': found?.[0] ?? 'text/plain' });
    response.end(found?.[1] ?? '');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
