// Shared folders (spec §3, §7): the member's top-level folders with their authorization flag, the
// terms of a restricted one, and the acceptance that opens it (an append-only record whose reading
// time the API measures from serving the terms).
import { Hono } from 'hono';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import { folderAuthorizations, sharedFolderMembers, sharedFolders } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { currentTermsHash, memberFolderPath, openFolderIds, type Folder } from '../services/folder-access.ts';
import { measuredReading, recordTermsServed } from '../services/terms-evidence.ts';
import { readAuthorizationRequest } from './authorization-input.ts';
import { LIST_MAX_LIMIT, parsePage, pathId } from './validation.ts';

export const folders = new Hono<AppEnv>();

folders.get('/folderViewer/associates/getWithLimit/:page', requireSession, async (c) => {
  const { limit, offset } = parsePage(c.req.param('page'), LIST_MAX_LIMIT);
  const { db } = c.get('services');
  const associateId = c.get('associateId');
  const rows = await db.select({ folder: sharedFolders }).from(sharedFolders)
    .innerJoin(sharedFolderMembers, eq(sharedFolderMembers.folderId, sharedFolders.id))
    .where(and(eq(sharedFolderMembers.associateId, associateId), isNull(sharedFolders.parentId), isNull(sharedFolders.deletedAt)))
    .orderBy(desc(sharedFolders.createdAt), desc(sharedFolders.id))
    .limit(limit)
    .offset(offset);
  const list = rows.map((r) => r.folder);
  const open = await openFolderIds(db, associateId, list);
  await recordTermsServed(db, associateId, list.filter((folder) => withTerms(folder, open.has(folder.id))), c.get('services').clock());
  return c.json({ data: list.map((folder) => toFolder(folder, open.has(folder.id))) });
});

folders.get('/authorizationViewer/request/:id', requireSession, async (c) => {
  const { db, clock } = c.get('services');
  const folder = await restrictedTopLevel(db, c.get('associateId'), c.req.param('id'));
  await recordTermsServed(db, c.get('associateId'), [folder], clock());
  return c.json({ data: termsOf(folder) });
});

folders.post('/authorizationFolder', requireSession, async (c) => {
  const request = readAuthorizationRequest(c.get('body'));
  const { db, clock } = c.get('services');
  const associateId = c.get('associateId');
  const folder = await restrictedTopLevel(db, associateId, String(request.folderId));
  const now = clock();
  const reading = await measuredReading(db, associateId, folder, now);
  // Always a new row: the history of acceptances is the evidence, never rewritten.
  const [record] = await db.insert(folderAuthorizations).values({
    folderId: folder.id,
    associateId,
    slug: request.slug,
    durationSeconds: reading.seconds,
    termsServedAt: reading.servedAt,
    reportedScrollDepth: request.reportedScrollDepth,
    device: request.device,
    ip: c.get('clientIp'),
    termsVersion: folder.termsVersion,
    termsHash: currentTermsHash(folder),
    createdAt: now,
  }).returning({ id: folderAuthorizations.id, createdAt: folderAuthorizations.createdAt });
  return c.json({
    msg: MSG.accessGranted,
    data: { id: record!.id, folder_id: folder.id, authorization: true, created_at: record!.createdAt.toISOString() },
  }, 201);
});

export const folderSlug = (id: number) => `/pastasCompartilhadas/${id}`;

/** The member's top-level folder that has terms; 404 when not theirs, 400 when it has no terms. */
async function restrictedTopLevel(db: AppEnv['Variables']['services']['db'], associateId: number, rawId: string): Promise<Folder> {
  const path = await memberFolderPath(db, associateId, pathId(rawId, MSG.folderNotFound));
  if (!path || path.length !== 1) throw new ApiError(404, MSG.folderNotFound);
  const folder = path[0]!;
  if (!folder.requiresAuthorization || !folder.termsText) throw new ApiError(400, MSG.noTerms);
  return folder;
}

const termsOf = (folder: Folder) => ({
  id: folder.id,
  title: folder.authorizationTitle,
  text: folder.termsText,
  version: folder.termsVersion,
  hash: currentTermsHash(folder),
  slug: folderSlug(folder.id),
});

const withTerms = (folder: Folder, open: boolean) => !open && folder.requiresAuthorization && Boolean(folder.termsText);

function toFolder(folder: Folder, open: boolean) {
  return {
    id: folder.id,
    name: folder.name,
    title: folder.title,
    description: folder.description,
    created_at: folder.createdAt.toISOString(),
    authorization: open,
    authorizationTitle: folder.requiresAuthorization ? folder.authorizationTitle : null,
    // Extension: the terms the member still has to accept, as GET /authorizationViewer/request/{id}
    // answers them, so the list page opens them in place without one more call per folder.
    terms: withTerms(folder, open) ? termsOf(folder) : null,
  };
}
