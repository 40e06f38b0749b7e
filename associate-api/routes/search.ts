// GET /search?q=&limit=&offset= (extension, docs/api-contract.md): the member's own results only,
// with its own rate limit per member.
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';
import { requireSession } from '../middleware/session.ts';
import { search as runSearch } from '../services/search.ts';

export const search = new Hono<AppEnv>();

const MAX_QUERY = 100;
const MAX_LIMIT = 100;

function boundedInt(value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(parsed >= min && parsed <= max)) throw new ApiError(400, MSG.searchPage);
  return parsed;
}

search.get('/search', requireSession, async (c) => {
  const query = (c.req.query('q') ?? '').trim();
  if (query.length < 1 || query.length > MAX_QUERY) throw new ApiError(400, MSG.searchLength);
  const limit = boundedInt(c.req.query('limit'), 20, 1, MAX_LIMIT);
  const offset = boundedInt(c.req.query('offset'), 0, 0, 1_000_000);

  const { db, limiter, config } = c.get('services');
  const keys = [{ key: `search:member:${c.get('associateId')}`, rule: config.rateLimits.searchPerMember }];
  // Counted before it runs, in one statement (services/rate-limits.ts): a burst cannot slip past.
  if (!(await limiter.attempt(keys))) throw new ApiError(429, MSG.tooManySearches);

  const page = await runSearch(db, c.get('associateId'), query, limit, offset);
  return c.json({ data: page.hits, terms: page.terms, haveMore: page.haveMore });
});
