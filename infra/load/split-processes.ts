/**
 * Split mode as real processes for infra/load/fault-burst.ts: PostgreSQL 15 and redis-server as
 * child processes (infra/testing/services.ts), and the api, the realtime gateway and the workers
 * as three `node` processes, run from source with tsx, on 127.0.0.1 only. Each process's output
 * goes to a log file, so a failure can be looked into after the run.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '@shop/contracts/env';
import { OwnedServers, stopChild } from '../testing/owned-servers';
import { freePort } from '../testing/services';

const root = repoRoot();

export type ProcessName = 'api' | 'realtime' | 'workers';

function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
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

/** The servers (with their faults, OwnedServers) and the shop's three processes on them. */
export class SplitMode extends OwnedServers {
  readonly logDir = mkdtempSync(join(tmpdir(), 'shop-faults-logs-'));
  processes: ShopProcess[] = [];
  apiUrl = '';

  constructor() {
    super('shop-faults-');
  }

  process(name: ProcessName): ShopProcess {
    return this.processes.find((p) => p.name === name)!;
  }

  /** The servers, the schema and demo menu, then the three processes, healthy. */
  override async start(smtpUrl?: string) {
    if (!smtpUrl) throw new Error('split mode needs an SMTP server for its e-mails');
    await super.start();

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

  /** SIGKILL, then started again after `downMs`: what systemd's Restart=on-failure does. */
  async killProcess(name: ProcessName, downMs: number) {
    const target = this.process(name);
    await target.kill('SIGKILL');
    await sleep(downMs);
    target.start();
  }

  /** SIGTERM to each process (SIGKILL after 10 s), the servers stopped, the data removed. */
  override async stop() {
    await Promise.all(
      this.processes.map(async (p) => {
        if (!p.running) return;
        const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
        await p.kill('SIGTERM');
        clearTimeout(timer);
      }),
    );
    await super.stop();
  }
}
