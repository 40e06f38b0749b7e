// News written in the back office, into the `news` table members read (routes/news.ts): a new
// item is a draft; publishing dates it today (Brasília) and members see it at once. Each write and
// its audit row commit together. The audit keeps the texts' before/after, never the files' bytes
// (their size says whether they changed).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { news } from '../../../db/schema.ts';
import { recordAudit, type StaffActor } from '../../audit.ts';
import { brasiliaDay } from '../../declarations/issue-day.ts';

export type NewsDraft = {
  title: string; summary: string; text: string; link: string | null; imageAlt: string | null;
  /** Absent: keep the stored one. */
  image?: Uint8Array; file?: { bytes: Uint8Array; name: string } | null;
};

const listColumns = { id: news.id, title: news.title, date: news.date, published: news.published, imageAlt: news.imageAlt };

export async function listNewsForStaff(db: Db) {
  const rows = await db.select({ ...listColumns, hasImage: news.image, hasFile: news.fileName }).from(news).orderBy(desc(news.date), desc(news.id));
  return rows.map(({ hasImage, hasFile, ...row }) => ({ ...row, hasImage: hasImage !== null, hasFile: hasFile !== null }));
}

export async function newsForStaff(db: Db, id: number) {
  const [row] = await db.select({
    ...listColumns, summary: news.description, text: news.body, link: news.link, fileName: news.fileName, image: news.image,
  }).from(news).where(eq(news.id, id));
  if (!row) return null;
  const { image, ...rest } = row;
  return { ...rest, text: rest.text ?? '', hasImage: image !== null };
}

/** What the audit row keeps of an item. */
function audited(row: { title: string; description: string; body: string | null; link: string | null; imageAlt: string | null; image: Uint8Array | null; fileName: string | null; published: boolean }) {
  return {
    titulo: row.title, resumo: row.description, texto: row.body, link: row.link, textoAlternativo: row.imageAlt,
    fotoBytes: row.image?.byteLength ?? null, anexo: row.fileName, publicada: row.published,
  };
}

function columnsOf(draft: NewsDraft) {
  return {
    title: draft.title, description: draft.summary, body: draft.text || null, link: draft.link, imageAlt: draft.imageAlt,
    ...(draft.image ? { image: draft.image } : {}),
    ...(draft.file === undefined ? {} : { file: draft.file?.bytes ?? null, fileName: draft.file?.name ?? null }),
  };
}

export async function createNews(db: Db, now: Date, actor: StaffActor, draft: NewsDraft): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(news).values({ ...columnsOf(draft), date: brasiliaDay(now), published: false }).returning();
    await recordAudit(tx, now, actor, { action: 'criar', entity: 'noticia', entityId: row!.id, changes: { after: audited(row!) } });
    return row!.id;
  });
}

/** The item as it now stands, or null for an unknown id. */
export async function updateNews(db: Db, now: Date, actor: StaffActor, id: number, draft: NewsDraft): Promise<{ hasImage: boolean } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx.update(news).set(columnsOf(draft)).where(eq(news.id, id)).returning();
    await recordAudit(tx, now, actor, { action: 'editar', entity: 'noticia', entityId: id, changes: { before: audited(before), after: audited(after!) } });
    return { hasImage: after!.image !== null };
  });
}

/** Publishes (dated today) or withdraws an item; false for an unknown id. */
export async function setNewsPublished(db: Db, now: Date, actor: StaffActor, id: number, published: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ published: news.published, date: news.date }).from(news).where(eq(news.id, id)).for('update');
    if (!before) return false;
    const date = published && !before.published ? brasiliaDay(now) : before.date;
    await tx.update(news).set({ published, date }).where(eq(news.id, id));
    await recordAudit(tx, now, actor, {
      action: published ? 'publicar' : 'despublicar', entity: 'noticia', entityId: id,
      changes: { before: { publicada: before.published, data: before.date }, after: { publicada: published, data: date } },
    });
    return true;
  });
}
