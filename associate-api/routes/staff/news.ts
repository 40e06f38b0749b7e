// Comunicação: news (DESIGN §10). Saving a new item or an edit is one multipart form (texts,
// picture, attachment) at a fixed path, which json-body.ts leaves unread; publishing and
// withdrawing are plain JSON calls. Members see an item once it is published (routes/news.ts).
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../middleware/errors.ts';
import { actorOf } from '../../middleware/staff.ts';
import { formFile, formText, readUploadForm, type UploadForm } from '../../middleware/upload-body.ts';
import { checkedPdf, newsPicture } from '../../services/staff/comunicacao/uploaded-files.ts';
import { createNews, listNewsForStaff, newsForStaff, setNewsPublished, updateNews, type NewsDraft } from '../../services/staff/comunicacao/news-editing.ts';
import { pathId } from '../validation.ts';
import { staffRoute } from './access.ts';
import { COMUNICACAO_MSG } from './comunicacao-messages.ts';

/** The multipart path json-body.ts leaves to this route. */
export const NEWS_UPLOAD_PATH = '/staff/news/save';

export const staffNews = new Hono<AppEnv>();

function requiredText(form: UploadForm, name: string, maxLength: number, message: string) {
  const value = formText(form, name);
  if (!value || value.length > maxLength) throw new ApiError(400, message);
  return value;
}

function linkOf(form: UploadForm) {
  const link = formText(form, 'link');
  if (!link) return null;
  if (!/^https?:\/\/\S+$/i.test(link) || link.length > 500) throw new ApiError(400, COMUNICACAO_MSG.linkInvalid);
  return link;
}

/** The form as a draft; `hadImage`: whether the stored item already has a picture (its alt text stays required). */
async function draftOf(c: Context<AppEnv>, form: UploadForm, hadImage: boolean): Promise<NewsDraft> {
  const { maxFileMb } = c.get('services').config;
  const title = requiredText(form, 'title', 200, COMUNICACAO_MSG.titleRequired);
  const summary = requiredText(form, 'summary', 600, COMUNICACAO_MSG.summaryRequired);
  const text = formText(form, 'text');
  if (text.length > 20_000) throw new ApiError(400, COMUNICACAO_MSG.textTooLong);
  const link = linkOf(form);
  const picture = await formFile(form, 'picture');
  const imageAlt = formText(form, 'imageAlt');
  if ((picture || hadImage) && (!imageAlt || imageAlt.length > 250)) throw new ApiError(400, COMUNICACAO_MSG.altRequired);
  const attachment = await formFile(form, 'attachment');
  const file = attachment ? { bytes: await checkedPdf(attachment.bytes, maxFileMb), name: pdfName(attachment.name) }
    : formText(form, 'removeAttachment') ? null : undefined;
  return { title, summary, text, link, imageAlt: imageAlt || null, file, ...(picture ? { image: await newsPicture(picture.bytes, maxFileMb) } : {}) };
}

/** The name members download the attachment as: the uploaded one, tidied, always .pdf. */
function pdfName(original: string) {
  const base = original.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, '').replace(/\.[^.]*$/, '').trim().slice(0, 120);
  return `${base || 'anexo'}.pdf`;
}

staffRoute(staffNews, 'GET', '/staff/news', ['comunicacao'], async (c) => c.json({ data: await listNewsForStaff(c.get('services').db) }));

staffRoute(staffNews, 'GET', '/staff/news/:id', ['comunicacao'], async (c) => {
  const item = await newsForStaff(c.get('services').db, pathId(c.req.param('id')!, COMUNICACAO_MSG.newsNotFound));
  if (!item) throw new ApiError(404, COMUNICACAO_MSG.newsNotFound);
  return c.json({ data: item });
});

staffRoute(staffNews, 'POST', NEWS_UPLOAD_PATH, ['comunicacao'], async (c) => {
  const services = c.get('services');
  const form = await readUploadForm(c, { maxFileMb: services.config.maxFileMb, files: 2, tooLarge: COMUNICACAO_MSG.fileTooLarge(services.config.maxFileMb), invalid: COMUNICACAO_MSG.formInvalid });
  const idField = formText(form, 'id');
  if (!idField) {
    const id = await createNews(services.db, services.clock(), actorOf(c), await draftOf(c, form, false));
    return c.json({ msg: COMUNICACAO_MSG.newsCreated, id }, 201);
  }
  const id = pathId(idField, COMUNICACAO_MSG.newsNotFound);
  const existing = await newsForStaff(services.db, id);
  if (!existing) throw new ApiError(404, COMUNICACAO_MSG.newsNotFound);
  if (!(await updateNews(services.db, services.clock(), actorOf(c), id, await draftOf(c, form, existing.hasImage)))) throw new ApiError(404, COMUNICACAO_MSG.newsNotFound);
  return c.json({ msg: COMUNICACAO_MSG.newsSaved, id });
});

for (const [action, published] of [['publish', true], ['unpublish', false]] as const) {
  staffRoute(staffNews, 'POST', `/staff/news/:id/${action}`, ['comunicacao'], async (c) => {
    const services = c.get('services');
    const id = pathId(c.req.param('id')!, COMUNICACAO_MSG.newsNotFound);
    if (!(await setNewsPublished(services.db, services.clock(), actorOf(c), id, published))) throw new ApiError(404, COMUNICACAO_MSG.newsNotFound);
    return c.json({ msg: published ? COMUNICACAO_MSG.newsPublished : COMUNICACAO_MSG.newsUnpublished });
  });
}
