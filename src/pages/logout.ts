// 'Sair' (spec §4): tell the API, ignore whatever it answers, forget the session, back to /.
import type { APIRoute } from 'astro';
import { logout } from '../lib/api/auth.ts';
import { clearSessionToken } from '../lib/session/cookies.ts';

export const POST: APIRoute = async (context) => {
  if (context.locals.caller.sid) await logout(context.locals.caller);
  clearSessionToken(context.cookies);
  return context.redirect('/', 303);
};
