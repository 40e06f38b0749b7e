// 'Solicitações' (atendimento): the members' requests, one request with its answers, taking one up
// ('Em andamento') and answering it (the member gets an e-mail). Reading a request shows the
// member's personal data, so it is audited like every write, in the write's own transaction.
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { isRequestSubject, PROTOCOL_PATTERN, REQUEST_STATUSES } from '../../../contract/member-requests.ts';
import { memberRequests } from '../../db/schema.ts';
import { MSG } from '../../messages.ts';
import { ApiError } from '../../middleware/errors.ts';
import { actorOf } from '../../middleware/staff.ts';
import { recordAudit } from '../../services/audit.ts';
import { answerRequest, startHandling } from '../../services/requests/answer.ts';
import { requestForStaff, requestQueue, type QueueFilter } from '../../services/requests/staff-queue.ts';
import { answersOf } from '../../services/requests/store.ts';
import { piecesAnswer, storedPiece } from '../../services/stored-bytes.ts';
import { memberRequestDownloadHeaders } from '../file-headers.ts';
import { objectBody, pathId } from '../validation.ts';
import { staffRoute } from './access.ts';
import { STAFF_MSG } from './messages.ts';

export const staffRequests = new Hono<AppEnv>();

export const REQUEST_PAGE_SIZE = 25;
const ROLES = ['atendimento'] as const;

function filterOf(c: Context<AppEnv>): QueueFilter {
  const query = (name: string) => (c.req.query(name) ?? '').trim();
  const [status, subject, protocol] = ['situacao', 'assunto', 'protocolo'].map(query) as [string, string, string];
  if ((status && !REQUEST_STATUSES.some((known) => known.key === status)) || (subject && !isRequestSubject(subject)) || (protocol && !PROTOCOL_PATTERN.test(protocol))) {
    throw new ApiError(400, STAFF_MSG.requestFilterInvalid);
  }
  return { status: status || undefined, subject: subject || undefined, protocol: protocol || undefined };
}

async function found(c: Context<AppEnv>) {
  const id = pathId(c.req.param('id') ?? '', MSG.requestNotFound);
  const request = await requestForStaff(c.get('services').db, id);
  if (!request) throw new ApiError(404, MSG.requestNotFound);
  return request;
}

staffRoute(staffRequests, 'GET', '/staff/requests', [...ROLES], async (c) => {
  const page = Number(c.req.query('pagina') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw new ApiError(400, STAFF_MSG.requestFilterInvalid);
  const listed = await requestQueue(c.get('services').db, filterOf(c), { limit: REQUEST_PAGE_SIZE, offset: (page - 1) * REQUEST_PAGE_SIZE });
  return c.json({ data: listed.rows, total: listed.total, pageSize: REQUEST_PAGE_SIZE });
});

staffRoute(staffRequests, 'GET', '/staff/requests/:id', [...ROLES], async (c) => {
  const services = c.get('services');
  const { attachmentName, attachmentType, attachmentSize, ...request } = await found(c);
  const answers = await services.db.transaction(async (tx) => {
    await recordAudit(tx, services.clock(), actorOf(c), { action: 'visualizar', entity: 'solicitacao', entityId: request.id, associateId: request.associateId });
    return answersOf(tx, request.id);
  });
  const attachment = attachmentType ? { name: attachmentName, type: attachmentType, size: attachmentSize } : null;
  return c.json({ data: { ...request, attachment, answers } });
});

staffRoute(staffRequests, 'GET', '/staff/requests/:id/attachment', [...ROLES], async (c) => {
  const services = c.get('services');
  const request = await found(c);
  if (!request.attachmentType || request.attachmentSize === null) throw new ApiError(404, MSG.fileNotFound);
  await services.db.transaction((tx) =>
    recordAudit(tx, services.clock(), actorOf(c), { action: 'baixar_anexo', entity: 'solicitacao', entityId: request.id, associateId: request.associateId }));
  const bytes = { table: sql`${memberRequests}`, column: sql`${memberRequests.attachment}`, where: sql`${memberRequests.id} = ${request.id}` };
  return piecesAnswer(c.req.raw, [storedPiece(services.db, bytes, request.attachmentSize)], memberRequestDownloadHeaders(request.attachmentType, request.attachmentName ?? 'anexo'));
});

staffRoute(staffRequests, 'POST', '/staff/requests/:id/handling', [...ROLES], async (c) => {
  const services = c.get('services');
  const request = await found(c);
  await services.db.transaction(async (tx) => {
    await startHandling({ db: tx, clock: services.clock }, request.id);
    await recordAudit(tx, services.clock(), actorOf(c), {
      action: 'iniciar_atendimento', entity: 'solicitacao', entityId: request.id, associateId: request.associateId,
      changes: { before: { status: request.status }, after: { status: request.status === 'recebido' ? 'em_andamento' : request.status } },
    });
  });
  return c.json({ msg: STAFF_MSG.requestHandling(request.protocol) });
});

staffRoute(staffRequests, 'POST', '/staff/requests/:id/answers', [...ROLES], async (c) => {
  const services = c.get('services');
  const request = await found(c);
  const { text } = objectBody(c.get('body'));
  const staff = c.get('staff');
  // The audit row goes first and the answer's own transaction nests in the same one, so the
  // answer and its row commit together; the member's e-mail leaves in the background after that.
  const answered = await services.db.transaction(async (tx) => {
    await recordAudit(tx, services.clock(), actorOf(c), {
      action: 'responder', entity: 'solicitacao', entityId: request.id, associateId: request.associateId,
      changes: { before: { status: request.status }, after: { status: 'respondido' } },
    });
    return answerRequest({ ...services, db: tx }, request.id, { id: staff.id, name: staff.name }, typeof text === 'string' ? text : '');
  });
  return c.json({ msg: STAFF_MSG.requestAnswered(request.protocol), data: answered }, 201);
});
