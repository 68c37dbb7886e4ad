/**
 * Vitest global setup for integration tests: one PostgreSQL and one Redis for the run, and a
 * migrated template database that each test file clones (CREATE DATABASE … TEMPLATE).
 */
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { join } from 'node:path';
import { startTestServices, type TestServices } from './services';

export const TEMPLATE_DB = 'shop_template';

let services: TestServices | null = null;

export async function setup(project: TestProject) {
  services = await startTestServices();
  const admin = new pg.Client(services.postgresAdminUrl);
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = services.postgresAdminUrl.replace(/\/postgres$/, `/${TEMPLATE_DB}`);
  const pool = new pg.Pool({ connectionString: templateUrl, max: 1 });
  await migrate(drizzle(pool), {
    migrationsFolder: join(import.meta.dirname, '../../api/drizzle'),
  });
  await pool.end();
  project.provide('postgresAdminUrl', services.postgresAdminUrl);
  project.provide('redisUrl', services.redisUrl);
  project.provide('redisPort', services.redisPort);
}

export async function teardown() {
  await services?.stop();
}
