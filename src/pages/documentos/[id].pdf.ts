// GET /documentos/{id}.pdf: the member's document as a real PDF (DESIGN §5: never base64 in
// HTML). It is what the viewer island loads, and the plain link that works without JavaScript.
import type { APIRoute } from 'astro';
import { fetchOfficialDocument } from '../../lib/pdf/official-document.ts';
import { documentPdfResponse } from '../../lib/pdf/document-route.ts';

export const GET: APIRoute = async (context) =>
  documentPdfResponse(context, await fetchOfficialDocument(context.locals.caller, context.params.id));

// Download managers ask HEAD first for the size; same answer, no body.
export const HEAD = GET;
