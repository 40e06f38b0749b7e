// Small readers for request input: each turns bad input into a 400 with a pt-BR message.
import { isCpf, cpfDigits } from '../../contract/cpf.ts';
import { MSG } from '../messages.ts';
import { ApiError } from '../middleware/errors.ts';

/** The JSON body as a plain object (arrays, strings and null are refused). */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, MSG.invalidInput);
  return body as Record<string, unknown>;
}

/** The 11 digits of a valid CPF (masked input accepted), or 400 'CPF inválido'. */
export function requireCpf(value: unknown): string {
  if (!isCpf(value)) throw new ApiError(400, MSG.cpfInvalid);
  return cpfDigits(value);
}

/** A string field, or 400 with the given message for any other type. */
export function stringField(value: unknown, message: string): string {
  if (typeof value !== 'string') throw new ApiError(400, message);
  return value;
}

/** True for a real calendar date written YYYY-MM-DD (2024-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

export type Page = { limit: number; offset: number };

/**
 * Limit of the member's lawsuit and folder lists, whose items are a few short fields: the portal
 * shows pages 1..30 of 10 (after 'Carregar mais') in one call instead of one call a page.
 */
export const LIST_MAX_LIMIT = 300;

/** The `{limit}&{offset}` path segment of the contract's paged lists: limit 1–50 (or `maxLimit`), offset ≥ 0. */
export function parsePage(segment: string, maxLimit = 50): Page {
  const match = /^(\d{1,4})&(\d{1,9})$/.exec(segment);
  const limit = Number(match?.[1]);
  const offset = Number(match?.[2]);
  if (!match || limit < 1 || limit > maxLimit) throw new ApiError(400, MSG.badPage);
  return { limit, offset };
}

/** A positive integer id from the path, or 404 with the given message. */
export function pathId(value: string, notFoundMessage: string): number {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw new ApiError(404, notFoundMessage);
  return id;
}
