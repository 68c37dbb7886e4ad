import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * The database as the workers see it: any drizzle PostgreSQL client (the api passes its own,
 * node-postgres or PGlite). The workers only touch their own tables through the query builder.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WorkersDb = PgDatabase<PgQueryResultHKT, any>;

/** The split-mode workers' own small pool. */
export function openWorkersDatabase(
  url: string,
  log: Logger,
): { db: WorkersDb; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 5, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection emits 'error' on the pool; unhandled, it kills the process.
  pool.on('error', (err) => log.warn({ err }, 'idle PostgreSQL connection failed'));
  return { db: drizzle(pool) as unknown as WorkersDb, close: () => pool.end() };
}
