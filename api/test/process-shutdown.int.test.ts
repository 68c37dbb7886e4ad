/**
 * The three processes of split mode (api, realtime gateway, workers), each started as an
 * operator starts it, stop on SIGTERM within the 10 s an orchestrator waits before SIGKILL,
 * whichever dependency is down at the time: Redis killed, or PostgreSQL stopped. They run on
 * a PostgreSQL and a redis-server of this file's own, so killing those touches no other test.
 * The workers' /healthz, what a supervisor probes, follows Redis and PostgreSQL going and coming.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '@shop/process/env';
import { freePort, startPostgres, startRedis } from '../../infra/testing/services';
import { eventually } from '../../infra/testing/eventually';

const root = repoRoot();
/** What Kubernetes and systemd wait after SIGTERM before they send SIGKILL. */
const ORCHESTRATOR_GRACE_MS = 10_000;

interface Service {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startService(name: string, entry: string, env: Record<string, string>): Service {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name, child, output: () => output, exited };
}

/** SIGTERM, then how the process ended, or 'still running' once the orchestrator would SIGKILL. */
async function terminate(service: Service) {
  const started = Date.now();
  service.child.kill('SIGTERM');
  const outcome = await Promise.race([
    service.exited.then((exit) => ({
      ...exit,
      withinGrace: Date.now() - started < ORCHESTRATOR_GRACE_MS,
    })),
    sleep(ORCHESTRATOR_GRACE_MS).then(() => 'still running' as const),
  ]);
  if (outcome === 'still running') service.child.kill('SIGKILL');
  return { name: service.name, outcome };
}

function running(child: ChildProcess | undefined): boolean {
  return !!child && child.exitCode === null && child.signalCode === null;
}

async function httpStatus(url: string): Promise<number | null> {
  try {
    return (await fetch(url)).status;
  } catch {
    return null;
  }
}

describe('SIGTERM ends every split-mode process within 10 s, whatever is down', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-shutdown-'));
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let services: Service[] = [];
  let workersHealth = '';

  beforeEach(async () => {
    // A test stops one of them; the next one gets it back (same data, same port).
    if (!running(postgres?.process)) postgres = await startPostgres(dir, postgres?.port);
    if (!running(redis?.process)) redis = await startRedis(dir, redis?.port);
    const databaseUrl = `postgresql://app@127.0.0.1:${postgres.port}/postgres`;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    await migrate(drizzle(pool), { migrationsFolder: join(root, 'api', 'drizzle') });
    await pool.end();

    const apiPort = await freePort();
    const realtimePort = await freePort();
    const workersPort = await freePort();
    workersHealth = `http://127.0.0.1:${workersPort}/healthz`;
    const common = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      REALTIME_SECRET: 'a-test-realtime-secret-of-32-characters-at-least',
      HOST: '127.0.0.1',
    };
    services = [
      startService('api', 'api/src/main.ts', {
        ...common,
        PORT: String(apiPort),
        REALTIME_URL: `http://127.0.0.1:${realtimePort}`,
        WEB_DIST: join(dir, 'no-web'),
      }),
      startService('realtime', 'realtime/src/main.ts', {
        ...common,
        REALTIME_PORT: String(realtimePort),
      }),
      startService('workers', 'workers/src/main.ts', {
        ...common,
        MAIL_DIR: join(dir, 'mail'),
        HEALTH_PORT: String(workersPort),
      }),
    ];
    await eventually(async () => {
      expect(await httpStatus(`http://127.0.0.1:${apiPort}/api/health`)).toBe(200);
      expect(await httpStatus(`http://127.0.0.1:${realtimePort}/healthz`)).toBe(200);
      expect(await httpStatus(workersHealth)).toBe(200);
    }, 60_000);
  }, 90_000);

  afterEach(async () => {
    for (const service of services)
      if (service.child.exitCode === null) service.child.kill('SIGKILL');
    await Promise.all(services.map((s) => s.exited));
  });

  afterAll(async () => {
    for (const child of [redis?.process, postgres?.process]) child?.kill('SIGINT');
    await sleep(200);
    rmSync(dir, { recursive: true, force: true });
  });

  it("the workers' /healthz: 503 while Redis is killed, 200 again once it is back", async () => {
    redis.process.kill('SIGKILL');
    await new Promise((resolve) => redis.process.once('exit', resolve));

    await eventually(async () => expect(await httpStatus(workersHealth)).toBe(503), 10_000);
    redis = await startRedis(dir, redis.port);
    await eventually(async () => expect(await httpStatus(workersHealth)).toBe(200), 20_000);
    expect(running(services[2]!.child)).toBe(true);
  }, 60_000);

  it('with Redis killed: each process stops on its own, exit code 0', async () => {
    redis.process.kill('SIGKILL');
    await new Promise((resolve) => redis.process.once('exit', resolve));
    await sleep(500);

    const results = await Promise.all(services.map(terminate));

    expect(results).toEqual(
      services.map((s) => ({
        name: s.name,
        outcome: { code: 0, signal: null, withinGrace: true },
      })),
    );
  }, 60_000);

  it('with PostgreSQL stopped: each process stops on its own, exit code 0', async () => {
    postgres.process.kill('SIGQUIT');
    await new Promise((resolve) => postgres.process.once('exit', resolve));
    await eventually(async () => expect(await httpStatus(workersHealth)).toBe(503), 10_000);

    const results = await Promise.all(services.map(terminate));

    expect(results).toEqual(
      services.map((s) => ({
        name: s.name,
        outcome: { code: 0, signal: null, withinGrace: true },
      })),
    );
  }, 60_000);
});
