// A request's attachment as the API streams it (DESIGN §7.11): passed through unread, `no-store`,
// always as a download (a member's own scan, not a page of the portal), typed only as one of the
// three types the API keeps.
import type { APIContext } from 'astro';
import { REQUEST_ATTACHMENT_TYPES } from '../../../contract/member-requests.ts';
import { isOutage, type ApiResult, type ApiStream } from '../api/client.ts';
import { sessionEndedBy } from '../session/end-session.ts';

const PASSED_ON = ['content-length', 'content-range', 'accept-ranges'];

export function attachmentDownload(context: APIContext, result: ApiResult<ApiStream>): Response {
  if (!result.ok) {
    if (result.status === 404) return new Response(null, { status: 404 });
    return sessionEndedBy(context, result)
      ?? new Response(result.msg, { status: isOutage(result.status) ? 503 : 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const { response } = result.body;
  const given = response.headers.get('content-type') ?? '';
  const type = REQUEST_ATTACHMENT_TYPES.find((known) => known === given) ?? 'application/octet-stream';
  const name = decodeURIComponent(response.headers.get('x-document-title') ?? 'anexo');
  const headers = new Headers({
    'Content-Type': type,
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  });
  for (const header of PASSED_ON) {
    const value = response.headers.get(header);
    if (value !== null) headers.set(header, value);
  }
  if (context.request.method === 'HEAD' || response.status === 416) {
    void response.body?.cancel();
    return new Response(null, { status: response.status, headers });
  }
  return new Response(response.body, { status: response.status, headers });
}
