// GET /noticia/{id}/anexo: a news item's attached file as a PDF download (DESIGN.md §5: never
// base64 in HTML), fetched alone by id, with the same caching and byte ranges as the documents.
import type { APIRoute } from 'astro';
import { getNewsAttachment } from '../../../lib/api/news.ts';
import { pdfFileName } from '../../../lib/pdf/file-name.ts';
import { pdfResponse } from '../../../lib/pdf/pdf-response.ts';
import { sessionEndedBy } from '../../../lib/session/end-session.ts';

export const GET: APIRoute = async (context) => {
  const id = context.params.id ?? '';
  if (!/^\d{1,12}$/.test(id)) return new Response(null, { status: 404 });
  const answer = await getNewsAttachment(context.locals.caller, id);
  if (!answer.ok) {
    return sessionEndedBy(context, answer) ?? new Response(null, { status: answer.status === 404 ? 404 : 502 });
  }
  const name = (answer.body.title ?? 'documento').replace(/\.pdf$/i, '');
  const response = pdfResponse(context.request, { title: name, bytes: answer.body.bytes });
  // A download, as the member chose 'Baixar': the browser saves it under the file's own name.
  response.headers.set('Content-Disposition', `attachment; filename="${pdfFileName(name)}"`);
  return response;
};

export const HEAD = GET;
