// GET /pastasCompartilhadas/arquivo/{id}.pdf: what the protected viewer loads. Served only while
// the member's acceptance of the folder's terms is on record (the API checks it on every call),
// never stored by the browser or a proxy, and inline (no download prompt).
import type { APIRoute } from 'astro';
import { fetchProtectedFile } from '../../../lib/folders/protected-file.ts';
import { documentPdfResponse } from '../../../lib/pdf/document-route.ts';

export const GET: APIRoute = async (context) => {
  const file = await fetchProtectedFile(context.locals.caller, context.params.id);
  if (file.kind === 'locked') return new Response(file.msg, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const response = documentPdfResponse(
    context,
    file.kind === 'failed' ? { kind: 'failed', result: file.failure } : file.kind === 'found' ? { kind: 'found', document: file.document } : { kind: 'missing' },
  );
  if (response.ok) {
    response.headers.set('Cache-Control', 'no-store');
    response.headers.delete('ETag');
  }
  return response;
};

export const HEAD = GET;
