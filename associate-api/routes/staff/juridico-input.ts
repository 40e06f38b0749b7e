// Readers for the Jurídico forms (JSON bodies and the text fields of uploads alike): each bad field
// is a 400 with a pt-BR message that names it.
import { ApiError } from '../../middleware/errors.ts';
import { cpfListOfCsv } from '../../services/juridico/cpf-list.ts';
import { isIsoDate } from '../validation.ts';
import { JURIDICO_MSG } from './juridico-messages.ts';

type Fields = Record<string, unknown>;

export function requiredText(body: Fields, key: string, label: string, max: number): string {
  const value = body[key];
  if (typeof value !== 'string' || !value.trim() || value.trim().length > max) throw new ApiError(400, JURIDICO_MSG.fieldRequired(label, max));
  return value.trim();
}

export function optionalText(body: Fields, key: string, label: string, max: number): string | null {
  const value = body[key];
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
  return requiredText(body, key, label, max);
}

export function optionalDate(body: Fields, key: string, label: string): string | null {
  const value = optionalText(body, key, label, 10);
  if (value !== null && !isIsoDate(value)) throw new ApiError(400, JURIDICO_MSG.dateInvalid(label));
  return value;
}

/** A positive id in a form field (the lawsuit or folder an upload goes to); anything else is 404. */
export function idField(body: Fields, key: string, notFound: string): number {
  const value = body[key];
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw new ApiError(404, notFound);
  return Number(text);
}

/** The CPFs typed in a box (one a line, or separated by commas) or the text of a CSV file. */
export function cpfEntries(body: Fields): { line: number; value: string }[] {
  const value = body.cpfs;
  const entries = typeof value === 'string' ? cpfListOfCsv(value) : [];
  if (entries.length === 0) throw new ApiError(400, JURIDICO_MSG.cpfsRequired);
  return entries;
}
