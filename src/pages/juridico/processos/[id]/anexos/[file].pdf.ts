// GET /juridico/processos/{id}/anexos/{kind}-{fileId}.pdf: a lawsuit's attached file as a real PDF,
// for the viewer island and the plain link that works without JavaScript; streamed from the API.
import type { APIRoute } from 'astro';
import { streamLawsuitAttachment } from '../../../../../lib/legal/attachment.ts';
import { streamedPdfResponse } from '../../../../../lib/pdf/document-route.ts';

export const GET: APIRoute = async (context) =>
  streamedPdfResponse(context, await streamLawsuitAttachment(context.locals.caller, context.params.file, context.request.headers.get('range')), 'inline');

export const HEAD = GET;
