// What every signed-in page of the back office does first: who is asking (GET /staff/me, which
// also checks the session on the API), and whether their role opens this area. Without a live
// staff session: the sign-in page; outside the role: the 403 page; API down: the 503 page.
import type { AstroGlobal } from 'astro';
import { roleAllows } from '../../../contract/staff-roles.ts';
import type { Caller } from '../api/client.ts';
import { isOutage } from '../api/client.ts';
import { staffMe, type StaffMe } from '../api/staff.ts';
import { UNAVAILABLE_PAGE } from '../routes.ts';
import { clearStaffSession, readStaffSession } from './cookies.ts';
import { areaByKey, type GestaoArea } from './navigation.ts';

export type StaffPage = { staff: StaffMe; caller: Caller; area: GestaoArea; allowed: boolean } | { response: Response };

/** The caller of a back-office page: the staff session only, never the member's. */
export const staffCaller = (astro: Pick<AstroGlobal, 'cookies' | 'locals'>): Caller => ({
  ip: astro.locals.caller.ip,
  userAgent: astro.locals.caller.userAgent,
  staff: { session: readStaffSession(astro.cookies) },
});

export async function staffPage(astro: AstroGlobal, areaKey: string): Promise<StaffPage> {
  const caller = staffCaller(astro);
  const me = await staffMe(caller);
  if (!me.ok) {
    if (isOutage(me.status)) return { response: await astro.rewrite(UNAVAILABLE_PAGE) };
    clearStaffSession(astro.cookies);
    return { response: astro.redirect('/gestao/entrar', 303) };
  }
  // For the frame's time limit (SessionTimeout.astro), as the member pages have theirs.
  astro.locals.staffIdleDeadline = caller.idleDeadline;
  const area = areaByKey(areaKey)!;
  const allowed = roleAllows(me.body.data.role, area.roles);
  if (!allowed) astro.response.status = 403;
  return { staff: me.body.data, caller, area, allowed };
}
