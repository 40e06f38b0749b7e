// Only the portal holds the API key; any call without it is refused before anything else runs.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import { safeEqual } from '../services/secrets.ts';
import { ApiError } from './errors.ts';

export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const given = c.req.header('x-api-key') ?? '';
  if (!safeEqual(given, c.get('services').config.apiKey)) throw new ApiError(403, MSG.badApiKey);
  await next();
});
