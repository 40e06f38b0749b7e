// The answer of a member document's .pdf route, whatever list the document comes from.
import type { APIContext } from 'astro';
import { isOutage } from '../api/client.ts';
import { sessionEndedBy } from '../session/end-session.ts';
import type { DocumentLookup } from './official-document.ts';
import { pdfResponse } from './pdf-response.ts';

// The browser's own PDF viewer draws inside a synthetic page that a restrictive CSP (such as
// the portal's default-src 'none' for non-HTML answers) leaves blank in Chrome; a PDF needs no
// fetch directives, only the anti-framing ones.
const PDF_CSP = "frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export function documentPdfResponse(context: APIContext, lookup: DocumentLookup): Response {
  if (lookup.kind === 'missing') return new Response(null, { status: 404 });
  if (lookup.kind === 'failed') {
    return (
      sessionEndedBy(context, lookup.result) ??
      new Response(lookup.result.msg, { status: isOutage(lookup.result.status) ? 503 : 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    );
  }
  const response = pdfResponse(context.request, lookup.document);
  response.headers.set('Content-Security-Policy', PDF_CSP);
  return response;
}
