// News for the dashboard, the list and (extension) one item for /noticia/{id}, its picture and
// its attachment. Lean by default (sizes instead of base64), spec §7 shape with ?full=1.
// Members see published items only: a draft written in the back office (routes/staff/news.ts)
// is invisible here, its picture and attachment too, until staff publish it.
import { Hono, type Context } from 'hono';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import { jsonArray, jsonObject } from '../db/json-rows.ts';
import { news as newsTable } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { readSession, requireSession } from '../middleware/session.ts';
import { sessionLookup } from '../services/sessions.ts';
import { byteSize, fileAnswer, wantsFullShape } from './answer-shape.ts';
import { toBase64 } from './encoding.ts';
import { parsePage, pathId } from './validation.ts';

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

export type LeanNews = {
  id: number; title: string; description: string; date: string; link: string | null;
  fileFile: string | null; imageSize: number | null; fileSize: number | null;
};

/**
 * Lean news, newest first, from `newsOffset`, at most `newsLimit` (placeholders), as a JSON array
 * read with the session: the dashboard and the news list are one round trip each.
 */
export const leanNewsItems = sql<LeanNews[]>`(select ${jsonArray(sql.raw('news_page.item'), sql.raw('news_page.date desc, news_page.id desc'))}
  from (select ${jsonObject(leanColumns)} as item, ${newsTable.date} as date, ${newsTable.id} as id from ${newsTable}
    where ${newsTable.published}
    order by ${newsTable.date} desc, ${newsTable.id} desc
    limit ${sql.placeholder('newsLimit')} offset ${sql.placeholder('newsOffset')}) as news_page)`;

/** One item's page also carries its long text and its picture's alt text (lists do not need them). */
const itemColumns = { ...leanColumns, text: newsTable.body, imageAlt: newsTable.imageAlt };

const publishedWithId = (id: number) => and(eq(newsTable.id, id), eq(newsTable.published, true));

const withNewsPage = sessionLookup('session_with_news_page', { news: leanNewsItems });

/** The `{limit}&{offset}` asked for; a bad one is refused after the session check, as on every private route. */
async function pageAsked(c: Context<AppEnv>, maxLimit?: number) {
  try {
    return parsePage(c.req.param('page') ?? '', maxLimit);
  } catch (refusal) {
    await readSession(c);
    throw refusal;
  }
}

news.get('/news/user/getWithLimit/:page', async (c) => {
  const full = wantsFullShape(c);
  const { limit, offset } = await pageAsked(c, full ? undefined : LEAN_MAX_LIMIT);
  if (!full) {
    // One item more than asked tells whether another page exists.
    const { news: items } = await readSession(c, withNewsPage, { newsLimit: limit + 1, newsOffset: offset });
    return c.json({ data: items.slice(0, limit), haveMore: items.length > limit });
  }
  await readSession(c);
  const rows = await c.get('services').db.select().from(newsTable).where(eq(newsTable.published, true)).orderBy(...NEWEST_FIRST).limit(limit + 1).offset(offset);
  return c.json({ data: rows.slice(0, limit).map(toFullNews), haveMore: rows.length > limit });
});

news.get('/news/user/:id', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.newsNotFound);
  const db = c.get('services').db;
  const [row] = wantsFullShape(c)
    ? (await db.select().from(newsTable).where(publishedWithId(id))).map(toFullNews)
    : await db.select(itemColumns).from(newsTable).where(publishedWithId(id));
  if (!row) throw new ApiError(404, MSG.newsNotFound);
  return c.json({ data: row });
});

news.get('/news/user/:id/image', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.newsNotFound);
  const [row] = await c.get('services').db.select({ image: newsTable.image }).from(newsTable).where(publishedWithId(id));
  if (!row?.image) throw new ApiError(404, MSG.newsNotFound);
  return fileAnswer(c, row.image, 'image/webp');
});

news.get('/news/user/:id/file', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.newsNotFound);
  const [row] = await c.get('services').db
    .select({ file: newsTable.file, name: newsTable.fileName, title: newsTable.title })
    .from(newsTable).where(publishedWithId(id));
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
