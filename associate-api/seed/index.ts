// The demo data of DESIGN.md §8. Loaded once: when Maria is already there nothing is written, so
// `npm run seed` can run any number of times, and two instances starting together seed once
// (the advisory lock serialises them). Without the demo content (DEMO_CONTENT=off) the members and
// their own data are loaded but no news, FAQ or documents: how a new association starts before
// publishing anything, and the only way to see the content pages' empty states.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { associates } from '../db/schema.ts';
import { seedFaq, seedNews, seedOfficialDocuments } from './content.ts';
import { demoToday } from './demo-today.ts';
import { seedFinance } from './finance.ts';
import { seedFolders } from './folders.ts';
import { seedLegal } from './legal.ts';
import { DEMO, seedMembers } from './members.ts';
import { seedStaff } from './staff.ts';
import { seedRequests } from './requests.ts';
import { seedRepresentatives } from './representatives.ts';
import { seedNotices } from './notices.ts';

const SEED_LOCK = 4010_0001;

export type SeedOptions = {
  /** News, FAQ and official documents, the content every member sees (default true). */
  withContent?: boolean;
  /** The day the demo dates (news, invoices, lawsuits, folders) count back from. */
  today?: Date;
};

/** Returns true when it loaded the data, false when it was already there. */
export async function seedDemoData(db: Db, { withContent = true, today = demoToday() }: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ id: associates.id }).from(associates).where(eq(associates.cpf, DEMO.maria.cpf));
    if (existing) return false;
    const ids = await seedMembers(tx);
    if (withContent) {
      await seedNews(tx, today);
      await seedFaq(tx);
      await seedOfficialDocuments(tx);
    }
    await seedFinance(tx, ids.maria, today);
    await seedLegal(tx, ids.maria, today);
    await seedFolders(tx, ids.maria, today);
    await seedStaff(tx, today);
    await seedRequests(tx, ids.maria, today);
    await seedRepresentatives(tx, ids.maria, today);
    await seedNotices(tx, ids.maria, today);
    return true;
  });
}

/** server.ts seeds only an empty database: a real one with members is never touched. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: associates.id }).from(associates).limit(1);
  return !row;
}
