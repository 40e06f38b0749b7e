// Staff routes (DESIGN §10): the `gestao_sessao` cookie is the only source of the staff member's
// identity, read and checked against the route's roles on every call (admin passes everywhere).
// A member's `sid` is never looked at here, and member routes never look at this cookie.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { roleAllows, type StaffRole } from '../../contract/staff-roles.ts';
import type { StaffActor } from '../services/audit.ts';
import { STAFF_MSG } from '../routes/staff/messages.ts';
import { ApiError } from './errors.ts';

export const STAFF_SESSION_COOKIE = 'gestao_sessao';
/** Between the password and the second factor. */
export const STAFF_PENDING_COOKIE = 'gestao_entrada';

/** `roles` empty: any signed-in staff member. */
export const requireStaff = (...roles: StaffRole[]) => createMiddleware<AppEnv>(async (c, next) => {
  const id = getCookie(c, STAFF_SESSION_COOKIE);
  const staff = id ? await c.get('services').staffSessions.resume(id) : null;
  if (!staff) throw new ApiError(401, STAFF_MSG.signInRequired);
  c.set('staff', { id: staff.id, email: staff.email, name: staff.name, role: staff.role });
  c.set('idleDeadline', staff.idleDeadline);
  if (roles.length > 0 && !roleAllows(staff.role, roles)) throw new ApiError(403, STAFF_MSG.forbidden);
  await next();
});

/** Who the audit row names: the staff member of this call and the address it came from. */
export function actorOf(c: Context<AppEnv>): StaffActor {
  const staff = c.get('staff');
  return { id: staff.id, email: staff.email, role: staff.role, ip: c.get('clientIp') };
}
