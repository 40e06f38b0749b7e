// The staff back office's API (DESIGN §10): sign-in and enrolment are open (their own limits),
// every other route goes through staffRoute (access.ts) and checks the role on every call.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { staffRoute } from './access.ts';
import { staffAudit } from './audit.ts';
import { staffEnrolment } from './enrolment.ts';
import { staffRequests } from './requests.ts';
import { staffSignIn } from './sign-in.ts';
import { staffTeam } from './team.ts';

const whoAmI = new Hono<AppEnv>();
staffRoute(whoAmI, 'GET', '/staff/me', [], (c) => c.json({ data: c.get('staff') }));

/** Open to anyone with the API key: the routes that sign a staff member in. */
export const STAFF_OPEN_ROUTES = ['POST /staff/login', 'POST /staff/login/code', 'POST /staff/logout', 'POST /staff/enrolment/read', 'POST /staff/enrolment'];

export const staffRoutes = [staffSignIn, staffEnrolment, whoAmI, staffTeam, staffAudit, staffRequests];
