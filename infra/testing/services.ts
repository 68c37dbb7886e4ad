/**
 * Starts a real PostgreSQL and a real redis-server as child processes on free loopback ports,
 * for one test run, and removes them afterwards. PostgreSQL refuses to run as root, so as
 * root it runs as the `postgres` user. Durability is switched off: these are throwaway data.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** PostgreSQL's own count of the statements it ran (Debian's postgresql-15 ships it). */
const STATEMENT_STATS_LIBRARY = join(PG_BIN, '..', 'lib', 'pg_stat_statements.so');

export interface TestServices {
  /** A superuser URL of the server's `postgres` database. */
  postgresAdminUrl: string;
  redisUrl: string;
  postgresPort: number;
  redisPort: number;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Ports handed to servers that bind them later, picked below Linux's ephemeral range
 * (32768–60999). A port from `listen(0)` comes from that range, so between the pick and the
 * child's bind, which takes seconds, any outgoing connection of the machine (a test's client,
 * a pool to PostgreSQL) could take it as its local port, and the child failed with EADDRINUSE.
 */
const PICKED_PORTS = { from: 20_000, to: 32_000 } as const;

/** A loopback port that is free now, outside the range outgoing connections draw from. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port =
      PICKED_PORTS.from + Math.floor(Math.random() * (PICKED_PORTS.to - PICKED_PORTS.from));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${PICKED_PORTS.from} and ${PICKED_PORTS.to}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Where a server runs: on loopback (the default), or on a test host of the cluster test
 * (infra/cluster), a network namespace of its own reached at `address` by the hosts of `network`.
 */
export interface ServerHost {
  /** The namespace (`ip netns`) the server runs in. */
  netns: string;
  /** The host's address in the namespace: the server listens and is reached there. */
  address: string;
  /** The test network (a CIDR) whose hosts may connect. */
  network: string;
}

/**
 * `command` run in `host`'s namespace (and as `ids`' user, which `ip netns exec` cannot switch
 * to by itself); both `ip netns exec` and `setpriv` exec the next command, so the child's pid is
 * the server's and signals reach it.
 */
function placed(
  command: string,
  args: string[],
  host: ServerHost | undefined,
  ids: { uid?: number; gid?: number } = {},
): { command: string; args: string[]; ids: { uid?: number; gid?: number } } {
  if (!host) return { command, args, ids };
  const user =
    ids.uid === undefined
      ? []
      : ['setpriv', `--reuid=${ids.uid}`, `--regid=${ids.gid}`, '--clear-groups'];
  return { command: 'ip', args: ['netns', 'exec', host.netns, ...user, command, ...args], ids: {} };
}

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
  options: { durableCommits?: boolean; host?: ServerHost; statementStats?: boolean } = {},
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
    if (options.host)
      appendFileSync(join(data, 'pg_hba.conf'), `host all all ${options.host.network} trust\n`);
  }
  // A test host has every port to itself.
  port ??= options.host ? 5432 : await freePort();
  const address = options.host?.address ?? '127.0.0.1';
  const server = placed(
    `${PG_BIN}/postgres`,
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      `listen_addresses=${address}`,
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
      ...(options.statementStats && existsSync(STATEMENT_STATS_LIBRARY)
        ? ['-c', 'shared_preload_libraries=pg_stat_statements']
        : []),
    ],
    options.host,
    ids,
  );
  const child = spawn(server.command, server.args, { ...server.ids, stdio: 'ignore' });
  const url = `postgresql://app@${address}:${port}/postgres`;
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
  options: { appendOnly?: boolean; host?: ServerHost } = {},
): Promise<{ port: number; process: ChildProcess }> {
  port ??= options.host ? 6379 : await freePort();
  const address = options.host?.address ?? '127.0.0.1';
  const persistence = options.appendOnly
    ? ['--appendonly', 'yes', '--appendfsync', 'always']
    : ['--appendonly', 'no'];
  const server = placed(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      address,
      // Without a password Redis answers loopback only, unless told the network is trusted.
      ...(options.host ? ['--protected-mode', 'no'] : []),
      '--save',
      '',
      ...persistence,
      '--dir',
      dir,
      '--maxmemory-policy',
      'noeviction',
    ],
    options.host,
  );
  const child = spawn(server.command, server.args, { stdio: 'ignore' });
  // One client per attempt, without automatic reconnects: a client that is still retrying
  // in the background refuses a second connect() ("already connecting").
  for (let attempt = 0; ; attempt++) {
    const client = new Redis(port, address, {
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
