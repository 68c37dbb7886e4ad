/**
 * Split mode as real processes for infra/load/fault-burst.ts and the peak-hour tool
 * (infra/load/peak): PostgreSQL 15 and redis-server as child processes
 * (infra/testing/services.ts), and any number of api, realtime gateway and workers processes as
 * `node` processes, run from source with tsx, on 127.0.0.1 only. Each process serves its
 * Prometheus metrics on a port of its own, and its output goes to a log file, so a failure can
 * be looked into after the run.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '@shop/process/env';
import { OwnedServers, stopChild } from '../testing/owned-servers';
import { freePort } from '../testing/services';

const root = repoRoot();

export type ProcessName = 'api' | 'realtime' | 'workers';

export interface SplitModeOptions {
  api?: number;
  realtime?: number;
  workers?: number;
  /** Extra settings for every process, api, gateway and workers alike (e.g. VAPID keys). */
  env?: Record<string, string>;
  /** Extra settings for every api process (e.g. a geocoder to talk to). */
  apiEnv?: Record<string, string>;
  /** Extra `node` options of every api process (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  apiNodeArgs?: string[];
  /** Extra `node` options of every process, api, gateway and workers alike (e.g. `--perf-basic-prof`). */
  nodeArgs?: string[];
  /** Prefix of the temp folders (data and logs). */
  prefix?: string;
  /** The processes reach PostgreSQL through its Unix socket, not loopback TCP. */
  postgresSocket?: boolean;
}

function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** One of the shop's processes, started again by `start` as a supervisor would. */
export class ShopProcess {
  child!: ChildProcess;
  /** Exits nobody asked for (a crash), since the last `takeExits()`. */
  private exits: string[] = [];
  private expectingExit = false;

  constructor(
    /** What it is; `name` tells replicas apart (`api-1`, `realtime-2`). */
    readonly kind: ProcessName,
    readonly name: string,
    private readonly entry: string,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
    readonly healthUrl: string,
    readonly metricsUrl: string,
    private readonly nodeArgs: string[] = [],
  ) {}

  start() {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.expectingExit = false;
    const [command, ...args] = this.command([...this.nodeArgs, '--import', 'tsx', this.entry]);
    this.child = spawn(command!, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Both streams write the one file; it is closed once the process has exited.
    this.child.stdout!.pipe(log, { end: false });
    this.child.stderr!.pipe(log, { end: false });
    this.child.once('close', () => log.end());
    this.child.once('exit', (code, signal) => {
      if (!this.expectingExit) this.exits.push(signal ? `killed by ${signal}` : `exit ${code}`);
    });
  }

  /** What runs it: `node` here; the cluster test's hosts run it in their network namespace. */
  protected command(nodeArgs: string[]): string[] {
    return [process.execPath, ...nodeArgs];
  }

  async kill(signal: NodeJS.Signals) {
    this.expectingExit = true;
    await stopChild(this.child, signal);
  }

  get running() {
    return !!this.child && !ended(this.child);
  }

  get pid(): number | undefined {
    return this.running ? this.child.pid : undefined;
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

/** The servers (with their faults, OwnedServers) and the shop's processes on them. */
export class SplitMode extends OwnedServers {
  readonly logDir: string;
  readonly secret = 'a-split-mode-realtime-secret-of-32-characters';
  processes: ShopProcess[] = [];
  private readonly counts: Record<ProcessName, number>;

  constructor(private readonly options: SplitModeOptions = {}) {
    const prefix = options.prefix ?? 'shop-faults-';
    super(prefix);
    this.logDir = mkdtempSync(join(tmpdir(), `${prefix}logs-`));
    this.counts = {
      api: options.api ?? 1,
      realtime: options.realtime ?? 1,
      workers: options.workers ?? 1,
    };
  }

  /** The first process of a kind (or the one named so, e.g. `api-2`). */
  process(name: ProcessName | string): ShopProcess {
    return this.processes.find((p) => p.kind === name || p.name === name)!;
  }

  ofKind(kind: ProcessName): ShopProcess[] {
    return this.processes.filter((p) => p.kind === kind);
  }

  /** The first api's base url. */
  get apiUrl(): string {
    return this.apiUrls[0]!;
  }
  get apiUrls(): string[] {
    return this.ofKind('api').map((p) => p.healthUrl.replace('/api/health', ''));
  }
  /** The gateways' `/ws` urls. */
  get socketUrls(): string[] {
    return this.ofKind('realtime').map((p) =>
      p.healthUrl.replace('http:', 'ws:').replace('/healthz', '/ws'),
    );
  }

  /** The servers, the schema and demo menu, then every process, healthy. */
  override async start(smtpUrl?: string) {
    if (!smtpUrl) throw new Error('split mode needs an SMTP server for its e-mails');
    await super.start();

    const common = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: this.options.postgresSocket ? this.socketDatabaseUrl : this.databaseUrl,
      REDIS_URL: this.redisUrl,
      REALTIME_SECRET: this.secret,
      ...this.options.env,
    };
    execFileSync(process.execPath, ['--import', 'tsx', 'api/src/cli.ts', 'seed'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...common },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    mkdirSync(this.logDir, { recursive: true });
    const logFile = (name: string) => join(this.logDir, `${name}.log`);
    const shopProcess = async (
      kind: ProcessName,
      n: number,
      entry: string,
      env: (port: number) => Record<string, string>,
      health: (port: number) => string,
      nodeArgs: string[] = [],
    ) => {
      const [port, metricsPort] = [await freePort(), await freePort()];
      const name = `${kind}-${n}`;
      return new ShopProcess(
        kind,
        name,
        entry,
        { ...common, ...env(port), METRICS_PORT: String(metricsPort) },
        logFile(name),
        health(port),
        `http://127.0.0.1:${metricsPort}/metrics`,
        [...(this.options.nodeArgs ?? []), ...nodeArgs],
      );
    };
    const realtime = await this.several('realtime', (n) =>
      shopProcess(
        'realtime',
        n,
        'realtime/src/main.ts',
        (port) => ({ REALTIME_PORT: String(port) }),
        (port) => `http://127.0.0.1:${port}/healthz`,
      ),
    );
    const workers = await this.several('workers', (n) =>
      shopProcess(
        'workers',
        n,
        'workers/src/main.ts',
        (port) => ({ SMTP_URL: smtpUrl, HEALTH_PORT: String(port) }),
        (port) => `http://127.0.0.1:${port}/healthz`,
      ),
    );
    const api = await this.several('api', (n) =>
      shopProcess(
        'api',
        n,
        'api/src/main.ts',
        (port) => ({
          PORT: String(port),
          REALTIME_URL: realtime[0]!.healthUrl.replace('/healthz', ''),
          WEB_DIST: join(this.dir, 'no-web'),
          // Every client of a load run comes from 127.0.0.1.
          GEOCODE_RATE_LIMIT: '10000',
          ...this.options.apiEnv,
        }),
        (port) => `http://127.0.0.1:${port}/api/health`,
        this.options.apiNodeArgs,
      ),
    );
    this.processes = [...realtime, ...workers, ...api];
    for (const p of this.processes) p.start();
    if (!(await this.allHealthy(180_000))) {
      const health = await Promise.all(
        this.processes.map(
          async (p) =>
            `${p.name} ${(await p.healthy()) ? 'healthy' : p.running ? 'unhealthy' : 'down'}`,
        ),
      );
      throw new Error(`split mode did not start (${health.join(', ')}); see ${this.logDir}`);
    }
  }

  private async several(
    kind: ProcessName,
    make: (n: number) => Promise<ShopProcess>,
  ): Promise<ShopProcess[]> {
    const out: ShopProcess[] = [];
    for (let n = 1; n <= this.counts[kind]; n++) out.push(await make(n));
    return out;
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
  async killProcess(name: ProcessName | string, downMs: number) {
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
