import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startPostgres, startRedis, type ServerHost } from './services';

/** Ends a child process with `signal` and waits for it; one already gone is left alone. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * A commit the shop was told of survives the crashes these servers are put through; and
 * PostgreSQL counts the statements it runs, for the load tool's report.
 */
const POSTGRES_OPTIONS = { durableCommits: true, statementStats: true };

/** A statement as PostgreSQL counted it: its text with the values taken out. */
export interface StatementCount {
  calls: number;
  meanMs: number;
  query: string;
}

/**
 * Keeps `port` taken while a server is down, answering every connection by cutting it (as a
 * server that is away would look to a client): a test file running beside this one could
 * otherwise be handed the free port for a server of its own, and the shop would go on talking
 * to that server. Resolves with a function that frees the port again.
 */
async function holdPort(port: number): Promise<() => Promise<void>> {
  const sockets = new Set<Socket>();
  const placeholder = createServer((socket) => {
    sockets.add(socket);
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    placeholder.once('error', reject);
    placeholder.listen(port, '127.0.0.1', () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      placeholder.close(() => resolve());
    });
}

/**
 * A PostgreSQL (with an empty `shop` database) and an append-only redis-server of a caller's
 * own (a fault test, the fault tool), so it can restart and kill them without touching the
 * servers anyone else shares, and how to break them as an operator's bad day would.
 */
export class OwnedServers {
  readonly dir: string;
  postgres!: Awaited<ReturnType<typeof startPostgres>>;
  redis!: Awaited<ReturnType<typeof startRedis>>;

  /** On loopback, or both on a test host of the cluster test (`host`). */
  constructor(
    prefix: string,
    private readonly host?: ServerHost,
  ) {
    this.dir = mkdtempSync(join(tmpdir(), prefix));
  }

  private get address() {
    return this.host?.address ?? '127.0.0.1';
  }
  private get placement() {
    return this.host ? { host: this.host } : {};
  }
  get databaseUrl() {
    return `postgresql://app@${this.address}:${this.postgres.port}/shop`;
  }
  /**
   * The same database through PostgreSQL's Unix socket (in `dir`): only on this host. The
   * `host` parameter names the socket's folder and wins over the URL's host.
   */
  get socketDatabaseUrl() {
    const folder = encodeURIComponent(this.dir);
    return `postgresql://app@localhost:${this.postgres.port}/shop?host=${folder}`;
  }
  get redisUrl() {
    return `redis://${this.address}:${this.redis.port}`;
  }

  async start(): Promise<void> {
    this.postgres = await startPostgres(this.dir, undefined, {
      ...POSTGRES_OPTIONS,
      ...this.placement,
    });
    // Append-only, as BullMQ's Redis must run in production: queued jobs survive a kill.
    this.redis = await startRedis(this.dir, undefined, { appendOnly: true, ...this.placement });
    const admin = this.admin();
    await admin.connect();
    await admin.query('create database shop');
    await admin.end();
  }

  /** SIGQUIT is `pg_ctl stop -m immediate`; the same cluster comes back on the same port. */
  async restartPostgresImmediately(downMs = 0): Promise<void> {
    await stopChild(this.postgres.process, 'SIGQUIT');
    const release = await holdPort(this.postgres.port);
    await sleep(downMs);
    await release();
    this.postgres = await startPostgres(this.dir, this.postgres.port, {
      ...POSTGRES_OPTIONS,
      ...this.placement,
    });
  }

  /** Ends every session of the shop's database, as an operator's pg_terminate_backend would. */
  async terminateShopSessions(): Promise<number> {
    const admin = this.admin();
    await admin.connect();
    try {
      const res = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = 'shop' and pid <> pg_backend_pid()`,
      );
      return res.rows.filter((r) => r.ended).length;
    } finally {
      await admin.end();
    }
  }

  /** SIGKILL, then the same redis-server (and its append-only file) again after `downMs`. */
  async killRedis(downMs: number): Promise<void> {
    await stopChild(this.redis.process, 'SIGKILL');
    const release = await holdPort(this.redis.port);
    await sleep(downMs);
    await release();
    this.redis = await startRedis(this.dir, this.redis.port, {
      appendOnly: true,
      ...this.placement,
    });
  }

  /** Starts PostgreSQL's statement counts of the shop's database afresh. */
  async resetStatementCounts(): Promise<void> {
    await this.withAdmin(async (admin) => {
      await admin.query('create extension if not exists pg_stat_statements');
      await admin.query('select pg_stat_statements_reset()');
    });
  }

  /**
   * The statements the shop's database ran since the last reset: how many in all, and the
   * `top` most frequent. Null when this PostgreSQL does not count them.
   */
  async statementCounts(top: number): Promise<{ total: number; top: StatementCount[] } | null> {
    return this.withAdmin(async (admin) => {
      const library = await admin.query<{ loaded: boolean }>(
        "select current_setting('shared_preload_libraries') like '%pg_stat_statements%' as loaded",
      );
      if (!library.rows[0]?.loaded) return null;
      await admin.query('create extension if not exists pg_stat_statements');
      const rows = await admin.query<{ calls: string; mean_ms: number; query: string }>(
        `select calls, mean_exec_time as mean_ms, query from pg_stat_statements
          where dbid = (select oid from pg_database where datname = 'shop')
          order by calls desc`,
      );
      return {
        total: rows.rows.reduce((sum, r) => sum + Number(r.calls), 0),
        top: rows.rows.slice(0, top).map((r) => ({
          calls: Number(r.calls),
          meanMs: Number(r.mean_ms),
          query: r.query.replace(/\s+/g, ' '),
        })),
      };
    });
  }

  private async withAdmin<T>(use: (admin: pg.Client) => Promise<T>): Promise<T> {
    const admin = this.admin();
    await admin.connect();
    try {
      return await use(admin);
    } finally {
      await admin.end();
    }
  }

  async stop(): Promise<void> {
    for (const server of [this.redis?.process, this.postgres?.process])
      if (server) await stopChild(server, 'SIGINT');
    rmSync(this.dir, { recursive: true, force: true });
  }

  private admin() {
    return new pg.Client(`postgresql://app@${this.address}:${this.postgres.port}/postgres`);
  }
}
