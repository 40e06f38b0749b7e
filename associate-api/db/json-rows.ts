// Lists read in the session's own statement (services/sessions.ts) come back as one JSON array the
// database builds, with the keys of the contract: reading them costs no round trip of their own.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export type JsonFields = Record<string, AnyColumn | SQL>;

const KEY = /^[A-Za-z_]+$/;

/** `json_build_object('key', value, …)`: one item, with the keys in the order given. */
export function jsonObject(fields: JsonFields): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    // Keys are written into the SQL: only our code's plain names may be.
    if (!KEY.test(key)) throw new Error(`chave JSON inválida: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The items aggregated into a JSON array in `order`; `[]` when there are none. */
export const jsonArray = (item: SQL, order: SQL): SQL => sql`coalesce(json_agg(${item} order by ${order}), '[]'::json)`;
