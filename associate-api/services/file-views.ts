// One opening of a protected file in the viewer (DESIGN §7.10): a random reference that works only
// for the member and the session that opened it, for a short while. Its copy is the file's bytes,
// streamed from the database, followed by this view's stamp (services/pdf-stamp.ts), made at the
// first read and kept with the view, so pdf.js's range requests read pieces of one and the same
// copy. Logging out (the session's end) and expiry take the views away.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { maskCpf } from '../../contract/cpf.ts';
import type { Db } from '../db/client.ts';
import { associates, fileViews, sharedFiles } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import type { Clock } from './clock.ts';
import { planStamp, stampTail, type StampPlan } from './pdf-stamp.ts';
import { newSecret, sha256 } from './secrets.ts';
import { byteSize } from '../routes/answer-shape.ts';
import { bytesPiece, storedPiece, type Piece } from './stored-bytes.ts';

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

const fileBytes = (fileId: number) => ({ table: sql`${sharedFiles}`, column: sql`${sharedFiles.data}`, where: sql`${sharedFiles.id} = ${fileId}` });

// Five members opening a new file at once wait for one plan, not five readings of the whole file.
// Only a saving: another API instance may plan the same file too, and the plans are the same.
const planning = new Map<number, Promise<StampPlan>>();

/** The file's stamp plan, worked out (reading it whole, once) at its first view and kept with it. */
async function planOf(db: Db, fileId: number, kept: unknown): Promise<StampPlan> {
  if (kept) return kept as StampPlan;
  let plan = planning.get(fileId);
  if (!plan) {
    plan = planStamp(async () => (await db.select({ data: sharedFiles.data }).from(sharedFiles).where(eq(sharedFiles.id, fileId)))[0]!.data)
      .then(async (made) => {
        await db.update(sharedFiles).set({ stampPlan: made }).where(eq(sharedFiles.id, fileId));
        return made;
      })
      .finally(() => planning.delete(fileId));
    planning.set(fileId, plan);
  }
  return plan.catch(() => {
    // Not a PDF pdf-lib can read (damaged, encrypted): better no copy than an unstamped one.
    throw new ApiError(422, MSG.fileUnreadable);
  });
}

/**
 * The stamped copy of a live view of this member in this session, as pieces to stream; null for
 * anything else (expired, another session's, unknown), which the route answers as not found.
 */
export async function viewCopy(db: Db, clock: Clock, owner: ViewOwner, token: string): Promise<{ title: string; pieces: Piece[] } | null> {
  const tokenHash = sha256(token);
  const [view] = await db.select({
    tail: fileViews.tail, stampLine: fileViews.stampLine, fileId: fileViews.fileId,
    title: sharedFiles.title, plan: sharedFiles.stampPlan, size: byteSize(sharedFiles.data),
  })
    .from(fileViews)
    .innerJoin(sharedFiles, eq(sharedFiles.id, fileViews.fileId))
    .where(and(
      eq(fileViews.tokenHash, tokenHash),
      eq(fileViews.associateId, owner.associateId),
      eq(fileViews.sessionHash, owner.sessionHash),
      gt(fileViews.expiresAt, clock()),
    ));
  if (!view || view.size === null) return null;
  let tail = view.tail;
  if (!tail) {
    tail = stampTail(await planOf(db, view.fileId, view.plan), view.stampLine);
    // Two first reads at once make the same tail; the first one written stays.
    await db.update(fileViews).set({ tail }).where(and(eq(fileViews.tokenHash, tokenHash), sql`${fileViews.tail} is null`));
  }
  return { title: view.title, pieces: [storedPiece(db, fileBytes(view.fileId), view.size), bytesPiece(tail)] };
}
