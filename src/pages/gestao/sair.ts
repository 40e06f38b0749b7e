// 'Sair' of the back office: tell the API, forget the staff session whatever it answers, back to
// the sign-in page; the browser drops its cache (a shared computer keeps nothing staff opened).
import type { APIRoute } from 'astro';
import { staffLogout } from '../../lib/api/staff.ts';
import { clearStaffSession, readStaffSession } from '../../lib/gestao/cookies.ts';
import { staffCaller } from '../../lib/gestao/staff-page.ts';

export const POST: APIRoute = async (context) => {
  if (readStaffSession(context.cookies)) await staffLogout(staffCaller(context));
  clearStaffSession(context.cookies);
  const response = context.redirect('/gestao/entrar', 303);
  response.headers.set('Clear-Site-Data', '"cache"');
  return response;
};
