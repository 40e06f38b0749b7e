// The signed-in member's own data. The member is always the session's; no id is read from input.
import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../app-env.ts';
import { associates, profiles, signIns } from '../db/schema.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { readSession, requireSession } from '../middleware/session.ts';
import { sessionLookup, sessionSubjectId } from '../services/sessions.ts';
import { findById } from '../services/accounts.ts';
import { sendEmailChangedNotice } from '../services/member-mail.ts';
import { openSessions, requireCurrentPassword } from './account.ts';
import { exportMemberData } from '../services/data-export.ts';
import { leanNewsItems } from './news.ts';
import { overdueSummary } from '../../contract/overdue.ts';
import { invoiceToday, unpaidInvoicesJson } from '../services/payments/overdue.ts';
import { readProfile } from './profile-input.ts';
import { objectBody } from './validation.ts';

export const user = new Hono<AppEnv>();

// The session check already read the member: no further query.
user.get('/user/check', requireSession, (c) => {
  const { associateId, name } = c.get('member');
  return c.json({ data: { associate_id: associateId, name } });
});

// (extension) What the portal's dashboard shows, in the one call that also checks the session:
// the member's name, the four latest news (lean, docs/api-contract.md) and the sign-in before the
// one that opened this session ('Seu último acesso foi em…', issue #9), null on a first sign-in,
// and `overdue`, the count and total of the member's overdue invoices (issue #20).
const DASHBOARD_NEWS = 4;

const withDashboard = sessionLookup('session_with_dashboard', {
  news: leanNewsItems,
  previousSignInAt: sql<Date | null>`(select ${signIns.at} from ${signIns} where ${signIns.associateId} = ${sessionSubjectId}
    order by ${signIns.at} desc, ${signIns.id} desc offset 1 limit 1)`.mapWith(signIns.at),
  unpaid: unpaidInvoicesJson,
});

// One statement: the session, the member's name, the news, the previous sign-in and the unpaid invoices.
user.get('/user/dashboard', async (c) => {
  const { associateId, name, news, previousSignInAt, unpaid } = await readSession(c, withDashboard, { newsLimit: DASHBOARD_NEWS, newsOffset: 0 });
  const overdue = overdueSummary(unpaid, invoiceToday(c.get('services').clock));
  return c.json({ data: { associate_id: associateId, name, news, previousSignInAt: previousSignInAt?.toISOString() ?? null, overdue } });
});

// Extension: `?sessoes=1` adds the open sessions (as GET /user/sessions), so the profile page,
// which shows both, is one call.
user.get('/user/profile', requireSession, async (c) => {
  const [[row], sessionList] = await Promise.all([
    c.get('services').db
      .select({ associate: associates, profile: profiles })
      .from(associates)
      .innerJoin(profiles, eq(profiles.associateId, associates.id))
      .where(eq(associates.id, c.get('associateId'))),
    // A representative never sees the member's open sessions (issue 23 §4).
    c.req.query('sessoes') === '1' && !c.get('actor') ? openSessions(c) : undefined,
  ]);
  if (!row) throw new ApiError(404, MSG.notFound);
  const { associate, profile } = row;
  const { associateId: _owner, phone, ...rest } = profile;
  return c.json({
    data: {
      name: associate.name,
      cpf: associate.cpf,
      email: associate.email,
      birthDate: associate.birthDate,
      ...rest,
      // Every profile field is a string: '' is "no phone", as PUT takes it.
      phone: phone ?? '',
    },
    ...(sessionList ? { sessions: sessionList } : {}),
  });
});

user.put('/user/profile', requireSession, async (c) => {
  const services = c.get('services');
  const body = objectBody(c.get('body'));
  const { email, birthDate, ...rest } = readProfile(body);
  const associateId = c.get('associateId');
  const before = await findById(services.db, associateId);
  if (!before) throw new ApiError(401, MSG.sessionExpired);
  // The e-mail is where recovery links go: changing it takes the current password, so a session
  // left open somewhere cannot become the account (issue #9, finding 4).
  const emailChanged = email.toLowerCase() !== before.email.toLowerCase();
  if (emailChanged) await requireCurrentPassword(c, body.currentPassword);
  await services.db.transaction(async (tx) => {
    await tx.update(associates).set({ email, birthDate }).where(eq(associates.id, associateId));
    await tx.update(profiles).set(rest).where(eq(profiles.associateId, associateId));
    if (emailChanged) await services.recoveryTokens.revokeAll(associateId, tx);
  });
  if (emailChanged && before.email) {
    services.background.run('falha ao avisar o e-mail antigo', () => sendEmailChangedNotice(services, { name: before.name, email }, before.email));
  }
  return c.json({ msg: MSG.profileUpdated });
});

// LGPD art. 18 (extension, docs/api-contract.md): the member's data, built at each call, no secrets.
user.get('/user/export', requireSession, async (c) => {
  const { db, clock, limiter, config } = c.get('services');
  // A few an hour: each export reads everything kept about the member, and the portal builds a PDF.
  const keys = [{ key: `export:member:${c.get('associateId')}`, rule: config.rateLimits.exportsPerMember }];
  if (!(await limiter.attempt(keys))) throw new ApiError(429, MSG.tooManyExports);
  const data = await exportMemberData(db, c.get('associateId'), clock());
  if (!data) throw new ApiError(404, MSG.notFound);
  c.header('cache-control', 'no-store');
  return c.json({ data });
});
