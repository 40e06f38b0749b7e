// The FAQ (spec §7), read in the same statement as the session: the portal's /faq is one round trip.
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import { jsonArray, jsonObject } from '../db/json-rows.ts';
import { faq as faqTable } from '../db/schema.ts';
import { readSession } from '../middleware/session.ts';
import { sessionLookup } from '../services/sessions.ts';

export const faq = new Hono<AppEnv>();

type FaqItem = { id: number; question: string; answer: string };

const faqItems = jsonObject({ id: faqTable.id, question: faqTable.question, answer: faqTable.answer });
const withFaq = sessionLookup('session_with_faq', {
  faq: sql<FaqItem[]>`(select ${jsonArray(faqItems, sql`${faqTable.position}, ${faqTable.id}`)} from ${faqTable})`,
});

faq.get('/associate/faq', async (c) => c.json({ data: (await readSession(c, withFaq)).faq }));
