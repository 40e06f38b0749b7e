// Server-side sessions (DESIGN §7.4): the member holds a random id, we keep its hash, an
// absolute expiry (1 day) and the time of last use (idle limit). Stored in the database so any
// API instance honours a session made by another.
import { and, desc, eq, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { associates, notices, representations, sessions } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { newSecret, sha256 } from './secrets.ts';

export type SessionLimits = { idleMs: number; absoluteMs: number };

/** The member behind a live session: who every private route answers for. */
export type SessionMember = { associateId: number; name: string };

/**
 * Who is really at the keyboard (issue 23 §4): the signed-in person, the member they act for
 * (null: their own account) and the scope of a live representation (null: none, or revoked).
 */
export type SessionActor = {
  actorId: number;
  actorName: string;
  actingFor: number | null;
  scope: string | null;
  representativeOnly: boolean;
};

/**
 * Whose data a session reads: the member a representative acts for, else the signed-in member.
 * Lookups use this, never `sessions.associateId`, so a representative sees the member's data.
 */
export const sessionSubjectId = sql<number>`coalesce(${sessions.actingFor}, ${sessions.associateId})`;

/** When the session ends if nothing else uses it (WCAG 2.2.1: the portal tells the member). */
export type IdleDeadline = { idleDeadline: Date };

/** The member's unread notices, read with the session so the top bar's count costs no round trip. */
export type UnreadNotices = { unreadNotices: number };
const unreadNotices = sql<number>`(select count(*)::int from ${notices} where ${notices.associateId} = ${associates.id} and ${notices.inPortal} and ${notices.readAt} is null)`;

/**
 * What a route reads in the same statement as the session, so that a private page of the portal
 * costs one round trip to the database: SQL expressions (a value, or a list built as JSON by the
 * database) that may use `sessions.associateId` and placeholders. They are read only for a known
 * session. `name` names the prepared statement.
 */
export type SessionLookup<R extends Record<string, SQL>> = { name: string; reads: R };

export const sessionLookup = <R extends Record<string, SQL>>(name: string, reads: R): SessionLookup<R> => ({ name, reads });

/** What the reads of a lookup give back. */
export type ReadValues<R> = { [K in keyof R]: R[K] extends SQL<infer T> ? T : never };

const MEMBER_ONLY = sessionLookup('session_lookup', {});

// Read with every session, in its one statement: the live representation is checked per request,
// so a revocation holds from the representative's next request on.
const ACTOR_READS = {
  actorName: sql<string>`(select ${associates.name} from ${associates} where ${associates.id} = ${sessions.associateId})`,
  representativeOnly: sql<boolean>`(select ${associates.representativeOnly} from ${associates} where ${associates.id} = ${sessions.associateId})`,
  scope: sql<string | null>`(select ${representations.scope} from ${representations}
    where ${representations.representativeId} = ${sessions.associateId} and ${representations.memberId} = ${sessions.actingFor}
    and ${representations.acceptedAt} is not null and ${representations.revokedAt} is null limit 1)`,
};

/** What 'Sessões ativas' lists: never the id itself, only a short public handle derived from its hash. */
export type SessionSummary = { id: string; device: string; network: string; lastSeenAt: Date; current: boolean };

// 16 hex digits of the stored hash: enough to tell a member's few sessions apart, useless as a cookie.
const publicId = (idHash: string) => idHash.slice(0, 16);

// A busy member's every page would otherwise be a database write. Last use is written at most
// once a minute (or a tenth of the idle limit, for the short limits of tests), so the idle limit
// may end a session up to that much early, never late.
const touchIntervalMs = (limits: SessionLimits) => Math.min(60_000, limits.idleMs / 10);

export function sessionStore(db: Db, clock: Clock, limits: SessionLimits) {
  // Every private call starts here, so it is one prepared statement (built once; on PostgreSQL
  // planned once per connection) that also brings the member's name and the route's own reads.
  const statements = new Map<string, ReturnType<typeof prepareLookup>>();
  function prepareLookup(lookup: SessionLookup<Record<string, SQL>>) {
    return db.select({
      associateId: associates.id,
      name: associates.name,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      actorId: sessions.associateId,
      actingFor: sessions.actingFor,
      ...ACTOR_READS,
      unreadNotices,
      ...lookup.reads,
    }).from(sessions)
      .innerJoin(associates, eq(associates.id, sessionSubjectId))
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare(lookup.name);
  }
  const statementFor = (lookup: SessionLookup<Record<string, SQL>>) => {
    let statement = statements.get(lookup.name);
    if (!statement) statements.set(lookup.name, (statement = prepareLookup(lookup)));
    return statement;
  };
  // Housekeeping at each sign-in: sessions nobody can use any more are dropped.
  const purgeExpired = (now: Date) => db.delete(sessions).where(or(
    lt(sessions.expiresAt, now),
    lt(sessions.lastSeenAt, new Date(now.getTime() - limits.idleMs)),
  ));
  return {
    /** A fresh id at every sign-in, so an id planted before sign-in is worth nothing. */
    async create(associateId: number, device: string, network = ''): Promise<string> {
      const id = newSecret();
      const now = clock();
      await purgeExpired(now);
      await db.insert(sessions).values({
        idHash: sha256(id),
        associateId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + limits.absoluteMs),
        device,
        network,
      });
      return id;
    },

    /**
     * The member behind a live session, with the lookup's reads, refreshing its idle timer; null
     * when unknown or expired. `values` fill the reads' placeholders.
     */
    async resume<R extends Record<string, SQL> = Record<never, SQL>>(
      id: string,
      lookup: SessionLookup<R> = MEMBER_ONLY as SessionLookup<R>,
      values: Record<string, unknown> = {},
    ): Promise<(SessionMember & SessionActor & IdleDeadline & UnreadNotices & ReadValues<R>) | null> {
      const now = clock();
      const idHash = sha256(id);
      const [row] = await statementFor(lookup).execute({ ...values, idHash });
      if (!row) return null;
      const idleDeadline = row.lastSeenAt.getTime() + limits.idleMs;
      if (row.expiresAt.getTime() <= now.getTime() || idleDeadline <= now.getTime()) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      let lastSeenAt = row.lastSeenAt;
      if (now.getTime() - lastSeenAt.getTime() >= touchIntervalMs(limits)) {
        lastSeenAt = now;
        await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.idHash, idHash));
      }
      // The recorded last use, not this call: the deadline told is never later than the real one.
      const idle = lastSeenAt.getTime() + limits.idleMs;
      const { lastSeenAt: _lastSeenAt, expiresAt, ...found } = row;
      return { ...found, idleDeadline: new Date(Math.min(idle, expiresAt.getTime())) } as SessionMember & SessionActor & IdleDeadline & UnreadNotices & ReadValues<R>;
    },

    /** The representative now acts for `memberId` (null: their own account). */
    async actFor(id: string, memberId: number | null): Promise<void> {
      await db.update(sessions).set({ actingFor: memberId }).where(eq(sessions.idHash, sha256(id)));
    },

    async destroy(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
    },

    /** After a password change every open session of the member ends (but `keep`, when given). */
    async destroyAllOf(associateId: number, tx: Db = db, keep?: string): Promise<void> {
      const mine = eq(sessions.associateId, associateId);
      await tx.delete(sessions).where(keep ? and(mine, ne(sessions.idHash, sha256(keep))) : mine);
    },

    /** The member's live sessions, most recently used first; `current` marks the caller's. */
    async list(associateId: number, currentId: string): Promise<SessionSummary[]> {
      const now = clock();
      const rows = await db.select().from(sessions)
        .where(eq(sessions.associateId, associateId))
        .orderBy(desc(sessions.lastSeenAt));
      const currentHash = sha256(currentId);
      return rows
        .filter((row) => row.expiresAt > now && row.lastSeenAt.getTime() + limits.idleMs > now.getTime())
        .map((row) => ({ id: publicId(row.idHash), device: row.device, network: row.network, lastSeenAt: row.lastSeenAt, current: row.idHash === currentHash }));
    },

    /** Ends one of the member's own sessions by its public id; false when there is none. */
    async destroyByPublicId(associateId: number, id: string): Promise<boolean> {
      const rows = await db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.associateId, associateId));
      const match = rows.find((row) => publicId(row.idHash) === id);
      if (!match) return false;
      await db.delete(sessions).where(and(eq(sessions.associateId, associateId), eq(sessions.idHash, match.idHash)));
      return true;
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
