import { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import { faq as faqTable } from '../db/schema.ts';
import { requireSession } from '../middleware/session.ts';

export const faq = new Hono<AppEnv>();

faq.get('/associate/faq', requireSession, async (c) => {
  const rows = await c.get('services').db
    .select({ id: faqTable.id, question: faqTable.question, answer: faqTable.answer })
    .from(faqTable)
    .orderBy(asc(faqTable.position), asc(faqTable.id));
  return c.json({ data: rows });
});
