// Declarations (extension, issue 23, docs/api-contract.md): the membership declaration, the annual
// quitação of each paid year (Lei 12.007/2009), and the public check a printed code leads to.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { maskCpf } from '../../contract/cpf.ts';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { associates, profiles } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { firstName } from '../services/accounts.ts';
import type { DeclaredFacts } from '../services/declarations/codes.ts';
import { invoiceYears, isQuitado } from '../services/declarations/invoice-years.ts';
import { addDays, brasiliaDay, yearOf } from '../services/declarations/issue-day.ts';
import { rateLimitNetwork } from '../services/ip-networks.ts';
import { cardStatus } from '../services/member-card.ts';

export const declarations = new Hono<AppEnv>();

// A membership declaration states the situation of one day; after 90 days its check stops
// confirming it, as banks and pharmacies ask for a recent one. A quitação never expires: it is
// checked against the invoices again each time, so it stops confirming only if the year reopens.
const MEMBERSHIP_VALID_DAYS = 90;
const YEAR = /^\d{4}$/;

declarations.get('/user/declarations', requireSession, async (c) => {
  const { db, clock } = c.get('services');
  const currentYear = yearOf(brasiliaDay(clock()));
  const years = await invoiceYears(db, c.get('associateId'));
  return c.json({ data: { currentYear, years: years.filter((entry) => entry.year < currentYear) } });
});

declarations.get('/user/declarations/membership', requireSession, async (c) => {
  const { db, clock, declarationCodes } = c.get('services');
  const associateId = c.get('associateId');
  const member = await memberOf(db, associateId);
  const issuedOn = brasiliaDay(clock());
  const status = await cardStatus(db, associateId, clock());
  return c.json({
    data: {
      ...member, status, issuedOn, validUntil: addDays(issuedOn, MEMBERSHIP_VALID_DAYS),
      code: declarationCodes.sign({ kind: 'membership', associateId, issuedOn, status }),
    },
  });
});

declarations.get('/user/declarations/annual/:year', requireSession, async (c) => {
  const { db, clock, declarationCodes } = c.get('services');
  const associateId = c.get('associateId');
  const param = c.req.param('year');
  if (!YEAR.test(param)) throw new ApiError(400, MSG.yearInvalid);
  const year = Number(param);
  const issuedOn = brasiliaDay(clock());
  const currentYear = yearOf(issuedOn);
  if (year >= currentYear) throw new ApiError(409, MSG.yearNotOver(year));
  const years = await invoiceYears(db, associateId);
  const entry = years.find((candidate) => candidate.year === year);
  if (!entry) throw new ApiError(404, MSG.yearWithoutInvoices(year));
  if (!isQuitado(entry, currentYear)) return c.json({ msg: MSG.yearOpen(year, entry.open), open: entry.open }, 409);
  return c.json({
    data: {
      ...await memberOf(db, associateId), year, invoices: entry.invoices, issuedOn,
      // Lei 12.007 art. 4: the quitação also stands for earlier years — said only when it is true.
      earlierYearsPaid: years.every((other) => other.year >= year || other.open === 0),
      code: declarationCodes.sign({ kind: 'annual', associateId, issuedOn, year }),
    },
  });
});

declarations.get('/declarations/verify/:code', async (c) => {
  const { db, clock, limiter, config, declarationCodes } = c.get('services');
  // The member card's checks and these share one budget per network (IPv6 per /64).
  const keys = [{ key: `verify:ip:${rateLimitNetwork(c.get('clientIp'))}`, rule: config.rateLimits.verifyPerIp }];
  if (!(await limiter.attempt(keys))) throw new ApiError(429, MSG.tooManyAttempts);
  const facts = declarationCodes.read(c.req.param('code'));
  const answer = facts && await stillTrue(db, facts, brasiliaDay(clock()));
  if (!answer) throw new ApiError(404, MSG.declarationNotFound);
  // First name and what was declared only (DESIGN §7.12): no CPF digits, no registration.
  return c.json({ data: answer });
});

/** What the check may show, if the code still proves something today; null otherwise. */
async function stillTrue(db: Db, facts: DeclaredFacts, today: string) {
  const [member] = await db.select({ name: associates.name, memberSince: profiles.dateFiliate })
    .from(associates).innerJoin(profiles, eq(profiles.associateId, associates.id)).where(eq(associates.id, facts.associateId));
  if (!member || facts.issuedOn > today) return null;
  const shown = { firstName: firstName(member.name), issuedOn: facts.issuedOn };
  if (facts.kind === 'membership') {
    const validUntil = addDays(facts.issuedOn, MEMBERSHIP_VALID_DAYS);
    return today > validUntil ? null : { ...shown, kind: facts.kind, status: facts.status, memberSince: member.memberSince, validUntil };
  }
  const entry = (await invoiceYears(db, facts.associateId)).find((candidate) => candidate.year === facts.year);
  return isQuitado(entry, yearOf(facts.issuedOn)) ? { ...shown, kind: facts.kind, year: facts.year } : null;
}

/** The member as a declaration names them: full name, masked CPF, registration, member since. */
async function memberOf(db: Db, associateId: number) {
  const [row] = await db.select({ name: associates.name, cpf: associates.cpf, registration: profiles.registration, memberSince: profiles.dateFiliate })
    .from(associates).innerJoin(profiles, eq(profiles.associateId, associates.id)).where(eq(associates.id, associateId));
  if (!row) throw new ApiError(404, MSG.notFound);
  return { ...row, cpf: maskCpf(row.cpf) };
}
