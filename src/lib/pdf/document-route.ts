// The answer of a member document's .pdf route, whatever list the document comes from: read whole
// (official documents, small and cacheable) or passed through as the API streams it (member files).
import type { APIContext } from 'astro';
import { isOutage, type ApiResult, type ApiStream } from '../api/client.ts';
import { sessionEndedBy } from '../session/end-session.ts';
import type { DocumentLookup } from './official-document.ts';
import { pdfFileName } from './file-name.ts';
import { pdfResponse } from './pdf-response.ts';

// The browser's own PDF viewer draws inside a synthetic page that a restrictive CSP (such as
// the portal's default-src 'none' for non-HTML answers) leaves blank in Chrome; a PDF needs no
// fetch directives, only the anti-framing ones.
const PDF_CSP = "frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

function failedResponse(context: APIContext, failure: Failure): Response {
  return (
    sessionEndedBy(context, failure) ??
    new Response(failure.msg, { status: isOutage(failure.status) ? 503 : 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  );
}

export function documentPdfResponse(context: APIContext, lookup: DocumentLookup): Response {
  if (lookup.kind === 'missing') return new Response(null, { status: 404 });
  if (lookup.kind === 'failed') return failedResponse(context, lookup.result);
  const response = pdfResponse(context.request, lookup.document);
  response.headers.set('Content-Security-Policy', PDF_CSP);
  return response;
}

// What the API says about the bytes it streams travels on unchanged.
const PASSED_ON = ['content-length', 'content-range', 'accept-ranges'];

/**
 * A member's file as the API streams it (DESIGN §7.11): never read whole here, never stored by the
 * browser (`no-store`: after 'Sair' nothing of it stays on a shared computer). The API answers 404
 * for ids that are unknown or not the member's.
 */
export function streamedPdfResponse(context: APIContext, result: ApiResult<ApiStream>, disposition: 'inline' | 'attachment'): Response {
  if (!result.ok) return result.status === 404 ? new Response(null, { status: 404 }) : failedResponse(context, result);
  const { response } = result.body;
  const title = decodeURIComponent(response.headers.get('x-document-title') ?? 'documento');
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `${disposition}; filename="${pdfFileName(title)}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': PDF_CSP,
  });
  for (const name of PASSED_ON) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (context.request.method === 'HEAD' || response.status === 416) {
    void response.body?.cancel();
    return new Response(null, { status: response.status, headers });
  }
  return new Response(response.body, { status: response.status, headers });
}
