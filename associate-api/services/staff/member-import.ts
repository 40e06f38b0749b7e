// Importing members from a CSV (Atendimento, DESIGN §10). Every row is checked first (CPF with its
// check digits, repeated CPFs within the file and CPFs already on file, name, dates, e-mail,
// phone) and the errors listed per line; a dry run stops there. The import itself writes every row
// or none, in one transaction with an audit row per member, and re-checks the CPFs inside it so a
// member registered meanwhile cannot be written twice.
import { inArray } from 'drizzle-orm';
import { cpfDigits, isCpf } from '../../../contract/cpf.ts';
import { isValidPhone, phoneDigits } from '../../../contract/phone.ts';
import type { Services } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { associates, profiles } from '../../db/schema.ts';
import { ApiError } from '../../middleware/errors.ts';
import { ROW_MSG, SUPPORT_MSG } from '../../routes/staff/atendimento-messages.ts';
import { isIsoDate } from '../../routes/validation.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { parseCsv } from './csv-rows.ts';

/** The columns, in the order the page documents them; the first three are required. */
export const IMPORT_COLUMNS = ['cpf', 'nome', 'data_nascimento', 'email', 'matricula', 'data_filiacao', 'telefone'] as const;
const REQUIRED = IMPORT_COLUMNS.slice(0, 3);
export const IMPORT_MAX_ROWS = 1000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type NewMember = { cpf: string; name: string; birthDate: string; email: string; registration: string; dateFiliate: string; phone: string | null };
export type RowError = { line: number; msg: string };
export type ImportResult = { rows: number; errors: RowError[]; imported: number };

/** 21/08/1956 or 1956-08-21 → 1956-08-21; null when neither is a real date. */
function isoDate(value: string): string | null {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : value;
  return isIsoDate(iso) ? iso : null;
}

function checkRows(csv: string, today: string): { members: (NewMember & { line: number })[]; errors: RowError[] } {
  const [header, ...rows] = parseCsv(csv);
  if (!header) throw new ApiError(400, SUPPORT_MSG.csvRequired);
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const missing = REQUIRED.find((column) => !names.includes(column));
  if (missing) throw new ApiError(400, SUPPORT_MSG.csvHeader(missing));
  if (rows.length === 0) throw new ApiError(400, SUPPORT_MSG.csvEmpty);
  if (rows.length > IMPORT_MAX_ROWS) throw new ApiError(400, SUPPORT_MSG.csvTooMany(IMPORT_MAX_ROWS));
  const members: (NewMember & { line: number })[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const get = (column: string) => { const at = names.indexOf(column); return at < 0 ? '' : (row.fields[at] ?? '').trim(); };
    const problems: string[] = [];
    if (row.fields.length !== names.length) problems.push(ROW_MSG.columns(names.length, row.fields.length));
    const cpf = isCpf(get('cpf')) ? cpfDigits(get('cpf')) : null;
    if (!cpf) problems.push(ROW_MSG.cpf);
    else if (seen.has(cpf)) problems.push(ROW_MSG.cpfRepeated(seen.get(cpf)!));
    else seen.set(cpf, row.line);
    const name = get('nome').replace(/\s+/g, ' ');
    if (!name || name.length > 120) problems.push(ROW_MSG.name);
    const birthDate = isoDate(get('data_nascimento'));
    if (!birthDate || birthDate > today) problems.push(ROW_MSG.birthDate);
    const email = get('email');
    if (email && (email.length > 254 || !EMAIL.test(email))) problems.push(ROW_MSG.email);
    const dateFiliate = get('data_filiacao') ? isoDate(get('data_filiacao')) : today;
    if (!dateFiliate) problems.push(ROW_MSG.dateFiliate);
    const phone = get('telefone') ? phoneDigits(get('telefone')) : null;
    if (phone !== null && !isValidPhone(phone)) problems.push(ROW_MSG.phone);
    if (problems.length > 0) errors.push({ line: row.line, msg: problems.join('; ') });
    else members.push({ line: row.line, cpf: cpf!, name, birthDate: birthDate!, email, registration: get('matricula'), dateFiliate: dateFiliate!, phone });
  }
  return { members, errors };
}

async function alreadyOnFile(db: Db, members: { cpf: string; line: number }[]): Promise<RowError[]> {
  if (members.length === 0) return [];
  const found = await db.select({ cpf: associates.cpf }).from(associates).where(inArray(associates.cpf, members.map((m) => m.cpf)));
  const taken = new Set(found.map((row) => row.cpf));
  return members.filter((m) => taken.has(m.cpf)).map((m) => ({ line: m.line, msg: ROW_MSG.cpfExists }));
}

const byLine = (a: RowError, b: RowError) => a.line - b.line;

/** The profile columns the CSV does not carry start empty: the member completes them in 'Meus dados'. */
function profileOf(associateId: number, member: NewMember) {
  return {
    associateId, registration: member.registration, dateFiliate: member.dateFiliate, phone: member.phone,
    sexo: '', civilState: '', escolarchip: '', hometown: '', homeState: '', rg: '', emissorEntityRg: '',
    // The column is required by the table; the filiation date stands in until the member fills it.
    dateRg: member.dateFiliate,
    fathername: '', mothername: '', fundo: '', cep: '', address: '', complement: '', houseNumber: '', neighborhood: '', city: '', state: '',
  };
}

export async function importMembers(services: Services, actor: StaffActor, csv: string, dryRun: boolean): Promise<ImportResult> {
  const now = services.clock();
  const { members, errors } = checkRows(csv, now.toISOString().slice(0, 10));
  const rows = members.length + errors.length;
  const all = [...errors, ...(await alreadyOnFile(services.db, members))].sort(byLine);
  if (all.length > 0 || dryRun) return { rows, errors: all, imported: 0 };
  return services.db.transaction(async (tx) => {
    const raced = await alreadyOnFile(tx, members);
    if (raced.length > 0) return { rows, errors: raced, imported: 0 };
    const inserted = await tx.insert(associates)
      .values(members.map(({ cpf, name, email, birthDate }) => ({ cpf, name, email, birthDate, passwordHash: null })))
      .returning({ id: associates.id, cpf: associates.cpf });
    const idOf = new Map(inserted.map((row) => [row.cpf, row.id]));
    await tx.insert(profiles).values(members.map((member) => profileOf(idOf.get(member.cpf)!, member)));
    for (const member of members) {
      const id = idOf.get(member.cpf)!;
      await recordAudit(tx, now, actor, { action: 'importar', entity: 'associado', entityId: id, associateId: id, changes: { after: { cpf: member.cpf, nome: member.name, email: member.email } } });
    }
    return { rows, errors: [], imported: members.length };
  });
}
