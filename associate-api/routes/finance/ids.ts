// Ids that arrive in JSON bodies: a positive integer, or its digits as a string.
import { ApiError } from '../../middleware/errors.ts';

export function positiveId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  return id >= 1 ? id : null;
}

/** A malformed id is answered like an unknown or foreign one: 404 with the caller's message. */
export function bodyId(value: unknown, notFoundMessage: string): number {
  const id = positiveId(value);
  if (id === null) throw new ApiError(404, notFoundMessage);
  return id;
}
