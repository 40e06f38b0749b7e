// What is inside a shared folder (spec §7 fileViewer): its subfolders and files, paged by the same
// limit/offset, and one file. Nothing of a restricted folder is listed or served before the member
// accepted its terms (428); other members' folders and files are unknown ids (404).
import { Hono } from 'hono';
import { asc, desc, eq } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { sharedFiles, sharedFolders } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { isOpenFor, memberFolderPath, type Folder } from '../services/folder-access.ts';
import { toBase64 } from './encoding.ts';
import { parsePage, pathId } from './validation.ts';

export const folderContents = new Hono<AppEnv>();

folderContents.get('/fileViewer/getWithLimit/associate/:id/:page', requireSession, async (c) => {
  const { db } = c.get('services');
  const path = await openPath(db, c.get('associateId'), pathId(c.req.param('id'), MSG.folderNotFound), MSG.folderNotFound);
  const { limit, offset } = parsePage(c.req.param('page'));
  const folder = path.at(-1)!;
  const [subFolders, files] = await Promise.all([
    db.select().from(sharedFolders).where(eq(sharedFolders.parentId, folder.id))
      .orderBy(asc(sharedFolders.title), asc(sharedFolders.id)).limit(limit).offset(offset),
    db.select().from(sharedFiles).where(eq(sharedFiles.folderId, folder.id))
      .orderBy(desc(sharedFiles.createdAt), desc(sharedFiles.id)).limit(limit).offset(offset),
  ]);
  return c.json({
    data: {
      subFolders: subFolders.map((f) => ({ id: f.id, name: f.name, title: f.title, description: f.description })),
      files: files.map(toFile),
      // Extension: the folder itself and the way down to it, for the page heading and breadcrumb.
      folder: { id: folder.id, title: folder.title, description: folder.description, parent_id: folder.parentId },
      path: path.map((f) => ({ id: f.id, title: f.title })),
    },
  });
});

folderContents.get('/fileViewer/associate/:id', requireSession, async (c) => {
  const { db } = c.get('services');
  const id = pathId(c.req.param('id'), MSG.fileNotFound);
  const [file] = await db.select().from(sharedFiles).where(eq(sharedFiles.id, id));
  if (!file) throw new ApiError(404, MSG.fileNotFound);
  const path = await openPath(db, c.get('associateId'), file.folderId, MSG.fileNotFound);
  return c.json({ data: { ...toFile(file), folder_id: file.folderId, path: path.map((f) => ({ id: f.id, title: f.title })) } });
});

/** The member's folder path, once its top-level folder is open to them. */
async function openPath(db: Db, associateId: number, folderId: number, notFound: string): Promise<Folder[]> {
  const path = await memberFolderPath(db, associateId, folderId);
  if (!path) throw new ApiError(404, notFound);
  if (!(await isOpenFor(db, associateId, path[0]!))) throw new ApiError(428, MSG.termsRequired);
  return path;
}

function toFile(file: typeof sharedFiles.$inferSelect) {
  return {
    id: file.id,
    title: file.title,
    file_name: file.fileName,
    file_path: toBase64(file.data),
    user_email: file.uploaderEmail ?? '',
    created_at: file.createdAt.toISOString(),
  };
}
