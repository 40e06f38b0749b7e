// A member's requests: created with their protocol in one transaction, listed newest first, and
// read one at a time only by their owner (another member's id or protocol is simply not found).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { PROTOCOL_PATTERN, type RequestSubject } from '../../../contract/member-requests.ts';
import type { Services } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { associates, memberRequestAnswers, memberRequests } from '../../db/schema.ts';
import type { SessionMember } from '../sessions.ts';
import type { KeptAttachment } from './attachment.ts';
import { sendRequestReceived } from './mail.ts';
import { nextProtocol } from './protocol.ts';

export type NewRequest = { subject: RequestSubject; message: string; attachment: KeptAttachment | null };

export async function createRequest(services: Services, member: SessionMember, input: NewRequest) {
  const { db, clock } = services;
  const now = clock();
  const created = await db.transaction(async (tx) => {
    const protocol = await nextProtocol(tx, now);
    const [row] = await tx.insert(memberRequests).values({
      associateId: member.associateId, protocol, subject: input.subject, message: input.message,
      attachment: input.attachment?.bytes, attachmentName: input.attachment?.name, attachmentType: input.attachment?.type,
      createdAt: now, updatedAt: now,
    }).returning({ id: memberRequests.id, protocol: memberRequests.protocol, createdAt: memberRequests.createdAt });
    return row!;
  });
  await mailMember(services, member.associateId, 'e-mail do protocolo não enviado', (recipient) =>
    sendRequestReceived(services, recipient, { protocol: created.protocol, subject: input.subject }), created.id);
  return { ...created, subject: input.subject, status: 'recebido' as const };
}

/** E-mails the member in the background; members without an address on file read it on the portal. */
export async function mailMember(
  services: Pick<Services, 'db' | 'background'>, associateId: number, failure: string,
  send: (recipient: { name: string; email: string }) => Promise<void>, requestId: number,
): Promise<void> {
  const [recipient] = await services.db.select({ name: associates.name, email: associates.email }).from(associates).where(eq(associates.id, associateId));
  if (recipient?.email) services.background.run(failure, () => send(recipient), { requestId });
}

const summary = {
  id: memberRequests.id,
  protocol: memberRequests.protocol,
  subject: memberRequests.subject,
  status: memberRequests.status,
  createdAt: memberRequests.createdAt,
  updatedAt: memberRequests.updatedAt,
  hasAttachment: sql<boolean>`${memberRequests.attachmentType} is not null`.mapWith(Boolean),
};

export const listRequests = (db: Db, associateId: number) =>
  db.select(summary).from(memberRequests).where(eq(memberRequests.associateId, associateId))
    .orderBy(desc(memberRequests.createdAt), desc(memberRequests.id));

/** The request `ref` names (its id or its protocol) if it is the member's; null otherwise. */
export async function findOwnRequest(db: Db, associateId: number, ref: string) {
  const byRef = /^\d{1,9}$/.test(ref) ? eq(memberRequests.id, Number(ref)) : PROTOCOL_PATTERN.test(ref) ? eq(memberRequests.protocol, ref) : null;
  if (!byRef) return null;
  const [row] = await db.select({
    ...summary,
    message: memberRequests.message,
    attachmentName: memberRequests.attachmentName,
    attachmentType: memberRequests.attachmentType,
    attachmentSize: sql<number | null>`octet_length(${memberRequests.attachment})`.mapWith(Number),
  }).from(memberRequests).where(and(byRef, eq(memberRequests.associateId, associateId)));
  return row ?? null;
}

export const answersOf = (db: Db, requestId: number) =>
  db.select({ id: memberRequestAnswers.id, staffName: memberRequestAnswers.staffName, body: memberRequestAnswers.body, createdAt: memberRequestAnswers.createdAt })
    .from(memberRequestAnswers).where(eq(memberRequestAnswers.requestId, requestId))
    .orderBy(asc(memberRequestAnswers.createdAt), asc(memberRequestAnswers.id));
