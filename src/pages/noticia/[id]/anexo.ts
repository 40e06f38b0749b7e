// GET /noticia/{id}/anexo: a news item's attached file as a PDF download (DESIGN.md §5: never
// base64 in HTML), with the same caching and byte ranges as the official documents.
import type { APIRoute } from 'astro';
import { findNews } from '../../../lib/news/news-item.ts';
import { pdfFileName } from '../../../lib/pdf/file-name.ts';
import { pdfResponse } from '../../../lib/pdf/pdf-response.ts';
import { sessionEndedBy } from '../../../lib/session/end-session.ts';

export const GET: APIRoute = async (context) => {
  const lookup = await findNews(context.locals.caller, context.params.id);
  if (lookup.kind === 'failed') return sessionEndedBy(context, lookup.result) ?? new Response(null, { status: 502 });
  if (lookup.kind === 'missing' || !lookup.news.pathFile) return new Response(null, { status: 404 });
  const name = (lookup.news.fileFile ?? lookup.news.title).replace(/\.pdf$/i, '');
  const response = pdfResponse(context.request, { title: name, bytes: Buffer.from(lookup.news.pathFile, 'base64') });
  // A download, as the member chose 'Baixar': the browser saves it under the file's own name.
  response.headers.set('Content-Disposition', `attachment; filename="${pdfFileName(name)}"`);
  return response;
};

export const HEAD = GET;
