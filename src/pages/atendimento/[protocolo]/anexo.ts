// GET /atendimento/{protocolo}/anexo: the request's attachment, streamed from the API (only its
// owner gets it: the API answers 404 for anybody else's), saved under the member's file name.
import type { APIRoute } from 'astro';
import { streamRequestAttachment } from '../../../lib/api/requests.ts';
import { attachmentDownload } from '../../../lib/requests/attachment-download.ts';

export const GET: APIRoute = async (context) =>
  attachmentDownload(context, await streamRequestAttachment(context.locals.caller, context.params.protocolo ?? '', context.request.headers.get('range')));

export const HEAD = GET;
