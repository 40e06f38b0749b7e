// Every staff route is declared through staffRoute with the roles it serves, so the role check
// can never be forgotten and the tests can visit every route with every role (tests/api/staff-roles).
import type { Handler, Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { StaffRole } from '../../../contract/staff-roles.ts';
import { requireStaff } from '../../middleware/staff.ts';

/** 'GET /staff/team' → the roles it serves (empty: every signed-in staff member; admin always). */
export const STAFF_ROUTE_ROLES = new Map<string, readonly StaffRole[]>();

export function staffRoute(app: Hono<AppEnv>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, roles: StaffRole[], handler: Handler<AppEnv>) {
  STAFF_ROUTE_ROLES.set(`${method} ${path}`, roles);
  app.on(method, path, requireStaff(...roles), handler);
}
