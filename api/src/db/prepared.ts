import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/**
 * A read the shop answers many times a second, built once per database as a prepared query.
 * drizzle then builds its SQL once instead of on every request (walking the table's columns
 * was the largest cost of a request in the api's profiles), and node-postgres sends it as a
 * named statement, which PostgreSQL parses and plans once per connection.
 *
 * A prepared query runs on the database it was built on, never inside a transaction: use it
 * for reads outside one. Each `name` must be unique in the shop (PostgreSQL keys a
 * connection's statements by it), so names carry their module: `dispatch_driver_of_user`.
 */
export function preparedRead<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * The database itself when `db` is not a transaction, so a read may take its prepared query;
 * null inside a transaction, where the read is built as usual.
 */
export function outsideTransaction(db: Db | Tx): Db | null {
  return is(db, PgTransaction) ? null : (db as Db);
}
