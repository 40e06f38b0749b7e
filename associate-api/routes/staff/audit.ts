// 'Auditoria' (admin): the audit trail with filters, paged, and the same selection as CSV.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { cpfDigits, isCpf } from '../../../contract/cpf.ts';
import { ApiError } from '../../middleware/errors.ts';
import { findByCpf } from '../../services/accounts.ts';
import { auditCsv, auditEntities, readAudit, type AuditFilter } from '../../services/audit-query.ts';
import { isIsoDate } from '../validation.ts';
import { staffRoute } from './access.ts';
import { STAFF_MSG } from './messages.ts';

export const staffAudit = new Hono<AppEnv>();

export const AUDIT_PAGE_SIZE = 25;
// A CSV holds at most this many rows: a period narrower than the whole history, for a spreadsheet.
const CSV_MAX_ROWS = 50_000;

async function filterOf(c: Context<AppEnv>): Promise<AuditFilter> {
  const query = (name: string) => (c.req.query(name) ?? '').trim();
  const [staffEmail, cpf, entity, from, to] = ['pessoa', 'cpf', 'entidade', 'de', 'ate'].map(query) as [string, string, string, string, string];
  if ((from && !isIsoDate(from)) || (to && !isIsoDate(to)) || (cpf && !isCpf(cpf)) || staffEmail.length > 254 || entity.length > 64) {
    throw new ApiError(400, STAFF_MSG.filterInvalid);
  }
  const member = cpf ? await findByCpf(c.get('services').db, cpfDigits(cpf)) : undefined;
  return {
    staffEmail: staffEmail || undefined,
    associateId: cpf ? (member?.id ?? null) : undefined,
    entity: entity || undefined,
    from: from || undefined,
    to: to || undefined,
  };
}

staffRoute(staffAudit, 'GET', '/staff/audit', ['admin'], async (c) => {
  const { db } = c.get('services');
  const page = Number(c.req.query('pagina') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw new ApiError(400, STAFF_MSG.filterInvalid);
  const found = await readAudit(db, await filterOf(c), { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE });
  return c.json({ data: found.rows, total: found.total, pageSize: AUDIT_PAGE_SIZE, entities: await auditEntities(db) });
});

staffRoute(staffAudit, 'GET', '/staff/audit/csv', ['admin'], async (c) => {
  const found = await readAudit(c.get('services').db, await filterOf(c), { limit: CSV_MAX_ROWS, offset: 0 });
  return c.body(auditCsv(found.rows), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="auditoria.csv"',
  });
});
