// Comunicação: official documents (DESIGN §10) — accounting reports per year (the five kinds of
// spec §2), the A.G.O/A.G.E lists and the legal informatives. Each upload is one multipart form
// at a fixed path (json-body.ts leaves it unread); the PDF is checked before anything is written.
import { Hono } from 'hono';
import { isDocumentList, isReportKind } from '../../../contract/official-documents.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../middleware/errors.ts';
import { actorOf } from '../../middleware/staff.ts';
import { formFile, formText, readUploadForm, type UploadForm } from '../../middleware/upload-body.ts';
import { notifyNewDocument } from '../../services/notices/events.ts';
import { deleteDocument, listDocumentsForStaff, publishDocument, type DocumentPlace } from '../../services/staff/comunicacao/document-editing.ts';
import { checkedPdf } from '../../services/staff/comunicacao/uploaded-files.ts';
import { pathId } from '../validation.ts';
import { staffRoute } from './access.ts';
import { COMUNICACAO_MSG } from './comunicacao-messages.ts';

/** The multipart path json-body.ts leaves to this route. */
export const DOCUMENT_UPLOAD_PATH = '/staff/documents';

export const staffDocuments = new Hono<AppEnv>();

function placeOf(form: UploadForm): DocumentPlace {
  const category = formText(form, 'category');
  if (isDocumentList(category)) return { category };
  if (category !== 'accounting') throw new ApiError(400, COMUNICACAO_MSG.categoryInvalid);
  const year = /^\d{4}$/.test(formText(form, 'year')) ? Number(formText(form, 'year')) : 0;
  if (year < 2000 || year > 2100) throw new ApiError(400, COMUNICACAO_MSG.yearInvalid);
  const kind = formText(form, 'kind');
  if (!isReportKind(kind)) throw new ApiError(400, COMUNICACAO_MSG.kindInvalid);
  return { category, year, kind };
}

staffRoute(staffDocuments, 'GET', '/staff/documents', ['comunicacao'], async (c) => c.json({ data: await listDocumentsForStaff(c.get('services').db) }));

staffRoute(staffDocuments, 'POST', DOCUMENT_UPLOAD_PATH, ['comunicacao'], async (c) => {
  const services = c.get('services');
  const { maxFileMb } = services.config;
  const form = await readUploadForm(c, { maxFileMb, files: 1, tooLarge: COMUNICACAO_MSG.fileTooLarge(maxFileMb), invalid: COMUNICACAO_MSG.formInvalid });
  const place = placeOf(form);
  const title = formText(form, 'title');
  if (!title || title.length > 200) throw new ApiError(400, COMUNICACAO_MSG.documentTitleRequired);
  const file = await formFile(form, 'file');
  if (!file) throw new ApiError(400, COMUNICACAO_MSG.pdfRequired);
  const published = await publishDocument(services.db, services.clock(), actorOf(c), place, title, await checkedPdf(file.bytes, maxFileMb));
  // After the commit, in the background as the payment notice is: every member is told of the new
  // document, by the channels each chose (issue 23 §3). The document is published either way; a
  // queue that fails is logged, not turned into a 500 that invites publishing it again.
  services.background.run('aviso de novo documento não entrou na fila', () => notifyNewDocument(services, published.id), { documentId: published.id });
  return c.json({ msg: published.replaced ? COMUNICACAO_MSG.documentReplaced : COMUNICACAO_MSG.documentPublished, id: published.id }, published.replaced ? 200 : 201);
});

staffRoute(staffDocuments, 'POST', '/staff/documents/:id/delete', ['comunicacao'], async (c) => {
  const services = c.get('services');
  const id = pathId(c.req.param('id')!, COMUNICACAO_MSG.documentNotFound);
  if (!(await deleteDocument(services.db, services.clock(), actorOf(c), id))) throw new ApiError(404, COMUNICACAO_MSG.documentNotFound);
  return c.json({ msg: COMUNICACAO_MSG.documentDeleted });
});
