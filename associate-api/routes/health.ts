// GET /health, without the key and without data: for the launcher and load balancers.
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';

export const health = new Hono<AppEnv>();

health.get('/health', async (c) => {
  const { isReady, db } = c.get('services');
  if (!isReady()) return c.json({ msg: MSG.notReady }, 503);
  try {
    await db.execute(sql`select 1`);
  } catch {
    return c.json({ msg: MSG.notReady }, 503);
  }
  return c.json({ status: 'ok' });
});
