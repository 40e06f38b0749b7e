// The server's HTML of every page passes the W3C Nu HTML Checker (vnu-jar) with zero errors
// (issue 21): screen readers build what they say from the parsed document, and a parser repairing
// broken markup (a script after </html>, a stray end tag) can move or drop what they read.
// The server HTML is what every member gets first, with or without JavaScript; checked once.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ALL_PAGES } from '../../scripts/lib/portal-routes.ts';
import { VIEWER_PAGES } from '../../scripts/lib/viewer-pages.ts';
import { asMaria as test, expect, NO_SESSION } from './fixtures.ts';

const run = promisify(execFile);
const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

// The one known exception (README, "Validador do W3C"): Astro writes the style of its island
// element (`astro-island { display: contents }`) into <body>, before the first island, and has no
// option to put it in <head>.
const ASTRO_ISLAND_STYLE = (m: VnuMessage) => m.message === 'A “style” element in “body” must be the first child of its parent.' && /<style>astro-/.test(m.extract ?? '');

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

test('o HTML de cada página não tem erros no validador do W3C (Nu HTML Checker) e tem descrição', async ({ page, playwright, baseURL, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'o HTML do servidor é o mesmo nos dois projetos: verificado uma vez');
  test.setTimeout(120_000);
  await run('bash', ['scripts/ensure-java.sh']);
  const signedOut = await playwright.request.newContext({ baseURL, storageState: NO_SESSION });
  const folders = await (await page.request.get('/pastasCompartilhadas')).text();
  const folderPages = [...new Set([...folders.matchAll(/href="(\/pastasCompartilhadas\/\d+(?:\/termo)?)"/g)].map(([, path]) => path!))];
  // The three PDF viewers, found as a member finds them.
  const viewerPages: string[] = [];
  for (const viewer of VIEWER_PAGES) viewerPages.push(await viewer.find(page));
  const pages = [
    ...ALL_PAGES.map(({ path, access }) => ({ path, signedIn: access === 'private' })),
    { path: '/profile?editar=1', signedIn: true },
    ...folderPages.map((path) => ({ path, signedIn: true })),
    ...viewerPages.map((path) => ({ path, signedIn: true })),
  ];
  expect(folderPages.some((path) => path.endsWith('/termo'))).toBe(true);

  const dir = await mkdtemp(join(tmpdir(), 'html-validity-'));
  try {
    const files: Record<string, string> = {};
    const undescribed: string[] = [];
    for (const [index, { path, signedIn }] of pages.entries()) {
      const html = await (await (signedIn ? page.request : signedOut).get(path)).text();
      // Every page says what it is to search results and shared links.
      if (!/<meta name="description" content="[^"]{20,}"/.test(html)) undescribed.push(path);
      const file = join(dir, `${index}.html`);
      await writeFile(file, html);
      files[`file:${file}`] = path;
    }
    expect(undescribed, 'páginas sem <meta name="description">').toEqual([]);
    // The checker exits 1 when it found errors; its report is on stderr either way.
    const report = await run('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...Object.keys(files).map((url) => url.slice(5))])
      .then(({ stderr }) => stderr, (error: { stderr?: string }) => error.stderr ?? '');
    const messages = (JSON.parse(report || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
    const errors = messages.filter((m) => !ASTRO_ISLAND_STYLE(m)).map((m) => `${files[m.url] ?? m.url}:${m.lastLine ?? '?'} ${m.message} ${m.extract?.trim() ?? ''}`);
    expect(errors, 'erros do Nu HTML Checker').toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
    await signedOut.dispose();
  }
});
