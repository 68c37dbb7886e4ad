import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { repoRoot } from '@shop/process/env';
import type { Database } from './client';

export const MIGRATIONS_DIR = join(repoRoot(), 'api', 'drizzle');

/** Applies the same migrations folder to PostgreSQL or PGlite. */
export async function migrate(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, options);
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, options);
  }
}
