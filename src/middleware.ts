// Route guard (spec §2), security headers and compression for every answer of the portal.
//
// The guard costs a private page one API call: the page's own data call carries the session and
// the API checks it there (settle() of src/lib/content/failed-call.ts ends the session on its
// 401/403). Only a page that made no call of its own (a panel of links, a placeholder) is
// confirmed with /user/check after it rendered, before anything is sent (the footer's session
// deadline may have made that call already: src/lib/session/idle-deadline.ts).
import { defineMiddleware } from 'astro:middleware';
import type { APIContext } from 'astro';
import { memberIp } from './lib/client-ip.ts';
import { compressResponse } from './lib/compress-response.ts';
import { config } from './lib/config.ts';
import { sessionEndedBy } from './lib/session/end-session.ts';
import { confirmSession } from './lib/session/idle-deadline.ts';
import { readDeviceCookie, readSessionToken, takeFlash } from './lib/session/cookies.ts';
import { routeAccess, UNAVAILABLE_PAGE } from './lib/routes.ts';
import { readStaffSession } from './lib/gestao/cookies.ts';
import { applySecurityHeaders, isReplacedByErrorPage } from './lib/security-headers.ts';

/** A redirect decided from the cookies alone, before the page runs. */
function redirectBeforePage(context: APIContext): Response | undefined {
  const access = routeAccess(context.url.pathname);
  if (access === 'public' && context.locals.caller.sid) return context.redirect('/dashboard');
  if (access === 'private' && !context.locals.caller.sid) return context.redirect('/');
  // The back office looks at its own cookie only: a member session never opens it (DESIGN §10).
  const staffSession = readStaffSession(context.cookies);
  if (access === 'staff' && !staffSession) return context.redirect('/gestao/entrar');
  if (access === 'staff-public' && staffSession) return context.redirect('/gestao');
  return undefined;
}

/** The page as rendered, unless it asked the API nothing and /user/check says otherwise. */
async function confirmedPage(context: APIContext, page: Response): Promise<Response> {
  const { locals } = context;
  if (routeAccess(context.url.pathname) !== 'private' || (locals.caller.sessionAsked && !locals.sessionCheck)) return page;
  const check = await confirmSession(locals);
  if (check.ok) return page;
  // An unreachable or failing API never signs the member out: the 503 page, token kept.
  return sessionEndedBy(context, check) ?? context.rewrite(UNAVAILABLE_PAGE);
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { cookies, locals, request } = context;
  locals.caller = {
    sid: readSessionToken(cookies),
    ip: memberIp(config.trustProxy, request.headers.get('x-forwarded-for'), locals.socketAddress ?? context.clientAddress),
    device: readDeviceCookie(cookies),
    userAgent: request.headers.get('user-agent') ?? undefined,
  };
  locals.toasts = [];

  const redirect = redirectBeforePage(context);
  if (!redirect) {
    // Read (and clear) the one-time message only when a page is actually shown.
    // A success stays on the page (components/Confirmation.astro) instead of in a toast that
    // closes after 5 s (issue #20); a failure is still an alert in the toast region.
    const flash = takeFlash(cookies);
    if (flash?.kind === 'success') locals.confirmation = flash.msg;
    else if (flash) locals.toasts.push(flash);
  }
  const response = redirect ?? (await confirmedPage(context, await next()));
  if (isReplacedByErrorPage(response)) return response;
  applySecurityHeaders(response.headers, { https: config.servedOverHttps });
  return compressResponse(request, response);
});
