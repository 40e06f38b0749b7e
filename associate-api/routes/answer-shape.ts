// Lists answer metadata only (ids, titles, sizes): an elderly member on a slow link should not pay
// for every PDF and picture of a list to see its titles. The bytes are fetched by id when a
// document, picture or attachment is opened. Clients written for spec §7's shapes (files inline
// as base64) ask for them with `?full=1` (docs/api-contract.md "Lean answers").
import type { Context } from 'hono';
import { sql, type AnyColumn } from 'drizzle-orm';

export const wantsFullShape = (c: Context) => c.req.query('full') === '1';

/** The size in bytes of a bytea column without reading it (null stays null). */
export const byteSize = (column: AnyColumn) => sql<number | null>`octet_length(${column})`.mapWith(Number);

/** Raw file bytes with their type; the title travels URL-encoded in x-document-title. */
export function fileAnswer(c: Context, bytes: Uint8Array, type: string, title?: string): Response {
  c.header('content-type', type);
  c.header('content-length', String(bytes.byteLength));
  if (title !== undefined) c.header('x-document-title', encodeURIComponent(title));
  return c.body(new Uint8Array(bytes));
}
