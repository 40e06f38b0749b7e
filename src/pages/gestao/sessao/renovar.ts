// 'Continuar conectado' on a back-office page (SessionTimeout.astro): /staff/me uses the staff
// session, so the API records it and tells the new idle deadline. An ended session is a 401 here
// (the guard sends a page request without one to the sign-in), which the dialog reads as 'Sua
// sessão expirou'.
import type { APIRoute } from 'astro';
import { isOutage } from '../../../lib/api/client.ts';
import { staffMe } from '../../../lib/api/staff.ts';
import { staffCaller } from '../../../lib/gestao/staff-page.ts';
import { TEXT } from '../../../lib/messages.ts';

export const POST: APIRoute = async (context) => {
  const caller = staffCaller(context);
  const me = await staffMe(caller);
  if (!me.ok) return Response.json({ msg: me.msg }, { status: isOutage(me.status) ? 503 : 401 });
  if (caller.idleDeadline === undefined) return Response.json({ msg: TEXT.unavailableTitle }, { status: 503 });
  // Also the time left: the staff member's computer clock may be wrong.
  const deadline = caller.idleDeadline;
  return Response.json({ leftMs: deadline - Date.now(), deadline: new Date(deadline).toISOString() }, { headers: { 'cache-control': 'no-store' } });
};
