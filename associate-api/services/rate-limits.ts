// Throttling of the sign-in routes with growing pauses (DESIGN §7.2, spec of issue #2): after
// `max` counted events within a window the key is paused; each further pause doubles, capped,
// so an attacker can slow a member's sign-in but never lock them out for good. Counters live in
// the database so every API instance sees the same numbers.
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import type { RateLimitConfig, RateLimitRule } from '../config.ts';
import type { Clock } from './clock.ts';

export type LimitedKey = { key: string; rule: RateLimitRule };

export function rateLimiter(db: Db, clock: Clock, config: RateLimitConfig) {
  const longestWindowMs = Math.max(
    config.perCpf.windowMs, config.perIp.windowMs, config.step1Global.windowMs, config.forgotPerCpf.windowMs,
    config.searchPerMember.windowMs, config.verifyPerIp.windowMs,
  );
  // Counters neither counting nor pausing any more are dropped at each sign-in, so the table
  // (one row per address seen) stays small.
  const purgeStale = async () => {
    const now = clock().getTime();
    await db.delete(rateLimits).where(and(
      lt(rateLimits.windowStart, new Date(now - longestWindowMs)),
      or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, new Date(now - config.blockMaxMs))),
    ));
  };
  return {
    /** True when any of the keys is in a pause right now. */
    async isBlocked(keys: LimitedKey[]): Promise<boolean> {
      if (keys.length === 0) return false;
      const now = clock();
      const rows = await db.select({ blockedUntil: rateLimits.blockedUntil })
        .from(rateLimits)
        .where(inArray(rateLimits.key, keys.map((k) => k.key)));
      return rows.some((row) => row.blockedUntil !== null && row.blockedUntil.getTime() > now.getTime());
    },

    /** Counts one event for each key; the count that reaches the rule's max starts a pause. */
    async record(keys: LimitedKey[]): Promise<void> {
      const now = clock();
      for (const { key, rule } of keys) {
        await db.execute(sql`
          insert into rate_limit_counters as r (key, window_start, count, level, blocked_until)
          values (${key}, ${now}, 1, 0, null)
          on conflict (key) do update set
            count = case when r.window_start > ${new Date(now.getTime() - rule.windowMs)} then r.count + 1 else 1 end,
            window_start = case when r.window_start > ${new Date(now.getTime() - rule.windowMs)} then r.window_start else ${now} end,
            level = case when r.blocked_until is not null
                          and r.blocked_until < ${new Date(now.getTime() - config.blockMaxMs)}
                         then 0 else r.level end`);
        await db.execute(sql`
          update rate_limit_counters set
            blocked_until = ${now}::timestamptz + least(
              ${config.blockBaseMs}::bigint * power(2, least(level, 20))::bigint,
              ${config.blockMaxMs}::bigint) * interval '1 millisecond',
            level = level + 1,
            count = 0,
            window_start = ${now}
          where key = ${key} and count >= ${rule.max}`);
      }
    },

    /** A successful sign-in clears the member's failures (not the address's). */
    async reset(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
      await purgeStale();
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
