import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startPostgres, startRedis } from './services';

/** Ends a child process with `signal` and waits for it; one already gone is left alone. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
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

  constructor(prefix: string) {
    this.dir = mkdtempSync(join(tmpdir(), prefix));
  }

  get databaseUrl() {
    return `postgresql://app@127.0.0.1:${this.postgres.port}/shop`;
  }
  get redisUrl() {
    return `redis://127.0.0.1:${this.redis.port}`;
  }

  async start(): Promise<void> {
    this.postgres = await startPostgres(this.dir);
    // Append-only, as BullMQ's Redis must run in production: queued jobs survive a kill.
    this.redis = await startRedis(this.dir, undefined, { appendOnly: true });
    const admin = this.admin();
    await admin.connect();
    await admin.query('create database shop');
    await admin.end();
  }

  /** SIGQUIT is `pg_ctl stop -m immediate`; the same cluster comes back on the same port. */
  async restartPostgresImmediately(downMs = 0): Promise<void> {
    await stopChild(this.postgres.process, 'SIGQUIT');
    await sleep(downMs);
    this.postgres = await startPostgres(this.dir, this.postgres.port);
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
    await sleep(downMs);
    this.redis = await startRedis(this.dir, this.redis.port, { appendOnly: true });
  }

  async stop(): Promise<void> {
    for (const server of [this.redis?.process, this.postgres?.process])
      if (server) await stopChild(server, 'SIGINT');
    rmSync(this.dir, { recursive: true, force: true });
  }

  private admin() {
    return new pg.Client(`postgresql://app@127.0.0.1:${this.postgres.port}/postgres`);
  }
}
