// Putting a file in a shared folder (the back office, scripts): it must be a PDF pdf-lib can read,
// since every copy served is stamped (services/pdf-stamp.ts), and its stamp plan is worked out now,
// while its bytes are at hand, so the first members to open it do not wait for it. The database
// itself refuses a file above MAX_FILE_MB (migration 0008).
import type { Db } from '../db/client.ts';
import { sharedFiles } from '../db/schema.ts';
import { planStamp } from './pdf-stamp.ts';

export type NewSharedFile = { folderId: number; title: string; fileName: string; data: Uint8Array; uploaderEmail?: string };

export async function addSharedFile(db: Db, file: NewSharedFile): Promise<number> {
  const stampPlan = await planStamp(async () => file.data);
  const [row] = await db.insert(sharedFiles).values({ ...file, stampPlan }).returning({ id: sharedFiles.id });
  return row!.id;
}
