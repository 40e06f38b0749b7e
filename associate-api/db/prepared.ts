// The statements every page of the portal runs (the session, the content lists) are prepared: the
// SQL is built once instead of at each call and, on PostgreSQL, planned once per connection.
import type { Db } from './client.ts';

/** A statement prepared on first use for each database (the tests open several). */
export function preparedFor<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
