// GET /juridico/processos/{id}/anexos/{kind}-{fileId}.pdf: a lawsuit's attached file as a real PDF,
// for the viewer island and the plain link that works without JavaScript.
import type { APIRoute } from 'astro';
import { fetchLawsuitAttachment } from '../../../../../lib/legal/attachment.ts';
import { documentPdfResponse } from '../../../../../lib/pdf/document-route.ts';

export const GET: APIRoute = async (context) =>
  documentPdfResponse(context, await fetchLawsuitAttachment(context.locals.caller, context.params.file));

export const HEAD = GET;
