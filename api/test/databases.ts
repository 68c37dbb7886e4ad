import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';

const TEMPLATE_DB = 'shop_template';

/** A fresh PostgreSQL database for one test file, cloned from the migrated template. */
export async function createPostgresDatabase(): Promise<Database & { url: string }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `shop_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const database = await openDatabase({ kind: 'postgres', url }, pino({ level: 'silent' }));
  return { ...database, url };
}

/** A fresh in-memory PGlite database with the migrations applied: the embedded default. */
export async function createPgliteDatabase(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null }, pino({ level: 'silent' }));
  await migrate(database);
  return database;
}
