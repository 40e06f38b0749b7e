// News for the dashboard, the list and (extension) one item for /noticia/{id}, its picture and
// its attachment. Lean by default (sizes instead of base64), spec §7 shape with ?full=1.
import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { news as newsTable } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { byteSize, fileAnswer, wantsFullShape } from './answer-shape.ts';
import { toBase64 } from './encoding.ts';
import { parsePage, pathId, type Page } from './validation.ts';

export const news = new Hono<AppEnv>();

// A lean page carries no bytes, so the portal may ask for up to 50 pages of 10 in one call.
export const LEAN_MAX_LIMIT = 500;

const NEWEST_FIRST = [desc(newsTable.date), desc(newsTable.id)];

const leanColumns = {
  id: newsTable.id,
  title: newsTable.title,
  description: newsTable.description,
  date: newsTable.date,
  link: newsTable.link,
  fileFile: newsTable.fileName,
  imageSize: byteSize(newsTable.image),
  fileSize: byteSize(newsTable.file),
};

/** A page of news without bytes; one row more than asked tells whether another page exists. */
export async function leanNewsPage(db: Db, { limit, offset }: Page) {
  const rows = await db.select(leanColumns).from(newsTable).orderBy(...NEWEST_FIRST).limit(limit + 1).offset(offset);
  return { data: rows.slice(0, limit), haveMore: rows.length > limit };
}

news.get('/news/user/getWithLimit/:page', requireSession, async (c) => {
  const db = c.get('services').db;
  const full = wantsFullShape(c);
  const page = parsePage(c.req.param('page'), full ? undefined : LEAN_MAX_LIMIT);
  if (!full) return c.json(await leanNewsPage(db, page));
  const rows = await db.select().from(newsTable).orderBy(...NEWEST_FIRST).limit(page.limit + 1).offset(page.offset);
  return c.json({ data: rows.slice(0, page.limit).map(toFullNews), haveMore: rows.length > page.limit });
});

news.get('/news/user/:id', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.newsNotFound);
  const db = c.get('services').db;
  const [row] = wantsFullShape(c)
    ? (await db.select().from(newsTable).where(eq(newsTable.id, id))).map(toFullNews)
    : await db.select(leanColumns).from(newsTable).where(eq(newsTable.id, id));
  if (!row) throw new ApiError(404, MSG.newsNotFound);
  return c.json({ data: row });
});

news.get('/news/user/:id/image', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.newsNotFound);
  const [row] = await c.get('services').db.select({ image: newsTable.image }).from(newsTable).where(eq(newsTable.id, id));
  if (!row?.image) throw new ApiError(404, MSG.newsNotFound);
  return fileAnswer(c, row.image, 'image/webp');
});

news.get('/news/user/:id/file', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.newsNotFound);
  const [row] = await c.get('services').db
    .select({ file: newsTable.file, name: newsTable.fileName, title: newsTable.title })
    .from(newsTable).where(eq(newsTable.id, id));
  if (!row?.file) throw new ApiError(404, MSG.newsNotFound);
  return fileAnswer(c, row.file, 'application/pdf', row.name ?? row.title);
});

function toFullNews(row: typeof newsTable.$inferSelect) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    pathImage: toBase64(row.image),
    link: row.link,
    pathFile: toBase64(row.file),
    fileFile: row.fileName,
  };
}
