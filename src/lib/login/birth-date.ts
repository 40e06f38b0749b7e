// The first-access birth date (DESIGN.md §7.1), typed as DD/MM/AAAA and sent as YYYY-MM-DD.
import { VALIDATION } from '../messages.ts';

export type BirthDateCheck = { ok: true; iso: string } | { ok: false; msg: string };

export function parseBirthDate(input: string, today = new Date()): BirthDateCheck {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, msg: VALIDATION.birthDateRequired };
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  if (!match) return { ok: false, msg: VALIDATION.birthDateInvalid };
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real = date.getUTCDate() === Number(day) && date.getUTCMonth() === Number(month) - 1;
  if (!real || Number(year) < 1900 || date > today) return { ok: false, msg: VALIDATION.birthDateInvalid };
  return { ok: true, iso: `${year}-${month}-${day}` };
}
