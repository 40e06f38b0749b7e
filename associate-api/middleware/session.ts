// Private routes: the sid cookie is the only source of the member's identity; ids in paths or
// bodies are never trusted for that.
import type { Context } from 'hono';
import type { SQL } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import type { ReadValues, SessionLookup, SessionMember } from '../services/sessions.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { ApiError } from './errors.ts';

/**
 * The live session's member (401 'Login expirado' otherwise), with what `lookup` reads in the same
 * statement (services/sessions.ts): the routes every page of the portal calls read their data here.
 */
export async function readSession<R extends Record<string, SQL> = Record<never, SQL>>(
  c: Context<AppEnv>,
  lookup?: SessionLookup<R>,
  values?: Record<string, unknown>,
): Promise<SessionMember & { unreadNotices: number } & ReadValues<R>> {
  const sid = getCookie(c, SESSION_COOKIE);
  const found = sid ? await c.get('services').sessions.resume(sid, lookup, values) : null;
  if (found === null) throw new ApiError(401, MSG.sessionExpired);
  c.set('associateId', found.associateId);
  c.set('member', { associateId: found.associateId, name: found.name });
  c.set('idleDeadline', found.idleDeadline);
  c.set('unreadNotices', found.unreadNotices);
  return found;
}

/** The header that tells the portal when the member's session ends if unused (docs/api-contract.md). */
export const IDLE_DEADLINE_HEADER = 'session-idle-deadline';

/** The header that tells the portal how many notices the member has not read (the top bar's count). */
export const UNREAD_NOTICES_HEADER = 'unread-notices';

/**
 * Every answer that read a live session says when it ends if nothing else uses it, so the portal
 * can tell the member and warn before it happens (WCAG 2.2.1). Added after the route, so streamed
 * files and refusals carry it too.
 */
export const tellIdleDeadline = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const deadline = c.get('idleDeadline');
  if (deadline) c.res.headers.set(IDLE_DEADLINE_HEADER, deadline.toISOString());
  const unread = c.get('unreadNotices');
  if (unread !== undefined) c.res.headers.set(UNREAD_NOTICES_HEADER, String(unread));
});

export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  await readSession(c);
  await next();
});
