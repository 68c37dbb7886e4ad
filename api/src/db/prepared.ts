import type { Db, Tx } from './client';

/**
 * A query the shop runs many times a second, built once per database as a prepared query.
 * drizzle then builds its SQL once instead of on every call (walking the table's columns was
 * the largest cost of a request in the api's profiles; `make bench-statements`: an order's
 * whole row costs the api about four times the CPU built as prepared), and node-postgres sends
 * it as a named statement, which PostgreSQL parses and plans once per connection.
 *
 * The query runs on the connection it is given: the database's pool, or, inside a transaction,
 * the transaction's own connection, so it sees and makes the transaction's changes. Each
 * `name` must be unique in the shop (PostgreSQL keys a connection's statements by it), so names
 * carry their module: `dispatch_driver_of_user`.
 */
export function prepared<Q extends object>(build: (db: Db | Tx) => Q): (db: Db | Tx) => Q {
  // One build per database: the database and its transactions share drizzle's dialect.
  const built = new WeakMap<object, Q>();
  return (db) => {
    const { dialect, session } = db as unknown as DrizzleInternals;
    let query = built.get(dialect);
    if (query === undefined) {
      query = build(db);
      built.set(dialect, query);
    }
    // drizzle's prepared query runs on the client it was built with (`this.client` in its
    // `execute`, for node-postgres and PGlite alike); this view of it runs on `db`'s.
    return Object.create(query, { client: { value: session.client } }) as Q;
  };
}

/** What drizzle keeps on a database or a transaction, which `prepared` reads. */
interface DrizzleInternals {
  dialect: object;
  session: { client: unknown };
}
