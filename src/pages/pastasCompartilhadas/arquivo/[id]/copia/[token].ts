// GET /pastasCompartilhadas/arquivo/{id}/copia/{token}: the stamped copy of one view, for the
// protected viewer's own requests (pdf.js reads it whole and by range). Opened as a page (address
// bar, link, frame), it is the viewer's page instead, so the browser's viewer never gets the file.
import type { APIRoute } from 'astro';
import { protectedFilePath, streamProtectedCopy } from '../../../../../lib/folders/protected-file.ts';
import { streamedPdfResponse } from '../../../../../lib/pdf/document-route.ts';

// Fetch metadata: what pdf.js's fetch sends is 'empty'; a navigation or an embedding says so.
const OPENED_AS_PAGE = new Set(['document', 'iframe', 'frame', 'embed', 'object']);

export const GET: APIRoute = async (context) => {
  if (OPENED_AS_PAGE.has(context.request.headers.get('sec-fetch-dest') ?? '')) {
    return context.redirect(protectedFilePath(encodeURIComponent(context.params.id ?? '')), 303);
  }
  const copy = await streamProtectedCopy(context.locals.caller, context.params.token, context.request.headers.get('range'));
  return streamedPdfResponse(context, copy, 'attachment');
};

export const HEAD = GET;
