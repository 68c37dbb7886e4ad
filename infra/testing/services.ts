/**
 * Starts a real PostgreSQL and a real redis-server as child processes on free loopback ports,
 * for one test run, and removes them afterwards. PostgreSQL refuses to run as root, so as
 * root it runs as the `postgres` user. Durability is switched off: these are throwaway data.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TestServices {
  /** A superuser URL of the server's `postgres` database. */
  postgresAdminUrl: string;
  redisUrl: string;
  postgresPort: number;
  redisPort: number;
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  };
}

/**
 * A PostgreSQL server with its data in `dir`, on a free port. When `dir` already holds a cluster
 * (a test restarting a server it stopped), it is started again as it is, on `port`.
 */
export async function startPostgres(
  dir: string,
  port?: number,
  options: { durableCommits?: boolean } = {},
): Promise<{ port: number; process: ChildProcess }> {
  if (!existsSync(`${PG_BIN}/initdb`))
    throw new Error(`PostgreSQL binaries not found in ${PG_BIN}`);
  const ids = postgresUser();
  if (ids.uid !== undefined) chownSync(dir, ids.uid, ids.gid!);
  const data = join(dir, 'pg');
  if (!existsSync(join(data, 'PG_VERSION'))) {
    execFileSync(
      `${PG_BIN}/initdb`,
      ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
      {
        ...ids,
        stdio: 'ignore',
      },
    );
  }
  port ??= await freePort();
  const child = spawn(
    `${PG_BIN}/postgres`,
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      // Off, a commit is answered before its WAL is written, so a crash loses it: fine for
      // throwaway data, wrong for a test that crashes the server and counts what was committed.
      '-c',
      `synchronous_commit=${options.durableCommits ? 'on' : 'off'}`,
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    { ...ids, stdio: 'ignore' },
  );
  const url = `postgresql://app@127.0.0.1:${port}/postgres`;
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client(url);
    try {
      await client.connect();
      await client.end();
      break;
    } catch (err) {
      await client.end().catch(() => {});
      if (attempt > 150 || child.exitCode !== null) throw err;
      await sleep(100);
    }
  }
  return { port, process: child };
}

/**
 * A redis-server on a free port, or on `port` (a test restarting one it stopped). With
 * `appendOnly` it keeps every write in `dir` (fsync on each), as production Redis under BullMQ
 * must, so a killed server comes back with its queues.
 */
export async function startRedis(
  dir: string,
  port?: number,
  options: { appendOnly?: boolean } = {},
): Promise<{ port: number; process: ChildProcess }> {
  port ??= await freePort();
  const persistence = options.appendOnly
    ? ['--appendonly', 'yes', '--appendfsync', 'always']
    : ['--appendonly', 'no'];
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      ...persistence,
      '--dir',
      dir,
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: 'ignore' },
  );
  // One client per attempt, without automatic reconnects: a client that is still retrying
  // in the background refuses a second connect() ("already connecting").
  for (let attempt = 0; ; attempt++) {
    const client = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null,
    });
    client.on('error', () => {});
    try {
      // After a refused first try ioredis keeps reconnecting by itself; connect() would throw.
      if (client.status === 'wait' || client.status === 'end') await client.connect();
      await client.ping();
      break;
    } catch (err) {
      if (attempt > 100 || child.exitCode !== null) {
        child.kill('SIGINT');
        throw err;
      }
      await sleep(100);
    } finally {
      client.disconnect();
    }
  }
  return { port, process: child };
}

export async function startTestServices(): Promise<TestServices> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const postgres = await startPostgres(dataDir);
  let redis: Awaited<ReturnType<typeof startRedis>>;
  try {
    redis = await startRedis(dataDir);
  } catch (err) {
    // Leave nothing running when the setup fails half-way.
    if (postgres.process.exitCode === null) {
      postgres.process.kill('SIGINT');
      await new Promise((resolve) => postgres.process.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const children = [postgres.process, redis.process];
  return {
    postgresAdminUrl: `postgresql://app@127.0.0.1:${postgres.port}/postgres`,
    redisUrl: `redis://127.0.0.1:${redis.port}`,
    postgresPort: postgres.port,
    redisPort: redis.port,
    dataDir,
    async stop() {
      for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
      await Promise.all(
        children.map((child) =>
          child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)),
        ),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
