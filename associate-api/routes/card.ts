// Digital member card (extension, docs/api-contract.md): the member's card with its QR code, a new
// code on request, and the public check a partner's scan leads to (rate-limited per address).
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { maskCpf } from '../../contract/cpf.ts';
import type { AppEnv } from '../app-env.ts';
import { associates, profiles } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { CARD_CODE, cardStatus, currentCardCode, memberOfCode, replaceCardCode } from '../services/member-card.ts';

export const card = new Hono<AppEnv>();

card.get('/user/card', requireSession, async (c) => {
  const { db, clock } = c.get('services');
  const associateId = c.get('associateId');
  const [row] = await db.select({ name: associates.name, cpf: associates.cpf, registration: profiles.registration, since: profiles.dateFiliate })
    .from(associates).innerJoin(profiles, eq(profiles.associateId, associates.id)).where(eq(associates.id, associateId));
  if (!row) throw new ApiError(404, MSG.notFound);
  return c.json({
    data: {
      name: row.name,
      registration: row.registration,
      cpf: maskCpf(row.cpf),
      memberSince: row.since,
      status: await cardStatus(db, associateId, clock()),
      code: await currentCardCode(db, associateId),
    },
  });
});

card.post('/user/card/code', requireSession, async (c) => {
  const { db, clock } = c.get('services');
  const code = await replaceCardCode(db, c.get('associateId'), clock());
  return c.json({ data: { code }, msg: MSG.cardCodeReplaced });
});

card.get('/card/verify/:code', async (c) => {
  const { db, clock, limiter, config } = c.get('services');
  const keys = [{ key: `verify:ip:${c.get('clientIp')}`, rule: config.rateLimits.verifyPerIp }];
  // Counted before it runs, in one statement (services/rate-limits.ts): a burst cannot slip past.
  if (!(await limiter.attempt(keys))) throw new ApiError(429, MSG.tooManyAttempts);
  const code = c.req.param('code');
  const associateId = CARD_CODE.test(code) ? await memberOfCode(db, code) : null;
  if (associateId === null) throw new ApiError(404, MSG.memberCardNotFound);
  const [member] = await db.select({ name: associates.name, cpf: associates.cpf }).from(associates).where(eq(associates.id, associateId));
  const now = clock();
  return c.json({
    data: {
      firstName: member!.name.trim().split(/\s+/)[0],
      cpf: maskCpf(member!.cpf),
      status: await cardStatus(db, associateId, now),
      checkedAt: now.toISOString(),
    },
  });
});
