// Who may see what in the shared folders: a folder (or subfolder, at any depth) belongs to the
// member when its top-level folder is shared with them; a restricted top-level folder opens only
// once the member accepted its current terms. Everything else answers as if it did not exist.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { folderAuthorizations, sharedFolderMembers, sharedFolders } from '../db/schema.ts';
import { termsHash } from './folder-terms.ts';

export type Folder = typeof sharedFolders.$inferSelect;

// Subfolders are created by staff; a loop or an absurd depth in the data must not hang a request.
export const MAX_DEPTH = 16;

/** The folder with its ancestors, top-level first, or null when it is not the member's. */
export async function memberFolderPath(db: Db, associateId: number, folderId: number): Promise<Folder[] | null> {
  const path: Folder[] = [];
  let nextId: number | null = folderId;
  while (nextId !== null && path.length < MAX_DEPTH) {
    const [row] = await db.select().from(sharedFolders).where(eq(sharedFolders.id, nextId));
    // A deleted folder (or one inside it) is gone for the member; its acceptances stay on record.
    if (!row || row.deletedAt) return null;
    path.unshift(row);
    nextId = row.parentId;
  }
  if (nextId !== null) return null;
  const [shared] = await db.select().from(sharedFolderMembers)
    .where(and(eq(sharedFolderMembers.folderId, path[0]!.id), eq(sharedFolderMembers.associateId, associateId)));
  return shared ? path : null;
}

/** The hash of the terms a restricted top-level folder currently shows. */
export const currentTermsHash = (folder: Folder) => termsHash(folder.authorizationTitle ?? '', folder.termsText ?? '');

/** Ids of the given top-level folders the member may open (unrestricted, or current terms accepted). */
export async function openFolderIds(db: Db, associateId: number, folders: Folder[]): Promise<Set<number>> {
  const restricted = folders.filter((f) => f.requiresAuthorization);
  const open = new Set(folders.filter((f) => !f.requiresAuthorization).map((f) => f.id));
  if (restricted.length === 0) return open;
  const accepted = await db.select({ folderId: folderAuthorizations.folderId, hash: folderAuthorizations.termsHash })
    .from(folderAuthorizations)
    .where(and(eq(folderAuthorizations.associateId, associateId), inArray(folderAuthorizations.folderId, restricted.map((f) => f.id))));
  for (const folder of restricted) {
    const hash = currentTermsHash(folder);
    if (accepted.some((a) => a.folderId === folder.id && a.hash === hash)) open.add(folder.id);
  }
  return open;
}

/** Ids of the member's top-level folders that are open to them (what search may look inside). */
export async function openTopLevelIds(db: Db, associateId: number): Promise<number[]> {
  const rows = await db.select({ folder: sharedFolders }).from(sharedFolders)
    .innerJoin(sharedFolderMembers, eq(sharedFolderMembers.folderId, sharedFolders.id))
    .where(and(eq(sharedFolderMembers.associateId, associateId), isNull(sharedFolders.parentId), isNull(sharedFolders.deletedAt)));
  return [...await openFolderIds(db, associateId, rows.map((r) => r.folder))];
}

export async function isOpenFor(db: Db, associateId: number, topLevel: Folder): Promise<boolean> {
  return (await openFolderIds(db, associateId, [topLevel])).has(topLevel.id);
}
