// The reading time on an acceptance is measured here, not taken from the browser: the clock starts
// when the API serves a folder's terms to the member (the list that opens them in a dialog, or the
// terms page) and stops at the acceptance. Serving the terms again restarts it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { folderTermsServed } from '../db/schema.ts';
import { currentTermsHash, type Folder } from './folder-access.ts';

export async function recordTermsServed(db: Db, associateId: number, folders: Folder[], now: Date): Promise<void> {
  if (folders.length === 0) return;
  await db.insert(folderTermsServed)
    .values(folders.map((folder) => ({ folderId: folder.id, associateId, termsHash: currentTermsHash(folder), servedAt: now })))
    .onConflictDoUpdate({
      target: [folderTermsServed.folderId, folderTermsServed.associateId],
      set: { termsHash: sql`excluded.terms_hash`, servedAt: sql`excluded.served_at` },
    });
}

/** When the wording being accepted was last served, and the whole seconds since (0 if never). */
export async function measuredReading(db: Db, associateId: number, folder: Folder, now: Date): Promise<{ servedAt: Date | null; seconds: number }> {
  const [served] = await db.select({ servedAt: folderTermsServed.servedAt }).from(folderTermsServed).where(and(
    eq(folderTermsServed.folderId, folder.id),
    eq(folderTermsServed.associateId, associateId),
    eq(folderTermsServed.termsHash, currentTermsHash(folder)),
  ));
  if (!served || served.servedAt > now) return { servedAt: null, seconds: 0 };
  return { servedAt: served.servedAt, seconds: Math.floor((now.getTime() - served.servedAt.getTime()) / 1000) };
}
