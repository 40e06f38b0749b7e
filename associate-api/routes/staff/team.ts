// 'Equipe' (admin): the staff accounts, a new one (its enrolment link shown to the admin and
// e-mailed to the person), disabling one, a new enrolment link (lost phone or password).
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { isStaffRole } from '../../../contract/staff-roles.ts';
import { ApiError } from '../../middleware/errors.ts';
import { actorOf } from '../../middleware/staff.ts';
import { createStaff, disableStaff, enrolmentUrl, listStaff, newEnrolmentLink } from '../../services/staff/accounts.ts';
import { sendEnrolmentLink } from '../../services/staff/enrolment-mail.ts';
import { objectBody, pathId } from '../validation.ts';
import { staffRoute } from './access.ts';
import { STAFF_MSG } from './messages.ts';

export const staffTeam = new Hono<AppEnv>();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function newStaffInput(body: Record<string, unknown>) {
  const { email, name, role } = body;
  if (typeof name !== 'string' || !name.trim() || name.trim().length > 120) throw new ApiError(400, STAFF_MSG.nameRequired);
  if (typeof email !== 'string' || email.trim().length > 254 || !EMAIL.test(email.trim())) throw new ApiError(400, STAFF_MSG.emailInvalid);
  if (!isStaffRole(role)) throw new ApiError(400, STAFF_MSG.roleInvalid);
  return { email: email.trim(), name: name.trim(), role };
}

/** The link on the admin's screen and, in the background, in the person's mailbox. */
function handOut(c: Context<AppEnv>, person: { email: string; name: string }, token: string) {
  const services = c.get('services');
  const link = enrolmentUrl(services.config.publicUrl, token);
  services.background.run('falha ao enviar o link de cadastro da equipe', () => sendEnrolmentLink(services, person, link));
  return link;
}

staffRoute(staffTeam, 'GET', '/staff/team', ['admin'], async (c) => {
  return c.json({ data: await listStaff(c.get('services').db) });
});

staffRoute(staffTeam, 'POST', '/staff/team', ['admin'], async (c) => {
  const services = c.get('services');
  const input = newStaffInput(objectBody(c.get('body')));
  const created = await createStaff(services.db, services.clock(), input, actorOf(c));
  if (!created) throw new ApiError(409, STAFF_MSG.emailTaken);
  return c.json({ msg: STAFF_MSG.staffCreated(input.name), id: created.id, link: handOut(c, input, created.token) }, 201);
});

staffRoute(staffTeam, 'POST', '/staff/team/:id/disable', ['admin'], async (c) => {
  const services = c.get('services');
  const id = pathId(c.req.param('id')!, STAFF_MSG.staffNotFound);
  if (id === c.get('staff').id) throw new ApiError(409, STAFF_MSG.cannotDisableSelf);
  if (!(await disableStaff(services.db, services.clock(), id, actorOf(c)))) throw new ApiError(404, STAFF_MSG.staffNotFound);
  return c.json({ msg: STAFF_MSG.staffDisabled });
});

staffRoute(staffTeam, 'POST', '/staff/team/:id/enrolment-link', ['admin'], async (c) => {
  const services = c.get('services');
  const id = pathId(c.req.param('id')!, STAFF_MSG.staffNotFound);
  const issued = await newEnrolmentLink(services.db, services.clock(), id, actorOf(c));
  if (!issued) throw new ApiError(404, STAFF_MSG.staffNotFound);
  return c.json({ msg: STAFF_MSG.newLink, link: handOut(c, issued, issued.token) });
});
