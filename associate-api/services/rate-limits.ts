// Throttling of the sign-in routes (DESIGN §7.2, §7.9). Each attempt is counted *before* it is
// evaluated, in one atomic statement per key, so a burst of simultaneous requests cannot all slip
// past a check made before any of them was recorded: the database hands every request its own
// count, and only the first `max` of a window go on. Exceeding a pausing rule starts a pause that
// doubles each time, capped, so an attacker can slow a sign-in but never lock it for good; a rule
// without pause (a daily cap) just refuses until its window ends. Counters live in the database so
// every API instance sees the same numbers.
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import type { RateLimitConfig, RateLimitRule } from '../config.ts';
import type { Clock } from './clock.ts';

export type LimitedKey = { key: string; rule: RateLimitRule };

type CountRow = { count: number; blocked: boolean };

export function rateLimiter(db: Db, clock: Clock, config: RateLimitConfig) {
  const rules = [config.perCpf, config.perIp, config.step1Global, config.forgotPerCpf, config.mailsPerCpfDaily, config.perDevice,
    config.searchPerMember, config.verifyPerIp, config.exportsPerMember];
  const longestWindowMs = Math.max(...rules.map((rule) => rule.windowMs));
  // Counters neither counting nor pausing any more are dropped at each sign-in, so the table
  // (one row per address seen) stays small.
  const purgeStale = async () => {
    const now = clock().getTime();
    await db.delete(rateLimits).where(and(
      lt(rateLimits.windowStart, new Date(now - longestWindowMs)),
      or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, new Date(now - config.blockMaxMs))),
    ));
  };

  /** Counts one attempt on `key` unless it is paused; answers the count and whether it is paused. */
  async function count(key: string, rule: RateLimitRule, now: Date): Promise<CountRow> {
    const windowOpen = new Date(now.getTime() - rule.windowMs);
    const result = await db.execute(sql`
      insert into rate_limit_counters as r (key, window_start, count, level, blocked_until)
      values (${key}, ${now}, 1, 0, null)
      on conflict (key) do update set
        count = case when r.blocked_until > ${now} then r.count
                     when r.window_start > ${windowOpen} then r.count + 1 else 1 end,
        window_start = case when r.blocked_until > ${now} or r.window_start > ${windowOpen}
                            then r.window_start else ${now} end,
        level = case when r.blocked_until is not null
                      and r.blocked_until < ${new Date(now.getTime() - config.blockMaxMs)}
                     then 0 else r.level end
      returning count, (blocked_until is not null and blocked_until > ${now}) as blocked`);
    const row = rowsOf(result)[0]!;
    return { count: Number(row.count), blocked: row.blocked === true || row.blocked === 't' };
  }

  /** The attempt that went over a pausing rule starts the next, twice longer, pause. */
  async function startPause(key: string, now: Date): Promise<void> {
    await db.execute(sql`
      update rate_limit_counters set
        blocked_until = ${now}::timestamptz + least(
          ${config.blockBaseMs}::bigint * power(2, least(level, 20))::bigint,
          ${config.blockMaxMs}::bigint) * interval '1 millisecond',
        level = level + 1,
        count = 0,
        window_start = ${now}
      where key = ${key} and (blocked_until is null or blocked_until <= ${now})`);
  }

  return {
    /**
     * Counts this attempt on each key in turn and says whether it may go on: false at the first
     * key that is paused or over its rule (later keys are then not counted). Call it before
     * evaluating anything the attempt guesses.
     */
    async attempt(keys: LimitedKey[]): Promise<boolean> {
      const now = clock();
      for (const { key, rule } of keys) {
        const row = await count(key, rule, now);
        if (row.blocked) return false;
        if (row.count > rule.max) {
          if (rule.pause !== false) await startPause(key, now);
          return false;
        }
      }
      return true;
    },

    /**
     * After a refused attempt: seconds until these keys let one through again (the pause, or the
     * rest of a window that has no pause), so the member is told how long to wait.
     */
    async secondsToWait(keys: LimitedKey[]): Promise<number> {
      if (keys.length === 0) return 0;
      const now = clock().getTime();
      const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, keys.map(({ key }) => key)));
      const waits = rows.map((row) => {
        const rule = keys.find(({ key }) => key === row.key)!.rule;
        if (row.blockedUntil && row.blockedUntil.getTime() > now) return row.blockedUntil.getTime() - now;
        return row.count > rule.max ? row.windowStart.getTime() + rule.windowMs - now : 0;
      });
      return Math.ceil(Math.max(0, ...waits) / 1000);
    },

    /** A successful sign-in clears the member's (or device's) failures. */
    async reset(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
      await purgeStale();
    },

    /** Gives back an attempt that turned out legitimate (an address's count is not reset). */
    async refund(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(inArray(rateLimits.key, keys));
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;

// PGlite answers { rows }, node-postgres a QueryResult with rows too; drizzle passes both through.
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
