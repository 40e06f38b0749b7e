// News for the dashboard, the list and (extension) one item for /noticia/{id}.
import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import { news as newsTable } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { toBase64 } from './encoding.ts';
import { parsePage, pathId } from './validation.ts';

export const news = new Hono<AppEnv>();

news.get('/news/user/getWithLimit/:page', requireSession, async (c) => {
  const { limit, offset } = parsePage(c.req.param('page'));
  // One row more than asked tells whether another page exists.
  const rows = await c.get('services').db.select().from(newsTable)
    .orderBy(desc(newsTable.date), desc(newsTable.id))
    .limit(limit + 1)
    .offset(offset);
  return c.json({ data: rows.slice(0, limit).map(toNews), haveMore: rows.length > limit });
});

news.get('/news/user/:id', requireSession, async (c) => {
  const id = pathId(c.req.param('id'), MSG.newsNotFound);
  const [row] = await c.get('services').db.select().from(newsTable).where(eq(newsTable.id, id));
  if (!row) throw new ApiError(404, MSG.newsNotFound);
  return c.json({ data: toNews(row) });
});

function toNews(row: typeof newsTable.$inferSelect) {
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
