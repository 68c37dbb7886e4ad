import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { PoolCounts } from '@shop/process/metrics';
import { createPostgresPool } from './pool';

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
): { db: WorkersDb; pool: PoolCounts; close(): Promise<void> } {
  const pool = createPostgresPool(url, { max: 5, log });
  return { db: drizzle(pool) as unknown as WorkersDb, pool, close: () => pool.end() };
}
