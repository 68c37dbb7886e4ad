/**
 * Split mode as real processes for infra/load/fault-burst.ts: PostgreSQL 15 and redis-server as
 * child processes (infra/testing/services.ts), and the api, the realtime gateway and the workers
 * as three `node` processes, run from source with tsx, on 127.0.0.1 only. Each process's output
 * goes to a log file, so a failure can be looked into after the run.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { repoRoot } from '@shop/contracts/env';
import { freePort, startPostgres, startRedis } from '../testing/services';

const root = repoRoot();

export type ProcessName = 'api' | 'realtime' | 'workers';

function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (ended(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** One of the shop's three processes, started again by `restart` as a supervisor would. */
class ShopProcess {
  child!: ChildProcess;
  /** Exits nobody asked for (a crash), since the last `takeExits()`. */
  private exits: string[] = [];
  private expectingExit = false;

  constructor(
    readonly name: ProcessName,
    private readonly entry: string,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
    readonly healthUrl: string,
  ) {}

  start() {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.expectingExit = false;
    this.child = spawn(process.execPath, ['--import', 'tsx', this.entry], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.pipe(log);
    this.child.stderr!.pipe(log);
    this.child.once('exit', (code, signal) => {
      if (!this.expectingExit) this.exits.push(signal ? `killed by ${signal}` : `exit ${code}`);
    });
  }

  async kill(signal: NodeJS.Signals) {
    this.expectingExit = true;
    await stopChild(this.child, signal);
  }

  get running() {
    return !!this.child && !ended(this.child);
  }

  takeExits(): string[] {
    return this.exits.splice(0);
  }

  async healthy(): Promise<boolean> {
    try {
      const res = await fetch(this.healthUrl, { signal: AbortSignal.timeout(3000) });
      return res.status === 200;
    } catch {
      return false;
    }
  }
}

export class SplitMode {
  readonly dir = mkdtempSync(join(tmpdir(), 'shop-faults-'));
  readonly logDir = mkdtempSync(join(tmpdir(), 'shop-faults-logs-'));
  postgres!: Awaited<ReturnType<typeof startPostgres>>;
  redis!: Awaited<ReturnType<typeof startRedis>>;
  processes: ShopProcess[] = [];
  apiUrl = '';

  get databaseUrl() {
    return `postgresql://app@127.0.0.1:${this.postgres.port}/shop`;
  }
  get redisUrl() {
    return `redis://127.0.0.1:${this.redis.port}`;
  }

  process(name: ProcessName): ShopProcess {
    return this.processes.find((p) => p.name === name)!;
  }

  /** The servers, the schema and demo menu, then the three processes, healthy. */
  async start(smtpUrl: string) {
    this.postgres = await startPostgres(this.dir);
    // Append-only with an fsync per write, as BullMQ's Redis must run in production.
    this.redis = await startRedis(this.dir, undefined, { appendOnly: true });
    const admin = new pg.Client(`postgresql://app@127.0.0.1:${this.postgres.port}/postgres`);
    await admin.connect();
    await admin.query('create database shop');
    await admin.end();

    const [apiPort, realtimePort, healthPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    this.apiUrl = `http://127.0.0.1:${apiPort}`;
    const common = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redisUrl,
      REALTIME_SECRET: 'a-fault-burst-realtime-secret-of-32-characters',
      PORT: String(apiPort),
    };
    execFileSync(process.execPath, ['--import', 'tsx', 'api/src/cli.ts', 'seed'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...common },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    mkdirSync(this.logDir, { recursive: true });
    const logFile = (name: string) => join(this.logDir, `${name}.log`);
    this.processes = [
      new ShopProcess(
        'realtime',
        'realtime/src/main.ts',
        { ...common, REALTIME_PORT: String(realtimePort) },
        logFile('realtime'),
        `http://127.0.0.1:${realtimePort}/healthz`,
      ),
      new ShopProcess(
        'workers',
        'workers/src/main.ts',
        { ...common, SMTP_URL: smtpUrl, HEALTH_PORT: String(healthPort) },
        logFile('workers'),
        `http://127.0.0.1:${healthPort}/healthz`,
      ),
      new ShopProcess(
        'api',
        'api/src/main.ts',
        {
          ...common,
          REALTIME_URL: `http://127.0.0.1:${realtimePort}`,
          WEB_DIST: join(this.dir, 'no-web'),
          // Every client of the burst comes from 127.0.0.1.
          GEOCODE_RATE_LIMIT: '10000',
        },
        logFile('api'),
        `${this.apiUrl}/api/health`,
      ),
    ];
    for (const p of this.processes) p.start();
    if (!(await this.allHealthy(60_000)))
      throw new Error(`split mode did not start; see ${this.logDir}`);
  }

  /** True once every process answers 200 on its health endpoint, false when `ms` ran out. */
  async allHealthy(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    for (;;) {
      const health = await Promise.all(this.processes.map((p) => p.healthy()));
      if (health.every(Boolean)) return true;
      if (Date.now() > deadline) return false;
      await sleep(250);
    }
  }

  async killRedis(downMs: number) {
    await stopChild(this.redis.process, 'SIGKILL');
    await sleep(downMs);
    this.redis = await startRedis(this.dir, this.redis.port, { appendOnly: true });
  }

  /** SIGQUIT is `pg_ctl stop -m immediate`; the same cluster comes back on the same port. */
  async restartPostgresImmediately() {
    await stopChild(this.postgres.process, 'SIGQUIT');
    this.postgres = await startPostgres(this.dir, this.postgres.port);
  }

  /** Ends every session of the shop's database, as an operator's pg_terminate_backend would. */
  async terminateShopSessions(): Promise<number> {
    const admin = new pg.Client(`postgresql://app@127.0.0.1:${this.postgres.port}/postgres`);
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

  /** SIGKILL, then started again after `downMs`: what systemd's Restart=on-failure does. */
  async killProcess(name: ProcessName, downMs: number) {
    const target = this.process(name);
    await target.kill('SIGKILL');
    await sleep(downMs);
    target.start();
  }

  /** SIGTERM to each process (SIGKILL after 10 s), the servers stopped, the data removed. */
  async stop() {
    await Promise.all(
      this.processes.map(async (p) => {
        if (!p.running) return;
        const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
        await p.kill('SIGTERM');
        clearTimeout(timer);
      }),
    );
    for (const server of [this.redis?.process, this.postgres?.process])
      if (server) await stopChild(server, 'SIGINT');
    rmSync(this.dir, { recursive: true, force: true });
  }
}
