// Requests with a protocol (extension, issue 23 §2, docs/api-contract.md "Requests"): a member
// writes to the association, with an optional attachment, and follows the answers by protocol.
// Member-scoped: the session is the only source of whose requests these are.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isRequestSubject, REQUEST_MESSAGE_MAX } from '../../contract/member-requests.ts';
import type { AppEnv } from '../app-env.ts';
import { memberRequests } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { keepAttachment, UnacceptedFile, type KeptAttachment } from '../services/requests/attachment.ts';
import { answersOf, createRequest, findOwnRequest, listRequests } from '../services/requests/store.ts';
import { piecesAnswer, storedPiece } from '../services/stored-bytes.ts';
import { memberRequestDownloadHeaders } from './file-headers.ts';

/** The path whose multipart body json-body.ts leaves to this route. */
export const REQUEST_UPLOAD_PATH = '/requests';

// The form's fields and the multipart framing around the file.
const FORM_ALLOWANCE_BYTES = 64 * 1024;
const MB = 1024 * 1024;

export function requestRoutes(limits: { requestAttachmentMb: number; maxFileMb: number }) {
  // Never more than the database itself accepts (MAX_FILE_MB, migration 0008).
  const attachmentMb = Math.min(limits.requestAttachmentMb, limits.maxFileMb);
  const tooLarge = () => new ApiError(413, MSG.requestAttachmentTooLarge(attachmentMb));
  const routes = new Hono<AppEnv>();

  routes.post(REQUEST_UPLOAD_PATH, requireSession, bodyLimit({ maxSize: attachmentMb * MB + FORM_ALLOWANCE_BYTES, onError: () => { throw tooLarge(); } }), async (c) => {
    const form = await c.req.parseBody().catch(() => { throw new ApiError(400, MSG.requestFormInvalid); });
    const subject = form.subject;
    if (!isRequestSubject(subject)) throw new ApiError(400, MSG.requestSubjectInvalid);
    // Browsers send line breaks as CRLF but count them as one character against maxlength.
    const message = typeof form.message === 'string' ? form.message.replace(/\r\n?/g, '\n').trim() : '';
    if (message === '') throw new ApiError(400, MSG.requestMessageEmpty);
    if (message.length > REQUEST_MESSAGE_MAX) throw new ApiError(400, MSG.requestMessageTooLong(REQUEST_MESSAGE_MAX));
    const attachment = await readAttachment(form.attachment, attachmentMb * MB, tooLarge);
    const created = await createRequest(c.get('services'), c.get('member'), { subject, message, attachment });
    return c.json({ msg: MSG.requestCreated(created.protocol), data: created }, 201);
  });

  routes.get('/requests', requireSession, async (c) => {
    return c.json({ data: await listRequests(c.get('services').db, c.get('associateId')) });
  });

  routes.get('/requests/:ref', requireSession, async (c) => {
    const db = c.get('services').db;
    const found = await findOwnRequest(db, c.get('associateId'), c.req.param('ref'));
    if (!found) throw new ApiError(404, MSG.requestNotFound);
    const { attachmentName, attachmentType, attachmentSize, ...request } = found;
    const attachment = attachmentType ? { name: attachmentName, type: attachmentType, size: attachmentSize } : null;
    return c.json({ data: { ...request, attachment, answers: await answersOf(db, request.id) } });
  });

  routes.get('/requests/:ref/attachment', requireSession, async (c) => {
    const db = c.get('services').db;
    const found = await findOwnRequest(db, c.get('associateId'), c.req.param('ref'));
    if (!found?.attachmentType || found.attachmentSize === null) throw new ApiError(404, MSG.fileNotFound);
    const bytes = { table: sql`${memberRequests}`, column: sql`${memberRequests.attachment}`, where: sql`${memberRequests.id} = ${found.id}` };
    return piecesAnswer(c.req.raw, [storedPiece(db, bytes, found.attachmentSize)], memberRequestDownloadHeaders(found.attachmentType, found.attachmentName ?? 'anexo'));
  });

  return routes;
}

/** The attached file as kept, null when none was chosen (a no-JS form sends an empty part). */
async function readAttachment(part: unknown, maxBytes: number, tooLarge: () => ApiError): Promise<KeptAttachment | null> {
  if (part === undefined || part === '') return null;
  if (!(part instanceof File)) throw new ApiError(400, MSG.requestAttachmentType);
  if (part.size === 0 && part.name === '') return null;
  if (part.size > maxBytes) throw tooLarge();
  try {
    return await keepAttachment(new Uint8Array(await part.arrayBuffer()), part.name);
  } catch (error) {
    if (!(error instanceof UnacceptedFile)) throw error;
    throw new ApiError(error.message === 'type' ? 415 : 400, error.message === 'type' ? MSG.requestAttachmentType : MSG.requestAttachmentDamaged);
  }
}
