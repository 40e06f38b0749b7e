// Route guard (spec §2), security headers and compression for every answer of the portal.
import { defineMiddleware } from 'astro:middleware';
import type { APIContext } from 'astro';
import { checkSession } from './lib/api/auth.ts';
import { memberIp } from './lib/client-ip.ts';
import { compressResponse } from './lib/compress-response.ts';
import { config } from './lib/config.ts';
import { endSession } from './lib/session/end-session.ts';
import { readDeviceCookie, readSessionToken, takeFlash } from './lib/session/cookies.ts';
import { firstSegment, isRecoveryToken, routeAccess } from './lib/routes.ts';
import { applySecurityHeaders } from './lib/security-headers.ts';

async function guard(context: APIContext): Promise<Response | undefined> {
  const { locals, url } = context;
  const access = routeAccess(url.pathname);
  if (access === 'public' && locals.caller.sid) return context.redirect('/dashboard');
  if (access !== 'private') return undefined;
  if (!locals.caller.sid) return context.redirect('/');
  const check = await checkSession(locals.caller);
  if (!check.ok) return endSession(context, check);
  locals.member = { associateId: check.body.data.associate_id, name: check.body.data.name };
  return undefined;
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { cookies, locals, request, url } = context;
  locals.caller = {
    sid: readSessionToken(cookies),
    ip: memberIp(config.trustProxy, request.headers.get('x-forwarded-for'), locals.socketAddress ?? context.clientAddress),
    device: readDeviceCookie(cookies),
    userAgent: request.headers.get('user-agent') ?? undefined,
  };
  locals.toasts = [];

  const redirect = await guard(context);
  if (!redirect) {
    // Read (and clear) the one-time message only when a page is actually shown.
    const flash = takeFlash(cookies);
    if (flash) locals.toasts.push(flash);
  }
  const response = redirect ?? (await next());
  applySecurityHeaders(response.headers, {
    https: config.servedOverHttps,
    recoveryPage: url.pathname !== '/' && isRecoveryToken(firstSegment(url.pathname)),
  });
  return compressResponse(request, response);
});
