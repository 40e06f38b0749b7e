// One opening of a protected file in the viewer (DESIGN §7.10): a random reference that works only
// for the member and the session that opened it, for a short while. Its stamped copy is made once,
// at the first read, and kept with the view, so pdf.js's range requests read pieces of the same
// copy instead of stamping the file again for every piece. Logging out (the session's end) and
// expiry take the views and their copies away.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { maskCpf } from '../../contract/cpf.ts';
import type { Db } from '../db/client.ts';
import { associates, fileViews, sharedFiles } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import type { Clock } from './clock.ts';
import { stampPdf } from './file-stamp.ts';
import { newSecret, sha256 } from './secrets.ts';
import type { StoredBytes } from './stored-bytes.ts';

// Long enough for an elderly member on a slow link to read a long file, short enough that a
// reference copied out of the browser soon stops working. Reopening the page makes a new one.
const VIEW_LIFETIME_MS = 30 * 60_000;

const STAMP_TIME = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

export type ViewOwner = { associateId: number; sessionHash: string };

/** A new view of `fileId` (already checked to be open to the member); the token goes to the viewer. */
export async function openView(db: Db, clock: Clock, owner: ViewOwner, fileId: number): Promise<{ token: string; expiresAt: Date }> {
  const now = clock();
  const [member] = await db.select({ name: associates.name, cpf: associates.cpf }).from(associates).where(eq(associates.id, owner.associateId));
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + VIEW_LIFETIME_MS);
  await db.delete(fileViews).where(and(eq(fileViews.associateId, owner.associateId), lt(fileViews.expiresAt, now)));
  await db.insert(fileViews).values({
    tokenHash: sha256(token),
    associateId: owner.associateId,
    sessionHash: owner.sessionHash,
    fileId,
    // Fixed now, so every piece pdf.js asks for comes from the same copy.
    stampLine: `Cópia de ${member!.name} · CPF ${maskCpf(member!.cpf)} · ${STAMP_TIME.format(now)}`,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

const copyOf = (tokenHash: string): StoredBytes => ({
  table: sql`${fileViews}`,
  column: sql`${fileViews.copy}`,
  where: sql`${fileViews.tokenHash} = ${tokenHash}`,
});

/**
 * The stamped copy of a live view of this member in this session, made on its first read; null for
 * anything else (expired, another session's, unknown), which the route answers as not found.
 */
export async function viewCopy(db: Db, clock: Clock, owner: ViewOwner, token: string): Promise<{ title: string; copy: StoredBytes } | null> {
  const tokenHash = sha256(token);
  const [view] = await db.select({ stamped: sql<boolean>`${fileViews.copy} is not null`, stampLine: fileViews.stampLine, fileId: fileViews.fileId, title: sharedFiles.title })
    .from(fileViews)
    .innerJoin(sharedFiles, eq(sharedFiles.id, fileViews.fileId))
    .where(and(
      eq(fileViews.tokenHash, tokenHash),
      eq(fileViews.associateId, owner.associateId),
      eq(fileViews.sessionHash, owner.sessionHash),
      gt(fileViews.expiresAt, clock()),
    ));
  if (!view) return null;
  if (!view.stamped) {
    const [file] = await db.select({ data: sharedFiles.data }).from(sharedFiles).where(eq(sharedFiles.id, view.fileId));
    const copy = await stampPdf(file!.data, view.stampLine).catch(() => {
      // Not a PDF pdf-lib can rewrite (damaged, encrypted): better no copy than an unstamped one.
      throw new ApiError(422, MSG.fileUnreadable);
    });
    // Two first reads at once both stamp; the copies are the same, the first one written stays.
    await db.update(fileViews).set({ copy }).where(and(eq(fileViews.tokenHash, tokenHash), sql`${fileViews.copy} is null`));
  }
  return { title: view.title, copy: copyOf(tokenHash) };
}
