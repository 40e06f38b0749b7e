// CPFs the legal team types or uploads as CSV (one per line, or a column named cpf): each row is
// checked (check digits, a member with that CPF) and reported by its line number; a list with any
// bad row is refused whole, so sharing by CSV never shares with half the list.
import { and, eq, inArray } from 'drizzle-orm';
import { cpfDigits, isCpf } from '../../../contract/cpf.ts';
import type { Db } from '../../db/client.ts';
import { associates } from '../../db/schema.ts';

export type CpfRowError = { line: number; value: string; reason: string };
export type Member = { id: number; cpf: string; name: string };

export const CPF_LIST_MSG = {
  invalid: 'CPF inválido (confira os dígitos verificadores)',
  unknown: 'Nenhum associado com este CPF',
  empty: 'Nenhum CPF encontrado no arquivo.',
  tooMany: (max: number) => `O arquivo tem mais de ${max} CPFs. Divida-o em partes.`,
};

export const CPF_LIST_MAX = 5000;

/** The CPF cells of a CSV: the `cpf` column when there is a header naming it, else the first column. */
export function cpfListOfCsv(csv: string): { line: number; value: string }[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/).map((text, i) => ({ line: i + 1, cells: text.split(/[;,\t]/).map((cell) => cell.trim().replace(/^"|"$/g, '')) }));
  const rows = lines.filter((row) => row.cells.some((cell) => cell !== ''));
  const header = rows[0]?.cells.findIndex((cell) => /^cpf$/i.test(cell)) ?? -1;
  const column = Math.max(header, 0);
  return (header >= 0 ? rows.slice(1) : rows).map((row) => ({ line: row.line, value: row.cells[column] ?? '' }));
}

/** The members of the list, or every row that is wrong (and then no member at all). */
export async function membersOfCpfs(db: Db, entries: { line: number; value: string }[]): Promise<{ members: Member[]; errors: CpfRowError[] }> {
  const errors: CpfRowError[] = entries.filter((entry) => !isCpf(entry.value)).map((entry) => ({ ...entry, reason: CPF_LIST_MSG.invalid }));
  const valid = entries.filter((entry) => isCpf(entry.value)).map((entry) => ({ ...entry, cpf: cpfDigits(entry.value) }));
  const found = valid.length === 0 ? [] : await db.select({ id: associates.id, cpf: associates.cpf, name: associates.name })
    // Members only: a representative-only account (a member's son, a curador) is no party to a
    // lawsuit nor a folder's reader in their own right; their CPF reads as unknown here.
    .from(associates).where(and(inArray(associates.cpf, [...new Set(valid.map((entry) => entry.cpf))]), eq(associates.representativeOnly, false)));
  const byCpf = new Map(found.map((member) => [member.cpf, member]));
  for (const entry of valid) if (!byCpf.has(entry.cpf)) errors.push({ line: entry.line, value: entry.value, reason: CPF_LIST_MSG.unknown });
  errors.sort((a, b) => a.line - b.line);
  return { members: errors.length > 0 ? [] : [...new Map(valid.map((entry) => [entry.cpf, byCpf.get(entry.cpf)!])).values()], errors };
}
