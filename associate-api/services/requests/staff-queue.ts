// The members' requests as the atendimento team reads them (/gestao/atendimento/solicitacoes):
// every member's, filtered by status, subject or protocol, newest first, a page at a time; one
// request with the member's name and masked CPF (staff identify the member; the whole number is
// not needed to answer).
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { associates, memberRequests } from '../../db/schema.ts';
import { maskCpf } from '../audit.ts';

export type QueueFilter = { status?: string; subject?: string; protocol?: string };

function where(filter: QueueFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(memberRequests.status, filter.status));
  if (filter.subject) conditions.push(eq(memberRequests.subject, filter.subject));
  if (filter.protocol) conditions.push(eq(memberRequests.protocol, filter.protocol));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function requestQueue(db: Db, filter: QueueFilter, page: { limit: number; offset: number }) {
  const condition = where(filter);
  const rows = await db.select({
    id: memberRequests.id, protocol: memberRequests.protocol, subject: memberRequests.subject, status: memberRequests.status,
    createdAt: memberRequests.createdAt, updatedAt: memberRequests.updatedAt, memberName: associates.name,
  }).from(memberRequests).innerJoin(associates, eq(associates.id, memberRequests.associateId))
    .where(condition).orderBy(desc(memberRequests.createdAt), desc(memberRequests.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(memberRequests).where(condition);
  return { rows, total: total?.n ?? 0 };
}

/** One request for staff, or null for an unknown id. */
export async function requestForStaff(db: Db, id: number) {
  const [row] = await db.select({
    id: memberRequests.id, protocol: memberRequests.protocol, subject: memberRequests.subject, status: memberRequests.status,
    message: memberRequests.message, createdAt: memberRequests.createdAt, updatedAt: memberRequests.updatedAt,
    associateId: memberRequests.associateId, memberName: associates.name, memberCpf: associates.cpf,
    attachmentName: memberRequests.attachmentName, attachmentType: memberRequests.attachmentType,
    attachmentSize: sql<number | null>`octet_length(${memberRequests.attachment})`.mapWith(Number),
  }).from(memberRequests).innerJoin(associates, eq(associates.id, memberRequests.associateId)).where(eq(memberRequests.id, id));
  if (!row) return null;
  return { ...row, memberCpf: maskCpf(row.memberCpf) };
}
