// Portuguese full-text search over what a member may see: news, FAQ and official document titles
// (the association's), and the member's own lawsuits and shared folders (titles: every top-level
// folder, as the folder list shows them, and subfolders at any depth only inside folders open to
// the member, so a restricted folder's contents stay unseen until its terms are accepted). Everything is
// folded with unaccent before to_tsvector('portuguese', …), so 'acao' finds 'ação'; each query word
// is a prefix of its stem, so 'previdência' (stem previdenc) finds 'previdenciário'. The tables are
// small (tens to hundreds of rows), so vectors are computed per query instead of indexed.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { MAX_DEPTH, openTopLevelIds } from './folder-access.ts';

export type SearchKind = 'noticia' | 'faq' | 'documento' | 'processo' | 'pasta';

export type SearchHit = { kind: SearchKind; id: number; title: string; text: string | null };

export type SearchPage = { hits: SearchHit[]; terms: string[]; haveMore: boolean };

// More words than this add nothing a member needs and make the query costlier.
const MAX_WORDS = 8;

/** Lower-case, accent-free words of the query; only letters and digits reach the tsquery. */
export function queryWords(query: string): string[] {
  return query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    .split(/[^a-z0-9]+/).filter(Boolean).slice(0, MAX_WORDS);
}

const vector = (text: ReturnType<typeof sql>) => sql`to_tsvector('portuguese', unaccent(${text}))`;
const weighted = (title: ReturnType<typeof sql>, body: ReturnType<typeof sql>) =>
  sql`setweight(${vector(title)}, 'A') || setweight(${vector(body)}, 'B')`;

export async function search(db: Db, associateId: number, query: string, limit: number, offset: number): Promise<SearchPage> {
  const words = queryWords(query);
  if (words.length === 0) return { hits: [], terms: [], haveMore: false };
  // 'previdencia:* & social:*' — stemmed by to_tsquery, each word a prefix.
  const tsquery = words.map((word) => `${word}:*`).join(' & ');
  const openIds = await openTopLevelIds(db, associateId);
  const result = await db.execute(sql`
    with recursive q as (select to_tsquery('portuguese', ${tsquery}) as query),
    open_subfolders as (
      select f.id, 0 as depth from shared_folders f where f.id = any(array[${sql.join(openIds.map((id) => sql`${id}`), sql`, `)}]::integer[])
      union all
      select f.id, o.depth + 1 from shared_folders f join open_subfolders o on f.parent_id = o.id
       where f.deleted_at is null and o.depth < ${MAX_DEPTH}
    ),
    docs as (
      select 'noticia' as kind, n.id, n.title, n.description as text, n.date::text as sort_date,
             ${weighted(sql`n.title`, sql`n.description`)} as doc
        from news n where n.published
      union all
      select 'faq', f.id, f.question, f.answer, null, ${weighted(sql`f.question`, sql`f.answer`)}
        from faq f
      union all
      select 'documento', d.id, d.title, null, null, ${vector(sql`d.title`)}
        from official_documents d
      union all
      select 'processo', l.id, l.action_name, l.case_title, null, ${weighted(sql`l.action_name`, sql`l.case_title`)}
        from lawsuits l where l.associate_id = ${associateId}
      union all
      select 'pasta', f.id, f.title, f.description, null, ${weighted(sql`f.title`, sql`f.description`)}
        from shared_folders f
        join shared_folder_members m on m.folder_id = f.id and m.associate_id = ${associateId}
       where f.parent_id is null and f.deleted_at is null
      union all
      select 'pasta', f.id, f.title, f.description, null, ${weighted(sql`f.title`, sql`f.description`)}
        from shared_folders f join open_subfolders o on o.id = f.id and o.depth > 0
    )
    select kind, id, title, text, ts_rank(doc, q.query) as rank
      from docs, q
     where doc @@ q.query
     order by rank desc, sort_date desc nulls last, kind, id
     limit ${limit + 1} offset ${offset}`);
  const rows = result.rows as { kind: SearchKind; id: number; title: string; text: string | null }[];
  return {
    hits: rows.slice(0, limit).map(({ kind, id, title, text }) => ({ kind, id: Number(id), title, text })),
    terms: await stems(db, words),
    haveMore: rows.length > limit,
  };
}

/** The stems the query matched by prefix, for the portal to highlight in titles and excerpts. */
async function stems(db: Db, words: string[]): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct lexeme from unnest(to_tsvector('portuguese', ${words.join(' ')})) as t(lexeme, positions, weights)`);
  return (result.rows as { lexeme: string }[]).map((row) => row.lexeme).sort();
}
