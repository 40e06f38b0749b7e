// What is inside a shared folder (spec §7 fileViewer): its subfolders and files, paged by the same
// limit/offset, and one file. Nothing of a restricted folder is listed or served before the member
// accepted its terms (428); other members' folders and files are unknown ids (404). Lists and the
// file's own answer carry metadata only (a `size` instead of spec §7's base64 `file_path`): the
// bytes leave only through a view (DESIGN §7.10), stamped and streamed in slices.
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { sharedFiles, sharedFolders } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { SESSION_COOKIE } from '../middleware/cookies.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { isOpenFor, memberFolderPath, type Folder } from '../services/folder-access.ts';
import { openView, viewCopy, type ViewOwner } from '../services/file-views.ts';
import { sha256 } from '../services/secrets.ts';
import { piecesAnswer } from '../services/stored-bytes.ts';
import { byteSize } from './answer-shape.ts';
import { protectedFileHeaders } from './file-headers.ts';
import { parsePage, pathId } from './validation.ts';

export const folderContents = new Hono<AppEnv>();

folderContents.get('/fileViewer/getWithLimit/associate/:id/:page', requireSession, async (c) => {
  const { db } = c.get('services');
  const path = await openPath(db, c.get('associateId'), pathId(c.req.param('id'), MSG.folderNotFound), MSG.folderNotFound);
  const { limit, offset } = parsePage(c.req.param('page'));
  const folder = path.at(-1)!;
  const [subFolders, files] = await Promise.all([
    db.select().from(sharedFolders).where(and(eq(sharedFolders.parentId, folder.id), isNull(sharedFolders.deletedAt)))
      .orderBy(asc(sharedFolders.title), asc(sharedFolders.id)).limit(limit).offset(offset),
    db.select(fileColumns).from(sharedFiles).where(eq(sharedFiles.folderId, folder.id))
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
  const { file, path } = await openFile(c.get('services').db, c.get('associateId'), c.req.param('id'));
  return c.json({ data: { ...toFile(file), folder_id: file.folderId, path: path.map((f) => ({ id: f.id, title: f.title })) } });
});

// Extension: opening a file in the protected viewer. The answer is the file's own plus a reference
// for this view alone (DESIGN §7.10): only this member, in this session, for a short while.
folderContents.post('/fileViewer/associate/:id/view', requireSession, async (c) => {
  const { db, clock } = c.get('services');
  const { file, path } = await openFile(db, c.get('associateId'), c.req.param('id'));
  const view = await openView(db, clock, viewOwner(c), file.id);
  return c.json({
    data: {
      ...toFile(file),
      folder_id: file.folderId,
      path: path.map((f) => ({ id: f.id, title: f.title })),
      view: { token: view.token, expires_at: view.expiresAt.toISOString() },
    },
  }, 201);
});

// Extension: the stamped copy of one view (the file's bytes, then the view's stamp), whole or by
// range, read in slices as it is sent.
folderContents.get('/fileViewer/view/:token', requireSession, async (c) => {
  const { db, clock } = c.get('services');
  const token = c.req.param('token');
  const view = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await viewCopy(db, clock, viewOwner(c), token) : null;
  if (!view) throw new ApiError(404, MSG.fileNotFound);
  return piecesAnswer(c.req.raw, view.pieces, protectedFileHeaders(view.title));
});

const fileColumns = {
  id: sharedFiles.id,
  folderId: sharedFiles.folderId,
  title: sharedFiles.title,
  fileName: sharedFiles.fileName,
  size: byteSize(sharedFiles.data),
  uploaderEmail: sharedFiles.uploaderEmail,
  createdAt: sharedFiles.createdAt,
};

type FileRow = { id: number; folderId: number; title: string; fileName: string; size: number | null; uploaderEmail: string | null; createdAt: Date };

const viewOwner = (c: Context<AppEnv>): ViewOwner => ({ associateId: c.get('associateId'), sessionHash: sha256(getCookie(c, SESSION_COOKIE) ?? '') });

/** The member's file (404 otherwise) in a folder they may open (428 before its terms are accepted). */
async function openFile(db: Db, associateId: number, rawId: string): Promise<{ file: FileRow; path: Folder[] }> {
  const id = pathId(rawId, MSG.fileNotFound);
  const [file] = await db.select(fileColumns).from(sharedFiles).where(eq(sharedFiles.id, id));
  if (!file) throw new ApiError(404, MSG.fileNotFound);
  return { file, path: await openPath(db, associateId, file.folderId, MSG.fileNotFound) };
}

/** The member's folder path, once its top-level folder is open to them. */
async function openPath(db: Db, associateId: number, folderId: number, notFound: string): Promise<Folder[]> {
  const path = await memberFolderPath(db, associateId, folderId);
  if (!path) throw new ApiError(404, notFound);
  if (!(await isOpenFor(db, associateId, path[0]!))) throw new ApiError(428, MSG.termsRequired);
  return path;
}

function toFile(file: FileRow) {
  return {
    id: file.id,
    title: file.title,
    file_name: file.fileName,
    size: file.size ?? 0,
    user_email: file.uploaderEmail ?? '',
    created_at: file.createdAt.toISOString(),
  };
}
