// A member's requests in their data export (LGPD art. 18): what they wrote, the answers they got,
// and the name of the file they attached (its bytes stay one download away, on the request's page).
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberRequestAnswers, memberRequests } from '../../db/schema.ts';

export async function requestsForExport(db: Db, associateId: number) {
  const requests = await db.select({
    id: memberRequests.id, protocol: memberRequests.protocol, subject: memberRequests.subject, status: memberRequests.status,
    message: memberRequests.message, attachmentName: memberRequests.attachmentName, createdAt: memberRequests.createdAt,
  }).from(memberRequests).where(eq(memberRequests.associateId, associateId)).orderBy(desc(memberRequests.createdAt), desc(memberRequests.id));
  const answers = requests.length === 0 ? [] : await db.select({
    requestId: memberRequestAnswers.requestId, staffName: memberRequestAnswers.staffName, body: memberRequestAnswers.body, createdAt: memberRequestAnswers.createdAt,
  }).from(memberRequestAnswers).where(inArray(memberRequestAnswers.requestId, requests.map((request) => request.id)))
    .orderBy(asc(memberRequestAnswers.createdAt), asc(memberRequestAnswers.id));
  return requests.map(({ id, ...request }) => ({
    ...request,
    answers: answers.filter((answer) => answer.requestId === id).map(({ requestId: _request, ...answer }) => answer),
  }));
}
