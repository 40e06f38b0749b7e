// What the staff back office (role atendimento) calls to move a request on: every answer is kept,
// marks the request 'Respondido' and e-mails the member; 'Em andamento' says someone took it up.
// The back office's own route checks the staff member and role, then calls these.
import { eq } from 'drizzle-orm';
import { REQUEST_ANSWER_MAX } from '../../../contract/member-requests.ts';
import type { Services } from '../../app-env.ts';
import { memberRequestAnswers, memberRequests } from '../../db/schema.ts';
import { MSG } from '../../messages.ts';
import { ApiError } from '../../middleware/errors.ts';
import { sendRequestAnswered } from './mail.ts';
import { mailMember } from './store.ts';

/** Who answered: the name the member reads, and the staff account's id when there is one. */
export type AnsweringStaff = { id?: number | null; name: string };

type Answering = Pick<Services, 'db' | 'clock' | 'mailer' | 'config' | 'background'>;

export async function answerRequest(services: Answering, requestId: number, staff: AnsweringStaff, text: string) {
  const body = text.trim();
  if (body === '' || body.length > REQUEST_ANSWER_MAX) throw new ApiError(400, MSG.requestAnswerLength);
  const now = services.clock();
  const answered = await services.db.transaction(async (tx) => {
    const [request] = await tx.update(memberRequests).set({ status: 'respondido', updatedAt: now }).where(eq(memberRequests.id, requestId))
      .returning({ associateId: memberRequests.associateId, protocol: memberRequests.protocol });
    if (!request) throw new ApiError(404, MSG.requestNotFound);
    const [answer] = await tx.insert(memberRequestAnswers).values({ requestId, staffId: staff.id ?? null, staffName: staff.name, body, createdAt: now })
      .returning({ id: memberRequestAnswers.id, createdAt: memberRequestAnswers.createdAt });
    return { request, answer: answer! };
  });
  await mailMember(services, answered.request.associateId, 'e-mail de resposta não enviado', (recipient) =>
    sendRequestAnswered(services, recipient, answered.request), requestId);
  return { id: answered.answer.id, requestId, protocol: answered.request.protocol, createdAt: answered.answer.createdAt, status: 'respondido' as const };
}

/** 'Em andamento': staff took the request up. An answered request stays answered. */
export async function startHandling(services: Pick<Services, 'db' | 'clock'>, requestId: number): Promise<void> {
  const [row] = await services.db.select({ status: memberRequests.status }).from(memberRequests).where(eq(memberRequests.id, requestId));
  if (!row) throw new ApiError(404, MSG.requestNotFound);
  if (row.status === 'recebido') await services.db.update(memberRequests).set({ status: 'em_andamento', updatedAt: services.clock() }).where(eq(memberRequests.id, requestId));
}
