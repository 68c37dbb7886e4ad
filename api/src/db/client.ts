import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { createPostgresPool } from '@shop/workers';
import * as schema from './schema';

/** The common base of the node-postgres and PGlite drizzle clients. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction, or the database itself where no transaction is needed. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  /** Connections of the pool (PostgreSQL only): open, idle, and requests waiting for one. */
  connections(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      /** Connections of the pool (10 when not given). */
      poolMax?: number;
    }
  | { kind: 'pglite'; dataDir: string | null };

export async function openDatabase(config: DatabaseConfig, log: Logger): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = createPostgresPool(config.url, { max: config.poolMax ?? 10, log });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      connections: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client = config.dataDir ? new PGlite(config.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    connections: () => null,
    close: () => client.close(),
  };
}
