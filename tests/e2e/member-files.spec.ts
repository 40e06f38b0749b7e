// The association's files behind the sign-in (news pictures and attachments; official PDFs in
// pdf-viewer.spec.ts) may be kept by the browser but are asked for again before every reuse
// (issue 8 #6): `private, no-cache` with an ETag. A 304 spares the bytes; after logout the same
// request gets the sign-in page, not the file. The member's own files (lawsuit attachments,
// protected files, the data export) are never stored, and 'Sair' tells the browser to drop its
// cache (issue 19 #9).
import { asMaria, expect, signIn, test } from './fixtures.ts';
import { MARIA } from './members.ts';

asMaria('imagem e anexo de notícia: cache privado revalidado, 304 pela ETag e nada depois do logout', async ({ page, browser, baseURL }) => {
  await page.goto('/noticias');
  const picture = await page.locator('img[src^="/noticias/imagem/"]').first().getAttribute('src');
  const files = [picture!];
  for (const href of await page.locator('a[href^="/noticia/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
    const item = await page.request.get(href);
    const attachment = /href="(\/noticia\/\d+\/anexo)"/.exec(await item.text())?.[1];
    if (attachment) { files.push(attachment); break; }
  }
  expect(files).toHaveLength(2);

  for (const file of files) {
    const first = await page.request.get(file);
    expect(first.status(), file).toBe(200);
    expect(first.headers()['cache-control'], file).toBe('private, no-cache');
    const again = await page.request.get(file, { headers: { 'If-None-Match': first.headers()['etag']! } });
    expect(again.status(), file).toBe(304);
  }

  // The same requests from a browser whose member signed out (no session cookie left).
  // Contexts opened in a test inherit its options, Maria's cookies included: start empty.
  const signedOut = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    for (const file of files) {
      const response = await signedOut.request.get(file, { maxRedirects: 0 });
      expect(response.status(), file).toBe(302);
      expect(response.headers()['location']).toBe('/');
    }
  } finally {
    await signedOut.close();
  }
});

test('anexo de processo nunca guardado pelo navegador; Sair manda apagar o cache e o anexo some', async ({ page }) => {
  await signIn(page, MARIA);
  const attachment = '/juridico/processos/1/anexos/update-10.pdf';
  const file = await page.request.get(attachment);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('no-store');
  expect(file.headers()['etag']).toBeUndefined();
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const logout = page.waitForResponse((response) => new URL(response.url()).pathname === '/logout');
  await page.getByRole('button', { name: 'Sair' }).click();
  expect((await (await logout).allHeaders())['clear-site-data']).toBe('"cache"');
  await expect(page).toHaveURL(/\/$/);
  const after = await page.request.get(attachment, { maxRedirects: 0 });
  expect(after.status()).toBe(302);
});
