// 'Atendimento' (role atendimento, and admin; DESIGN §10): finding a member, their profile (each
// viewing audited), a first-access or recovery link on screen, by e-mail or for a printed letter,
// lifting their sign-in pauses, ending their sessions, and importing members from a CSV.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { cpfDigits, isCpf } from '../../../contract/cpf.ts';
import { ApiError } from '../../middleware/errors.ts';
import { actorOf } from '../../middleware/staff.ts';
import { findById } from '../../services/accounts.ts';
import { sendActivationLink, sendRecoveryLink } from '../../services/member-mail.ts';
import { findMembers, viewProfile } from '../../services/staff/member-directory.ts';
import { importMembers } from '../../services/staff/member-import.ts';
import { DELIVERIES, endAllSessions, issueAccessLink, liftPauses, type Delivery } from '../../services/staff/member-support.ts';
import { objectBody, pathId } from '../validation.ts';
import { staffRoute } from './access.ts';
import { SUPPORT_MSG } from './atendimento-messages.ts';

export const staffAtendimento = new Hono<AppEnv>();

const memberId = (c: Context<AppEnv>) => pathId(c.req.param('id')!, SUPPORT_MSG.memberNotFound);
const found = <T>(value: T | null): T => { if (value === null) throw new ApiError(404, SUPPORT_MSG.memberNotFound); return value; };

// Financeiro finds members too, to open their invoices.
staffRoute(staffAtendimento, 'GET', '/staff/members', ['atendimento', 'financeiro'], async (c) => {
  const query = (c.req.query('busca') ?? '').trim().slice(0, 120);
  if (isCpf(query)) return c.json({ data: await findMembers(c.get('services').db, { cpf: cpfDigits(query) }) });
  if (String(query).replace(/[^\p{L}]/gu, '').length < 3) throw new ApiError(400, SUPPORT_MSG.searchTooShort);
  return c.json({ data: await findMembers(c.get('services').db, { name: query }) });
});

staffRoute(staffAtendimento, 'GET', '/staff/members/:id', ['atendimento'], async (c) => {
  return c.json({ data: found(await viewProfile(c.get('services'), actorOf(c), memberId(c))) });
});

staffRoute(staffAtendimento, 'POST', '/staff/members/:id/link', ['atendimento'], async (c) => {
  const services = c.get('services');
  const delivery = objectBody(c.get('body')).delivery;
  if (!DELIVERIES.includes(delivery as Delivery)) throw new ApiError(400, SUPPORT_MSG.deliveryInvalid);
  const id = memberId(c);
  if (delivery === 'email') {
    // Only whether there is an address is read here: nothing of it is shown, so no audit row.
    const member = found(await findById(services.db, id));
    if (!member.email) throw new ApiError(409, SUPPORT_MSG.noEmail);
  }
  const issued = found(await issueAccessLink(services, actorOf(c), id, delivery as Delivery));
  if (delivery !== 'email') return c.json({ msg: SUPPORT_MSG.linkShown(issued.name), link: issued.link, purpose: issued.purpose, name: issued.name, expiresAt: issued.expiresAt });
  const token = issued.link.slice(services.config.publicUrl.length + 1);
  try {
    await (issued.purpose === 'activation' ? sendActivationLink : sendRecoveryLink)(services, issued, token);
  } catch (err) {
    services.logger.error({ err, associateId: id }, 'falha ao enviar o link de acesso gerado pelo atendimento');
    throw new ApiError(503, SUPPORT_MSG.mailFailed);
  }
  return c.json({ msg: SUPPORT_MSG.linkMailed(issued.name), purpose: issued.purpose, name: issued.name });
});

staffRoute(staffAtendimento, 'POST', '/staff/members/:id/unpause', ['atendimento'], async (c) => {
  const lifted = found(await liftPauses(c.get('services'), actorOf(c), memberId(c)));
  return c.json({ msg: SUPPORT_MSG.pausesLifted(lifted), lifted });
});

staffRoute(staffAtendimento, 'POST', '/staff/members/:id/end-sessions', ['atendimento'], async (c) => {
  const ended = found(await endAllSessions(c.get('services'), actorOf(c), memberId(c)));
  return c.json({ msg: SUPPORT_MSG.sessionsEnded(ended), ended });
});

staffRoute(staffAtendimento, 'POST', '/staff/members/import', ['atendimento'], async (c) => {
  const body = objectBody(c.get('body'));
  if (typeof body.csv !== 'string' || !body.csv.trim()) throw new ApiError(400, SUPPORT_MSG.csvRequired);
  const dryRun = body.dryRun !== false;
  const result = await importMembers(c.get('services'), actorOf(c), body.csv, dryRun);
  // A dry run answers its findings (200, errors listed); an import with bad rows is refused (422).
  if (result.errors.length > 0) return c.json({ msg: SUPPORT_MSG.csvHasErrors, ...result }, dryRun ? 200 : 422);
  return c.json({ msg: dryRun ? SUPPORT_MSG.csvChecked(result.rows) : SUPPORT_MSG.csvImported(result.imported), ...result });
});
