// The audit trail of the staff back office (DESIGN §10): who (staff id, e-mail, role), when, from
// which address, what (action, entity, id, the member concerned) and the fields before/after,
// personal data masked. Callers pass the transaction of the write they record, so a write and
// its row commit together or not at all. The table refuses UPDATE and DELETE (migration 0011).
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { maskEmail } from './member-mail.ts';

/** The staff member acting, as requireStaff read them, and the address the call came from. */
export type StaffActor = { id: number | null; email: string; role: string; ip: string };

export type AuditEntry = {
  /** What was done, a verb in Portuguese: 'criar', 'desativar', 'visualizar', 'entrar'… */
  action: string;
  /** What it was done to: 'equipe', 'associado', 'noticia'… */
  entity: string;
  entityId?: string | number | null;
  /** The member whose data was written or viewed, when there is one (filters by member). */
  associateId?: number | null;
  changes?: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } | null;
};

/** 529.982.247-25 → ***.982.247-**: enough to tell members apart in the log, never the whole number. */
export function maskCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return '***';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

const SECRET_FIELD = /password|senha|secret|token|hash|code|codigo/i;
const CPF_FIELD = /cpf/i;
const EMAIL_FIELD = /e-?mail/i;

/** The same shape with personal data masked and secrets never stored at all. */
export function maskPersonalData(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (Array.isArray(value)) return value.map((item) => maskPersonalData(item, key));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, maskPersonalData(v, k)]));
  }
  if (SECRET_FIELD.test(key)) return '***';
  if (typeof value === 'string' && CPF_FIELD.test(key)) return maskCpf(value);
  if (typeof value === 'string' && EMAIL_FIELD.test(key)) return maskEmail(value);
  return value;
}

export async function recordAudit(tx: Db, at: Date, actor: StaffActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    at,
    staffId: actor.id,
    staffEmail: actor.email,
    staffRole: actor.role,
    ip: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    associateId: entry.associateId ?? null,
    changes: entry.changes ? maskPersonalData(entry.changes) : null,
  });
}
