// 'Registrar curador' (atendimento): a court-appointed guardian with the court's document, sent as
// a multipart form. The representation, a first-access link for a guardian who has no password
// yet, and the audit row commit together; the link is answered to the staff member to hand over
// (read over the phone, printed, or e-mailed by them), as `npm run activation-link` does.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../app-env.ts';
import { cpfDigits, isCpf } from '../../../contract/cpf.ts';
import { LINK_LIFETIME_MS } from '../../config.ts';
import { MSG } from '../../messages.ts';
import { ApiError } from '../../middleware/errors.ts';
import { actorOf } from '../../middleware/staff.ts';
import { findByCpf } from '../../services/accounts.ts';
import { recordAudit } from '../../services/audit.ts';
import { registerGuardian } from '../../services/representatives.ts';
import { issueStaffActivationLink } from '../../services/staff-activation.ts';
import { staffRoute } from './access.ts';
import { STAFF_MSG } from './messages.ts';

/** The path whose multipart body json-body.ts leaves to this route. */
export const GUARDIAN_UPLOAD_PATH = '/staff/guardians';

const FORM_ALLOWANCE_BYTES = 64 * 1024;
const MB = 1024 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function staffGuardians(limits: { requestAttachmentMb: number; maxFileMb: number }) {
  const routes = new Hono<AppEnv>();
  // The portal's server lets this form's body through with the attachment limit of the members'
  // requests (src/server/request-guards.mjs), never more than the database accepts.
  const documentMb = Math.min(limits.requestAttachmentMb, limits.maxFileMb);
  const tooLarge = () => new ApiError(413, STAFF_MSG.guardianDocumentTooLarge(documentMb));
  // The size check runs before the role check reads the body: a staff session is still required
  // (staffRoute), and an oversized body is refused without being buffered.
  routes.use(GUARDIAN_UPLOAD_PATH, bodyLimit({ maxSize: documentMb * MB + FORM_ALLOWANCE_BYTES, onError: () => { throw tooLarge(); } }));

  staffRoute(routes, 'POST', GUARDIAN_UPLOAD_PATH, ['atendimento'], async (c) => {
    const services = c.get('services');
    const form = await c.req.parseBody().catch(() => { throw new ApiError(400, STAFF_MSG.guardianFormInvalid); });
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
    const memberCpf = text('memberCpf');
    if (!isCpf(memberCpf)) throw new ApiError(400, STAFF_MSG.guardianMemberCpfInvalid);
    const email = text('email');
    if (email.length > 254 || !EMAIL.test(email)) throw new ApiError(400, STAFF_MSG.emailInvalid);
    const file = form.document;
    if (!(file instanceof File) || file.size === 0) throw new ApiError(400, MSG.guardianDocumentRequired);
    const member = await findByCpf(services.db, cpfDigits(memberCpf));
    if (!member || member.representativeOnly) throw new ApiError(404, STAFF_MSG.guardianMemberNotFound);
    const now = services.clock();
    const actor = actorOf(c);
    const result = await services.db.transaction(async (tx) => {
      const registered = await registerGuardian(tx, {
        memberId: member.id, name: text('name'), cpf: text('cpf'), email,
        documentFile: { fileName: file.name.slice(0, 200) || 'documento', data: new Uint8Array(await file.arrayBuffer()) },
        staff: { email: actor.email }, now,
      });
      const link = await issueStaffActivationLink(tx, services.clock, { publicUrl: services.config.publicUrl, lifetimeMs: LINK_LIFETIME_MS }, text('cpf'));
      await recordAudit(tx, now, actor, {
        action: 'registrar_curador', entity: 'representacao', entityId: registered.representationId, associateId: member.id,
        changes: { after: { name: text('name'), cpf: cpfDigits(text('cpf')), email, document: file.name } },
      });
      return { ...registered, firstAccessLink: link.ok ? link.link : null };
    });
    return c.json({ msg: STAFF_MSG.guardianRegistered(member.name), data: { ...result, memberName: member.name } }, 201);
  });
  return routes;
}
