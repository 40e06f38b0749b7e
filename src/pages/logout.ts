// 'Sair' (spec §4): tell the API, ignore whatever it answers, forget the session, back to /. The
// browser is also told to drop its cache (DESIGN §7.11): on a shared or family computer, nothing the
// member opened stays behind for the next person.
import type { APIRoute } from 'astro';
import { logout } from '../lib/api/auth.ts';
import { clearSessionToken } from '../lib/session/cookies.ts';

export const POST: APIRoute = async (context) => {
  if (context.locals.caller.sid) await logout(context.locals.caller);
  clearSessionToken(context.cookies);
  const response = context.redirect('/', 303);
  response.headers.set('Clear-Site-Data', '"cache"');
  return response;
};
