// 'Registrar curador' (atendimento): a court-appointed guardian with the court's document, sent as
// a multipart form (read by upload-body.ts after the role check). The representation, a
// first-access link for a guardian who has no password yet, and the audit row commit together;
// the link is answered to the staff member to hand over (read over the phone, printed, or
// e-mailed by them), as `npm run activation-link` does.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { cpfDigits, isCpf } from '../../../contract/cpf.ts';
import { LINK_LIFETIME_MS } from '../../config.ts';
import { MSG } from '../../messages.ts';
import { ApiError } from '../../middleware/errors.ts';
import { actorOf } from '../../middleware/staff.ts';
import { formFile, formText, readUploadForm } from '../../middleware/upload-body.ts';
import { findByCpf } from '../../services/accounts.ts';
import { recordAudit } from '../../services/audit.ts';
import { registerGuardian } from '../../services/representatives.ts';
import { issueStaffActivationLink } from '../../services/staff-activation.ts';
import { staffRoute } from './access.ts';
import { STAFF_MSG } from './messages.ts';

/** The path whose multipart body json-body.ts leaves to this route. */
export const GUARDIAN_UPLOAD_PATH = '/staff/guardians';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const staffGuardians = new Hono<AppEnv>();

staffRoute(staffGuardians, 'POST', GUARDIAN_UPLOAD_PATH, ['atendimento'], async (c) => {
  const services = c.get('services');
  const { maxFileMb } = services.config;
  const form = await readUploadForm(c, { maxFileMb, files: 1, tooLarge: STAFF_MSG.guardianDocumentTooLarge(maxFileMb), invalid: STAFF_MSG.guardianFormInvalid });
  const [memberCpf, name, cpf, email] = ['memberCpf', 'name', 'cpf', 'email'].map((field) => formText(form, field)) as [string, string, string, string];
  if (!isCpf(memberCpf)) throw new ApiError(400, STAFF_MSG.guardianMemberCpfInvalid);
  if (email.length > 254 || !EMAIL.test(email)) throw new ApiError(400, STAFF_MSG.emailInvalid);
  const file = await formFile(form, 'document');
  if (!file) throw new ApiError(400, MSG.guardianDocumentRequired);
  const member = await findByCpf(services.db, cpfDigits(memberCpf));
  if (!member || member.representativeOnly) throw new ApiError(404, STAFF_MSG.guardianMemberNotFound);
  const now = services.clock();
  const actor = actorOf(c);
  const result = await services.db.transaction(async (tx) => {
    const registered = await registerGuardian(tx, {
      memberId: member.id, name, cpf, email, documentFile: { fileName: file.name.slice(0, 200) || 'documento', data: file.bytes },
      staff: { email: actor.email }, now,
    });
    const link = await issueStaffActivationLink(tx, services.clock, { publicUrl: services.config.publicUrl, lifetimeMs: LINK_LIFETIME_MS }, cpf);
    await recordAudit(tx, now, actor, {
      action: 'registrar_curador', entity: 'representacao', entityId: registered.representationId, associateId: member.id,
      changes: { after: { name, cpf: cpfDigits(cpf), email, document: file.name } },
    });
    return { ...registered, firstAccessLink: link.ok ? link.link : null };
  });
  return c.json({ msg: STAFF_MSG.guardianRegistered(member.name), data: { ...result, memberName: member.name } }, 201);
});
