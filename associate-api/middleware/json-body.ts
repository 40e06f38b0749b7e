// POST/PUT bodies: at most the configured size (413 above) and valid JSON (400 otherwise), parsed
// once here so routes only validate shapes. The upload routes named in `uploads` take multipart
// bodies instead: they set their own, larger limit and read the form themselves.
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { MSG } from '../messages.ts';
import { ApiError } from './errors.ts';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isMultipart = (type: string | undefined) => type?.toLowerCase().startsWith('multipart/form-data') ?? false;

export function jsonBody(maxSize: number, uploads: ReadonlySet<string> = new Set()) {
  const limit = bodyLimit({ maxSize, onError: () => { throw new ApiError(413, MSG.bodyTooLarge); } });
  const parse = createMiddleware<AppEnv>(async (c, next) => {
    const text = await c.req.text();
    if (text.trim() === '') {
      c.set('body', {});
    } else {
      try {
        c.set('body', JSON.parse(text));
      } catch {
        throw new ApiError(400, MSG.malformedJson);
      }
    }
    await next();
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!WITH_BODY.has(c.req.method) || (uploads.has(c.req.path) && isMultipart(c.req.header('content-type')))) {
      await next();
      return;
    }
    await limit(c, async () => {
      await parse(c, next);
    });
  });
}
