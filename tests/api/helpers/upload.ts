// A multipart upload as the portal sends it (a staff form with a PDF): API key, CSRF token, the
// caller's cookies, and the form with its file.
import { API_KEY, type TestApi } from './api-server.ts';
import { call } from './client.ts';

export async function upload(api: Pick<TestApi, 'url'>, path: string, cookies: Record<string, string>, fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) {
  const token = await call(api, 'GET', '/csrftoken', { cookies });
  const jar = { ...cookies, ...token.cookies };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('arquivo', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), file.name);
  const response = await fetch(api.url + path, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, 'x-csrf-token': token.body.csrfToken, cookie: Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ') },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
