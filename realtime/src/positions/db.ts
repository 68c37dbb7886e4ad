import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';

/**
 * The database as the gateway sees it: any drizzle PostgreSQL client. In embedded mode the api
 * passes its own (node-postgres or PGlite); in split mode the gateway opens a small pool.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RealtimeDb = PgDatabase<PgQueryResultHKT, any>;

/**
 * The split-mode gateway's own pool: two connections are plenty for a directory lookup per
 * driver socket and one track batch every few seconds. Every client gets an error listener, so
 * PostgreSQL restarting never ends the process with an unhandled 'error' event.
 */
export function openRealtimeDatabase(
  url: string,
  log: Logger,
): { db: RealtimeDb; close(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 15_000,
    query_timeout: 17_000,
    keepAlive: true,
  });
  pool.on('error', (err) => log.warn({ err }, 'idle PostgreSQL connection failed'));
  pool.on('connect', (client) => {
    client.on('error', (err) => log.warn({ err }, 'PostgreSQL connection failed'));
  });
  return { db: drizzle(pool) as unknown as RealtimeDb, close: () => pool.end() };
}
