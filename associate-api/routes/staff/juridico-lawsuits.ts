// 'Jurídico' lawsuits (issue 22): list, create, edit, link members by CPF (collective lawsuits),
// and publish updates (movements) and motions with a checked PDF. Members read the same tables
// (routes/lawsuits.ts), so what is written here is on their pages at the next load.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../middleware/errors.ts';
import { actorOf } from '../../middleware/staff.ts';
import { readUpload } from '../../middleware/upload-body.ts';
import { maskCpf } from '../../services/audit.ts';
import { membersOfCpfs, type Member } from '../../services/juridico/cpf-list.ts';
import {
  addMotion, addUpdate, createLawsuit, editLawsuit, findLawsuit, lawsuitHistory, lawsuitMembersOf, linkMembers, listLawsuits, unlinkMember, type LawsuitFields,
} from '../../services/juridico/lawsuits.ts';
import { auditMemberViews } from '../../services/juridico/member-views.ts';
import { checkedPdf } from '../../services/juridico/pdf-check.ts';
import { notifyLawsuitMovement } from '../../services/notices/events.ts';
import { objectBody, pathId } from '../validation.ts';
import { staffRoute } from './access.ts';
import { cpfEntries, idField, optionalDate, optionalText, requiredText } from './juridico-input.ts';
import { JURIDICO_MSG } from './juridico-messages.ts';

export const juridicoLawsuits = new Hono<AppEnv>();

/** The upload routes: fixed paths (the lawsuit's id is a form field) so jsonBody can let them through. */
export const LAWSUIT_UPLOAD_PATHS = ['/staff/juridico/lawsuit-updates', '/staff/juridico/lawsuit-motions'];

/** Spec §3: null = pending, 'defired' = granted, anything else = denied. */
const OUTCOMES: Record<string, string | null> = { pendente: null, deferido: 'defired', indeferido: 'rejected' };

function lawsuitFields(body: Record<string, unknown>): LawsuitFields {
  return {
    number: requiredText(body, 'number', 'o número do processo', 60),
    actionName: requiredText(body, 'actionName', 'o nome da ação', 200),
    caseTitle: requiredText(body, 'caseTitle', 'o título (partes)', 300),
    court: requiredText(body, 'court', 'o tribunal', 200),
    vara: requiredText(body, 'vara', 'a vara', 200),
    lawFirmName: requiredText(body, 'lawFirmName', 'o escritório', 200),
    lawyerName: requiredText(body, 'lawyerName', 'o advogado responsável', 200),
  };
}

/** The members of the CPFs in the body, or 400 with every wrong row (nothing is written). */
export async function membersOrRowErrors(c: Context<AppEnv>, body: Record<string, unknown>): Promise<Member[]> {
  const { members, errors } = await membersOfCpfs(c.get('services').db, cpfEntries(body));
  if (errors.length > 0) throw new ApiError(400, JURIDICO_MSG.cpfListInvalid);
  return members;
}

async function lawsuitOr404(c: Context<AppEnv>, raw: string) {
  const lawsuit = await findLawsuit(c.get('services').db, pathId(raw, JURIDICO_MSG.lawsuitNotFound));
  if (!lawsuit) throw new ApiError(404, JURIDICO_MSG.lawsuitNotFound);
  return lawsuit;
}

// The dry run of a CPF list (typed or CSV): which members, and every wrong row with its reason.
staffRoute(juridicoLawsuits, 'POST', '/staff/juridico/cpf-check', ['juridico'], async (c) => {
  const { members, errors } = await membersOfCpfs(c.get('services').db, cpfEntries(objectBody(c.get('body'))));
  return c.json({ data: { members: members.map((m) => ({ id: m.id, name: m.name, cpf: maskCpf(m.cpf) })), errors } });
});

staffRoute(juridicoLawsuits, 'GET', '/staff/juridico/lawsuits', ['juridico'], async (c) => {
  const rows = await listLawsuits(c.get('services').db, c.req.query('q') ?? '');
  return c.json({ data: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) });
});

staffRoute(juridicoLawsuits, 'POST', '/staff/juridico/lawsuits', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const body = objectBody(c.get('body'));
  const fields = lawsuitFields(body);
  const members = await membersOrRowErrors(c, body);
  const id = await createLawsuit(db, clock(), actorOf(c), fields, members);
  return c.json({ msg: JURIDICO_MSG.lawsuitCreated, id }, 201);
});

// One lawsuit with the members it names (their names and CPFs: the view is audited per member).
staffRoute(juridicoLawsuits, 'GET', '/staff/juridico/lawsuits/:id', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const lawsuit = await lawsuitOr404(c, c.req.param('id')!);
  const [members, history] = await Promise.all([lawsuitMembersOf(db, lawsuit), lawsuitHistory(db, lawsuit.id)]);
  await auditMemberViews(db, clock(), actorOf(c), 'processo', lawsuit.id, members.map((m) => m.id));
  return c.json({
    data: {
      ...lawsuit,
      updatedAt: lawsuit.updatedAt.toISOString(),
      members,
      updates: history.updates.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
      motions: history.motions,
    },
  });
});

staffRoute(juridicoLawsuits, 'POST', '/staff/juridico/lawsuits/:id', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const fields = lawsuitFields(objectBody(c.get('body')));
  const id = pathId(c.req.param('id')!, JURIDICO_MSG.lawsuitNotFound);
  if (!(await editLawsuit(db, clock(), actorOf(c), id, fields))) throw new ApiError(404, JURIDICO_MSG.lawsuitNotFound);
  return c.json({ msg: JURIDICO_MSG.lawsuitSaved });
});

staffRoute(juridicoLawsuits, 'POST', '/staff/juridico/lawsuits/:id/members', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const lawsuit = await lawsuitOr404(c, c.req.param('id')!);
  const members = await membersOrRowErrors(c, objectBody(c.get('body')));
  const added = await linkMembers(db, clock(), actorOf(c), lawsuit, members);
  return c.json({ msg: JURIDICO_MSG.membersLinked(added), added });
});

staffRoute(juridicoLawsuits, 'POST', '/staff/juridico/lawsuits/:id/members/:member/remove', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const lawsuit = await lawsuitOr404(c, c.req.param('id')!);
  const member = pathId(c.req.param('member')!, JURIDICO_MSG.memberNotFound);
  if (member === lawsuit.associateId) throw new ApiError(409, JURIDICO_MSG.cannotUnlinkFirst);
  if (!(await unlinkMember(db, clock(), actorOf(c), lawsuit.id, member))) throw new ApiError(404, JURIDICO_MSG.memberNotFound);
  return c.json({ msg: JURIDICO_MSG.memberUnlinked });
});

/** The form of an upload route with the lawsuit it names and its optional PDF, checked. */
async function lawsuitUpload(c: Context<AppEnv>) {
  const { fields, file } = await readUpload(c);
  const lawsuit = await lawsuitOr404(c, String(idField(fields, 'processo', JURIDICO_MSG.lawsuitNotFound)));
  return { fields, lawsuit, file: file ? await checkedPdf(file) : null };
}

staffRoute(juridicoLawsuits, 'POST', '/staff/juridico/lawsuit-updates', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const { fields, lawsuit, file } = await lawsuitUpload(c);
  const input = { title: requiredText(fields, 'titulo', 'o título do andamento', 200), description: requiredText(fields, 'descricao', 'a descrição', 5000), file };
  const movementId = await addUpdate(db, clock(), actorOf(c), lawsuit.id, input);
  // After the commit, in the background as the payment notice is: every member of the lawsuit is
  // told, by the channels each chose (issue 23 §3); a failing queue is logged, not a 500.
  const services = c.get('services');
  services.background.run('aviso de andamento não entrou na fila', () => notifyLawsuitMovement(services, lawsuit.id, movementId), { lawsuitId: lawsuit.id, movementId });
  return c.json({ msg: JURIDICO_MSG.updateAdded, id: movementId, lawsuitId: lawsuit.id }, 201);
});

staffRoute(juridicoLawsuits, 'POST', '/staff/juridico/lawsuit-motions', ['juridico'], async (c) => {
  const { db, clock } = c.get('services');
  const { fields, lawsuit, file } = await lawsuitUpload(c);
  const outcomeKey = fields.resultado?.trim() || 'pendente';
  if (!(outcomeKey in OUTCOMES)) throw new ApiError(400, JURIDICO_MSG.outcomeInvalid);
  const filedDate = optionalDate(fields, 'data', 'Data do protocolo');
  if (!filedDate) throw new ApiError(400, JURIDICO_MSG.dateInvalid('Data do protocolo'));
  const id = await addMotion(db, clock(), actorOf(c), lawsuit.id, {
    motionType: requiredText(fields, 'tipo', 'o tipo da petição', 200),
    filedBy: requiredText(fields, 'autor', 'quem protocolou', 200),
    filedDate,
    description: requiredText(fields, 'descricao', 'a descrição', 5000),
    outcome: OUTCOMES[outcomeKey]!,
    judgeName: optionalText(fields, 'juiz', 'o nome do juiz', 200),
    decisionDate: optionalDate(fields, 'dataDecisao', 'Data da decisão'),
    notes: optionalText(fields, 'notas', 'as observações', 5000),
    file,
  });
  return c.json({ msg: JURIDICO_MSG.motionAdded, id, lawsuitId: lawsuit.id }, 201);
});
