// 'Continuar conectado' (src/lib/browser/session-timeout.ts): a call that uses the session, so the
// API records it and tells the new idle deadline. An ended session answers as any private page
// would (the guard ends it and redirects), which the dialog reads as 'Sua sessão expirou'.
import type { APIRoute } from 'astro';
import { TEXT } from '../../lib/messages.ts';
import { idleDeadlineOf } from '../../lib/session/idle-deadline.ts';

export const POST: APIRoute = async ({ locals }) => {
  const deadline = await idleDeadlineOf(locals);
  if (deadline === undefined) return Response.json({ msg: TEXT.unavailableTitle }, { status: 503 });
  // Also the time left: the member's computer clock may be wrong.
  return Response.json({ leftMs: deadline - Date.now(), deadline: new Date(deadline).toISOString() }, { headers: { 'cache-control': 'no-store' } });
};
