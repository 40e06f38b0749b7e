// Each member's choice of channels per category; no row means the defaults (categories.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { noticePreferences } from '../../db/schema.ts';
import { CATEGORIES, DEFAULT_CHOICE, type Category, type Channel, type ChannelChoice } from '../../../contract/notice-categories.ts';

export type Preferences = Record<Category, ChannelChoice>;

export async function preferencesOf(db: Db, associateId: number): Promise<Preferences> {
  const rows = await db.select().from(noticePreferences).where(eq(noticePreferences.associateId, associateId));
  const chosen = new Map(rows.map((row) => [row.category, { portal: row.portal, email: row.email, sms: row.sms }]));
  return Object.fromEntries(CATEGORIES.map((category) => [category, chosen.get(category) ?? DEFAULT_CHOICE])) as Preferences;
}

/** Replaces every choice of the member at once (the form sends them all), in one transaction. */
export async function savePreferences(db: Db, associateId: number, preferences: Preferences): Promise<void> {
  await db.transaction(async (tx) => {
    for (const category of CATEGORIES) {
      const choice = preferences[category];
      await tx.insert(noticePreferences).values({ associateId, category, ...choice })
        .onConflictDoUpdate({ target: [noticePreferences.associateId, noticePreferences.category], set: choice });
    }
  });
}

/** Turns one channel of one category off (the opt-out link), keeping the member's other choices. */
export async function turnOff(db: Db, associateId: number, category: Category, channel: Exclude<Channel, 'portal'>): Promise<void> {
  const off = { ...DEFAULT_CHOICE, [channel]: false };
  await db.insert(noticePreferences).values({ associateId, category, ...off })
    .onConflictDoUpdate({ target: [noticePreferences.associateId, noticePreferences.category], set: { [channel]: sql`false` } });
}

/** One category's choice for one member (the worker reads it when the notice is written). */
export async function choiceOf(db: Db, associateId: number, category: Category): Promise<ChannelChoice> {
  const [row] = await db.select().from(noticePreferences)
    .where(and(eq(noticePreferences.associateId, associateId), eq(noticePreferences.category, category)));
  return row ? { portal: row.portal, email: row.email, sms: row.sms } : DEFAULT_CHOICE;
}
