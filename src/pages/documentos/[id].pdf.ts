// GET /documentos/{id}.pdf: the member's document as a real PDF (DESIGN §5: never base64 in
// HTML). It is what the viewer island loads, and the plain link that works without JavaScript.
import type { APIRoute } from 'astro';
import { fetchOfficialDocument } from '../../lib/pdf/official-document.ts';
import { pdfResponse } from '../../lib/pdf/pdf-response.ts';
import { sessionEndedBy } from '../../lib/session/end-session.ts';

// The browser's own PDF viewer draws inside a synthetic page that a restrictive CSP (such as
// the portal's default-src 'none' for non-HTML answers) leaves blank in Chrome; a PDF needs no
// fetch directives, only the anti-framing ones.
const PDF_CSP = "frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export const GET: APIRoute = async (context) => {
  const lookup = await fetchOfficialDocument(context.locals.caller, context.params.id);
  if (lookup.kind === 'missing') return new Response(null, { status: 404 });
  if (lookup.kind === 'failed') {
    return (
      sessionEndedBy(context, lookup.result) ??
      new Response(lookup.result.msg, { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    );
  }
  const response = pdfResponse(context.request, lookup.document);
  response.headers.set('Content-Security-Policy', PDF_CSP);
  return response;
};

// Download managers ask HEAD first for the size; same answer, no body.
export const HEAD = GET;
