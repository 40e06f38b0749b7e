// Every failure answers { msg } in pt-BR with a fitting status; nothing internal leaks out.
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  /** Seconds until trying again makes sense (a paused sign-in): sent as Retry-After. */
  readonly retryAfter?: number;
  constructor(status: ContentfulStatusCode, msg: string, retryAfter?: number) {
    super(msg);
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ApiError) {
    if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter));
    return c.json({ msg: error.message }, error.status);
  }
  // The route pattern, never the path: a path can carry a card code or a view's reference.
  c.get('services')?.logger.error({ err: error, route: routePath(c, -1) }, 'erro inesperado');
  return c.json({ msg: MSG.internal }, 500);
}

export function handleNotFound(c: Context<AppEnv>): Response {
  return c.json({ msg: MSG.notFound }, 404);
}
