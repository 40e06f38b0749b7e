// GET /gestao/atendimento/solicitacoes/{id}/anexo: a member's attachment for the atendimento team,
// streamed from the API (which checks the role and audits the download), always as a download.
// A refusal never touches the member's session (the two worlds never mix): no staff session goes
// to the sign-in page, a role without access gets 403.
import type { APIRoute } from 'astro';
import { isOutage } from '../../../../../lib/api/client.ts';
import { streamStaffRequestAttachment } from '../../../../../lib/api/staff-requests.ts';
import { staffCaller } from '../../../../../lib/gestao/staff-page.ts';
import { attachmentDownload } from '../../../../../lib/requests/attachment-download.ts';

export const GET: APIRoute = async (context) => {
  const result = await streamStaffRequestAttachment(staffCaller(context), context.params.id ?? '', context.request.headers.get('range'));
  if (!result.ok && result.status === 401) return context.redirect('/gestao/entrar', 303);
  if (!result.ok && !isOutage(result.status) && result.status !== 404) {
    return new Response(result.msg, { status: result.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return attachmentDownload(context, result);
};
