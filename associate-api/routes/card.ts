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
import type { Db } from '../db/client.ts';
import { firstName } from '../services/accounts.ts';
import { rateLimitNetwork } from '../services/ip-networks.ts';
import { CARD_CODE, cardStatus, currentCardCode, memberOfCode, replaceCardCode } from '../services/member-card.ts';

export const card = new Hono<AppEnv>();

card.get('/user/card', requireSession, async (c) => {
  const { db, clock } = c.get('services');
  const associateId = c.get('associateId');
  const [row] = await db.select({ name: associates.name, cpf: associates.cpf, registration: profiles.registration, since: profiles.dateFiliate, sexo: profiles.sexo })
    .from(associates).innerJoin(profiles, eq(profiles.associateId, associates.id)).where(eq(associates.id, associateId));
  if (!row) throw new ApiError(404, MSG.notFound);
  return c.json({
    data: {
      name: row.name,
      registration: row.registration,
      cpf: maskCpf(row.cpf),
      memberSince: row.since,
      // 'Associada desde' on a woman's card: the portal words it by the recorded sex.
      sexo: row.sexo,
      status: await cardStatus(db, associateId, clock()),
      ...await cardCodeAnswer(db, associateId, clock()),
    },
  });
});

card.post('/user/card/code', requireSession, async (c) => {
  const { db, clock } = c.get('services');
  const fresh = await replaceCardCode(db, c.get('associateId'), clock());
  return c.json({ data: { code: fresh.code, expiresAt: fresh.expiresAt.toISOString() }, msg: MSG.cardCodeReplaced });
});

card.get('/card/verify/:code', async (c) => {
  const { db, clock, limiter, config } = c.get('services');
  // Per network (IPv6 per /64): one home or phone holds a whole /64 of addresses.
  const keys = [{ key: `verify:ip:${rateLimitNetwork(c.get('clientIp'))}`, rule: config.rateLimits.verifyPerIp }];
  // Counted before it runs, in one statement (services/rate-limits.ts): a burst cannot slip past.
  if (!(await limiter.attempt(keys))) throw new ApiError(429, MSG.tooManyAttempts);
  const code = c.req.param('code');
  const now = clock();
  const holder = CARD_CODE.test(code) ? await memberOfCode(db, code, now) : null;
  if (holder === null) throw new ApiError(404, MSG.memberCardNotFound);
  const [member] = await db.select({ name: associates.name }).from(associates).where(eq(associates.id, holder.associateId));
  // First name, status and dates only (DESIGN §7.12): no CPF digits, which with the first name
  // narrowed a CPF down to a thousand candidates that step 1 would then tell apart.
  return c.json({
    data: {
      firstName: firstName(member!.name),
      status: await cardStatus(db, holder.associateId, now),
      checkedAt: now.toISOString(),
      expiresAt: holder.expiresAt.toISOString(),
    },
  });
});

/** The card's code and when it expires with the card. */
async function cardCodeAnswer(db: Db, associateId: number, now: Date) {
  const { code, expiresAt } = await currentCardCode(db, associateId, now);
  return { code, codeExpiresAt: expiresAt.toISOString() };
}
