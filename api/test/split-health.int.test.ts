/**
 * /api/health in split mode (PostgreSQL + Redis): what a load balancer or compose health check
 * reads. The shop gets a redis-server of its own, so the test can stop it and start it again
 * without touching the one other test files share.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../infra/testing/services';
import { eventually } from '../../infra/testing/eventually';
import { wholeShopConfig } from './shop-harness';
import { startShop, type Shop } from '../src/shop';
import { createPostgresDatabase } from './databases';
import { TestClient } from './http-client';

const log = pino({ level: 'silent' });

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('GET /api/health in split mode', () => {
  const redisDir = mkdtempSync(join(tmpdir(), 'shop-health-redis-'));
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let shop: Shop;
  let client: TestClient;

  beforeAll(async () => {
    redis = await startRedis(redisDir);
    database = await createPostgresDatabase();
    const config = wholeShopConfig({
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      REALTIME_SECRET: 'a-test-realtime-secret-of-32-characters-at-least',
    });
    expect(config.mode).toBe('split');
    shop = await startShop(config, { log, database, seed: false });
    client = new TestClient(shop.url);
  });

  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    if (redis) await stopProcess(redis.process);
    rmSync(redisDir, { recursive: true, force: true });
  });

  it('answers 200 with the database and the events ok while both are up', async () => {
    const res = await client.get('/api/health');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      checks: { database: { ok: true }, events: { ok: true } },
    });
  });

  it('answers 503 with the events failing once Redis is gone, and 200 again when it is back', async () => {
    await stopProcess(redis.process);

    const down = await client.get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      status: 'degraded',
      checks: { database: { ok: true }, events: { ok: false } },
    });

    redis = await startRedis(redisDir, redis.port);
    await eventually(async () => expect((await client.get('/api/health')).status).toBe(200));
  });
});
