// The legal team's writes to the shared folders members read (routes/folders.ts,
// folder-contents.ts): folders and subfolders, who a top-level folder is shared with, its files,
// and new versions of its terms. Acceptance is read by the hash of the current title and text
// (folder-access.ts), so publishing a new wording asks every member to accept again by itself; the
// version number is what the report and the member's acceptance record name.
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { associates, folderAuthorizations, sharedFiles, sharedFolderMembers, sharedFolders } from '../../db/schema.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { currentTermsHash, MAX_DEPTH, type Folder } from '../folder-access.ts';
import { termsHash } from '../folder-terms.ts';
import type { Member } from './cpf-list.ts';

export async function listTopFolders(db: Db) {
  const members = db.select({ folderId: sharedFolderMembers.folderId, n: count().as('n') }).from(sharedFolderMembers).groupBy(sharedFolderMembers.folderId).as('shared');
  return db.select({ folder: sharedFolders, members: members.n }).from(sharedFolders)
    .leftJoin(members, eq(members.folderId, sharedFolders.id))
    .where(and(isNull(sharedFolders.parentId), isNull(sharedFolders.deletedAt)))
    .orderBy(desc(sharedFolders.createdAt), desc(sharedFolders.id)).limit(500);
}

/** The folder with its ancestors, top-level first; null when it or one above it is gone. */
export async function folderPath(db: Db, id: number): Promise<Folder[] | null> {
  const path: Folder[] = [];
  let next: number | null = id;
  while (next !== null && path.length < MAX_DEPTH) {
    const [row] = await db.select().from(sharedFolders).where(eq(sharedFolders.id, next));
    if (!row || row.deletedAt) return null;
    path.unshift(row);
    next = row.parentId;
  }
  return next === null ? path : null;
}

export async function folderContents(db: Db, id: number) {
  const [subFolders, files] = await Promise.all([
    db.select({ id: sharedFolders.id, title: sharedFolders.title, description: sharedFolders.description }).from(sharedFolders)
      .where(and(eq(sharedFolders.parentId, id), isNull(sharedFolders.deletedAt))).orderBy(asc(sharedFolders.title)),
    db.select({ id: sharedFiles.id, title: sharedFiles.title, fileName: sharedFiles.fileName, uploaderEmail: sharedFiles.uploaderEmail, createdAt: sharedFiles.createdAt })
      .from(sharedFiles).where(eq(sharedFiles.folderId, id)).orderBy(desc(sharedFiles.createdAt), desc(sharedFiles.id)),
  ]);
  return { subFolders, files };
}

export async function folderMembers(db: Db, folderId: number): Promise<Member[]> {
  return db.select({ id: associates.id, cpf: associates.cpf, name: associates.name }).from(sharedFolderMembers)
    .innerJoin(associates, eq(associates.id, sharedFolderMembers.associateId))
    .where(eq(sharedFolderMembers.folderId, folderId)).orderBy(asc(associates.name), asc(associates.id));
}

/** 'Processo coletivo 2024' → 'processo-coletivo-2024' (the folder's name, spec §3). */
const slugOf = (title: string) => title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80) || 'pasta';

export async function createFolder(db: Db, now: Date, actor: StaffActor, input: { title: string; description: string; parentId: number | null }): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sharedFolders).values({ ...input, name: slugOf(input.title), createdAt: now }).returning({ id: sharedFolders.id });
    await recordAudit(tx, now, actor, { action: 'criar', entity: 'pasta', entityId: row!.id, changes: { after: input } });
    return row!.id;
  });
}

/** Shares with the members not sharing it yet; answers how many were new. */
export async function shareFolder(db: Db, now: Date, actor: StaffActor, folderId: number, members: Member[]): Promise<number> {
  return db.transaction(async (tx) => {
    const added = await tx.insert(sharedFolderMembers).values(members.map((member) => ({ folderId, associateId: member.id })))
      .onConflictDoNothing().returning({ associateId: sharedFolderMembers.associateId });
    for (const row of added) await recordAudit(tx, now, actor, { action: 'compartilhar', entity: 'pasta', entityId: folderId, associateId: row.associateId });
    return added.length;
  });
}

export async function unshareFolder(db: Db, now: Date, actor: StaffActor, folderId: number, associateId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(sharedFolderMembers)
      .where(and(eq(sharedFolderMembers.folderId, folderId), eq(sharedFolderMembers.associateId, associateId))).returning();
    if (removed.length === 0) return false;
    await recordAudit(tx, now, actor, { action: 'descompartilhar', entity: 'pasta', entityId: folderId, associateId });
    return true;
  });
}

export async function addFolderFile(db: Db, now: Date, actor: StaffActor, folderId: number, input: { title: string; file: { name: string; bytes: Uint8Array } }): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sharedFiles).values({
      folderId, title: input.title, fileName: input.file.name, data: input.file.bytes, uploaderEmail: actor.email, createdAt: now,
    }).returning({ id: sharedFiles.id });
    await recordAudit(tx, now, actor, {
      action: 'criar', entity: 'arquivo', entityId: row!.id, changes: { after: { pasta: folderId, title: input.title, arquivo: input.file.name, bytes: input.file.bytes.length } },
    });
    return row!.id;
  });
}

/**
 * A new wording of a top-level folder's terms. The first terms of a folder keep its version (1);
 * every later wording raises it. Null when the wording is the one in force (nothing to accept).
 */
export async function publishTerms(db: Db, now: Date, actor: StaffActor, folderId: number, terms: { title: string; text: string }): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(sharedFolders).where(eq(sharedFolders.id, folderId)).for('update');
    const hadTerms = Boolean(before!.requiresAuthorization && before!.termsText);
    if (hadTerms && currentTermsHash(before!) === termsHash(terms.title, terms.text)) return null;
    const version = hadTerms ? before!.termsVersion + 1 : before!.termsVersion;
    await tx.update(sharedFolders).set({ requiresAuthorization: true, authorizationTitle: terms.title, termsText: terms.text, termsVersion: version })
      .where(eq(sharedFolders.id, folderId));
    await recordAudit(tx, now, actor, {
      action: 'publicar-termos', entity: 'pasta', entityId: folderId,
      changes: {
        before: hadTerms ? { versao: before!.termsVersion, titulo: before!.authorizationTitle, texto: before!.termsText } : null,
        after: { versao: version, titulo: terms.title, texto: terms.text },
      },
    });
    return version;
  });
}

export type AcceptanceRow = {
  associateId: number; name: string; cpf: string; version: number; current: boolean; acceptedAt: Date;
  durationSeconds: number; termsServedAt: Date | null; reportedScrollDepth: number | null; device: string;
};

/**
 * The acceptance report of a folder: every acceptance on record (newest first), each marked
 * current when it accepted the wording in force, and the members it is shared with who have not
 * accepted the wording in force.
 */
export async function acceptanceReport(db: Db, folder: Folder) {
  const hash = currentTermsHash(folder);
  const [rows, members] = await Promise.all([
    db.select({
      associateId: folderAuthorizations.associateId, name: associates.name, cpf: associates.cpf, version: folderAuthorizations.termsVersion,
      hash: folderAuthorizations.termsHash, acceptedAt: folderAuthorizations.createdAt, durationSeconds: folderAuthorizations.durationSeconds,
      termsServedAt: folderAuthorizations.termsServedAt, reportedScrollDepth: folderAuthorizations.reportedScrollDepth, device: folderAuthorizations.device,
    }).from(folderAuthorizations).innerJoin(associates, eq(associates.id, folderAuthorizations.associateId))
      .where(eq(folderAuthorizations.folderId, folder.id)).orderBy(desc(folderAuthorizations.createdAt), desc(folderAuthorizations.id)).limit(20_000),
    folderMembers(db, folder.id),
  ]);
  const acceptances: AcceptanceRow[] = rows.map(({ hash: accepted, ...row }) => ({ ...row, current: folder.requiresAuthorization && accepted === hash }));
  const acceptedNow = new Set(acceptances.filter((row) => row.current).map((row) => row.associateId));
  const pending = folder.requiresAuthorization ? members.filter((member) => !acceptedNow.has(member.id)) : [];
  return { acceptances, pending, members };
}

