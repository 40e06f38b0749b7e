// Private routes: the sid cookie is the only source of the member's identity; ids in paths or
// bodies are never trusted for that.
import type { Context } from 'hono';
import type { SQL } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import type { ReadValues, SessionActor, SessionLookup, SessionMember } from '../services/sessions.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { ApiError } from './errors.ts';
import { requireChoosing, requireRepresentativeRoute, type Scope } from './representative-policy.ts';

/**
 * The live session's member (401 'Login expirado' otherwise), with what `lookup` reads in the same
 * statement (services/sessions.ts): the routes every page of the portal calls read their data here.
 */
export async function readSession<R extends Record<string, SQL> = Record<never, SQL>>(
  c: Context<AppEnv>,
  lookup?: SessionLookup<R>,
  values?: Record<string, unknown>,
): Promise<SessionMember & SessionActor & { unreadNotices: number } & ReadValues<R>> {
  const sid = getCookie(c, SESSION_COOKIE);
  const { sessions } = c.get('services');
  const found = sid ? await sessions.resume(sid, lookup, values) : null;
  if (found === null) throw new ApiError(401, MSG.sessionExpired);
  if (found.actingFor !== null && found.scope === null) {
    // The member revoked the representation: the session made for acting in their name ends now.
    await sessions.destroy(sid!);
    throw new ApiError(401, MSG.representationEnded);
  }
  c.set('associateId', found.associateId);
  c.set('member', { associateId: found.associateId, name: found.name });
  c.set('idleDeadline', found.idleDeadline);
  c.set('actorId', found.actorId);
  if (found.actingFor !== null) {
    const scope = found.scope as Scope;
    c.set('actor', { id: found.actorId, name: found.actorName, scope });
    requireRepresentativeRoute(c, scope);
  } else if (found.representativeOnly) {
    c.set('mustChoose', true);
    requireChoosing(c);
  }
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
  // Whom a representative acts for, so every page says so; or that they must choose first.
  if (c.get('actor')) {
    c.res.headers.set(ACTING_FOR_HEADER, encodeURIComponent(c.get('member').name));
    c.res.headers.set(ACTING_SCOPE_HEADER, c.get('actor')!.scope);
  } else if (c.get('mustChoose')) c.res.headers.set(ACTING_FOR_HEADER, '');
  const unread = c.get('unreadNotices');
  if (unread !== undefined) c.res.headers.set(UNREAD_NOTICES_HEADER, String(unread));
});

/** 'Maria%20Aparecida%20da%20Silva' (URI-encoded) when a representative acts for her; '' when they must choose whom first. */
export const ACTING_FOR_HEADER = 'session-acting-for';
/** With it: the representative's scope ('consultar' or 'consultar_pagar'), so the portal hides what is refused. */
export const ACTING_SCOPE_HEADER = 'session-acting-scope';

export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  await readSession(c);
  await next();
});
