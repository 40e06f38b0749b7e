// The signed-in member's own data. The member is always the session's; no id is read from input.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import { associates, profiles } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { findById } from '../services/accounts.ts';
import { exportMemberData } from '../services/data-export.ts';
import { leanNewsPage } from './news.ts';
import { readProfile } from './profile-input.ts';
import { objectBody } from './validation.ts';

export const user = new Hono<AppEnv>();

user.get('/user/check', requireSession, async (c) => {
  const associate = await findById(c.get('services').db, c.get('associateId'));
  if (!associate) throw new ApiError(401, MSG.sessionExpired);
  return c.json({ data: { associate_id: associate.id, name: associate.name } });
});

// (extension) What the portal's dashboard shows, in the one call that also checks the session:
// the member's name and the four latest news (lean, docs/api-contract.md).
const DASHBOARD_NEWS = 4;

user.get('/user/dashboard', requireSession, async (c) => {
  const { db } = c.get('services');
  const [associate, news] = await Promise.all([
    findById(db, c.get('associateId')),
    leanNewsPage(db, { limit: DASHBOARD_NEWS, offset: 0 }),
  ]);
  if (!associate) throw new ApiError(401, MSG.sessionExpired);
  return c.json({ data: { associate_id: associate.id, name: associate.name, news: news.data } });
});

user.get('/user/profile', requireSession, async (c) => {
  const [row] = await c.get('services').db
    .select({ associate: associates, profile: profiles })
    .from(associates)
    .innerJoin(profiles, eq(profiles.associateId, associates.id))
    .where(eq(associates.id, c.get('associateId')));
  if (!row) throw new ApiError(404, MSG.notFound);
  const { associate, profile } = row;
  const { associateId: _owner, ...rest } = profile;
  return c.json({
    data: {
      name: associate.name,
      cpf: associate.cpf,
      email: associate.email,
      birthDate: associate.birthDate,
      ...rest,
    },
  });
});

user.put('/user/profile', requireSession, async (c) => {
  const { name, email, birthDate, ...rest } = readProfile(objectBody(c.get('body')));
  const associateId = c.get('associateId');
  await c.get('services').db.transaction(async (tx) => {
    await tx.update(associates).set({ name, email, birthDate }).where(eq(associates.id, associateId));
    await tx.update(profiles).set(rest).where(eq(profiles.associateId, associateId));
  });
  return c.json({ msg: MSG.profileUpdated });
});

// LGPD art. 18 (extension, docs/api-contract.md): the member's data, built at each call, no secrets.
user.get('/user/export', requireSession, async (c) => {
  const { db, clock } = c.get('services');
  const data = await exportMemberData(db, c.get('associateId'), clock());
  if (!data) throw new ApiError(404, MSG.notFound);
  c.header('cache-control', 'no-store');
  return c.json({ data });
});
