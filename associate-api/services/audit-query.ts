// Reading the audit trail (admin, /gestao/auditoria): filters by staff e-mail, member CPF, entity
// and period (days in Brasília time, inclusive), newest first, paged; the same rows as CSV.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { associates, auditLog } from '../db/schema.ts';
import { maskCpf } from './audit.ts';

export type AuditFilter = { staffEmail?: string; associateId?: number | null; entity?: string; from?: string; to?: string };

export type AuditRow = {
  id: number; at: string; staffEmail: string; staffRole: string; ip: string; action: string;
  entity: string; entityId: string | null; memberCpf: string | null; changes: unknown;
};

// The association's day: a row at 01:00 UTC on the 3rd belongs to the 2nd in São Paulo.
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function where(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.staffEmail) conditions.push(eq(sql`lower(${auditLog.staffEmail})`, filter.staffEmail.toLowerCase()));
  // A CPF that is nobody's matches nothing (-1), rather than being ignored.
  if (filter.associateId !== undefined) conditions.push(eq(auditLog.associateId, filter.associateId ?? -1));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.from) conditions.push(gte(auditLog.at, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, nextDay(filter.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function readAudit(db: Db, filter: AuditFilter, page: { limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> {
  const condition = where(filter);
  const [totals] = await db.select({ total: count() }).from(auditLog).where(condition);
  const rows = await db.select({
    id: auditLog.id, at: auditLog.at, staffEmail: auditLog.staffEmail, staffRole: auditLog.staffRole, ip: auditLog.ip,
    action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, cpf: associates.cpf, changes: auditLog.changes,
  }).from(auditLog).leftJoin(associates, eq(associates.id, auditLog.associateId))
    .where(condition).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(page.limit).offset(page.offset);
  return {
    total: Number(totals?.total ?? 0),
    rows: rows.map(({ cpf, at, ...row }) => ({ ...row, at: at.toISOString(), memberCpf: cpf ? maskCpf(cpf) : null })),
  };
}

export async function auditEntities(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity);
  return rows.map((row) => row.entity);
}

const CSV_HEADER = ['Data e hora (UTC)', 'E-mail da equipe', 'Perfil', 'Endereço IP', 'Ação', 'Entidade', 'Id', 'CPF do associado', 'Alterações'];

// Spreadsheets open ';'-separated files with a BOM as UTF-8 in Brazilian locales. A text that
// starts like a formula (=, +, -, @: a title or a name someone typed) is prefixed with ' so the
// spreadsheet shows it instead of running it, in every CSV the back office downloads.
export const csvCell = (value: unknown) => {
  const raw = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const text = typeof value === 'string' && /^[=+\-@]/.test(value) ? `'${value}` : raw;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function auditCsv(rows: AuditRow[]): string {
  const lines = [CSV_HEADER, ...rows.map((row) => [row.at, row.staffEmail, row.staffRole, row.ip, row.action, row.entity, row.entityId, row.memberCpf, row.changes])];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
