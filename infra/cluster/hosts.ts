/**
 * The cluster test's hosts (network namespaces made by cluster-test.sh) and what runs on each:
 * PostgreSQL and Redis on `db` (infra/testing), the api, the gateway and the workers on two hosts
 * each (infra/load/split-processes.ts's ShopProcess, run in the host's namespace), nginx on
 * `front`. Every address and port is the host's own; nothing listens on the machine's network.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '@shop/process/env';
import { ShopProcess, type ProcessName } from '../load/split-processes';
import { OwnedServers } from '../testing/owned-servers';
import { stopChild } from '../testing/owned-servers';
import { nginxConfig } from './nginx-conf';

export const API_PORT = 3000;
export const GATEWAY_PORT = 3001;
export const WORKERS_HEALTH_PORT = 3002;
export const METRICS_PORT = 9464;

export type HostName = 'ops' | 'front' | 'db' | 'api1' | 'api2' | 'gw1' | 'gw2' | 'wk1' | 'wk2';

/** The run's namespaces and addresses, as cluster-test.sh made them. */
export interface Topology {
  run: string;
  switchNetns: string;
  network: string;
  address: Record<HostName, string>;
  netns(host: HostName): string;
}

export function topologyFromEnv(env: NodeJS.ProcessEnv = process.env): Topology {
  const run = env.CLUSTER_RUN;
  if (!run || !env.CLUSTER_SWITCH || !env.CLUSTER_NETWORK || !env.CLUSTER_HOSTS)
    throw new Error(
      'run the cluster test with `make cluster-test` (infra/cluster/cluster-test.sh)',
    );
  const address = Object.fromEntries(
    env.CLUSTER_HOSTS.split(' ').map((entry) => entry.split('=') as [HostName, string]),
  ) as Record<HostName, string>;
  return {
    run,
    switchNetns: env.CLUSTER_SWITCH,
    network: env.CLUSTER_NETWORK,
    address,
    netns: (host) => `${run}-${host}`,
  };
}

/** Cuts a host off the network (its port on the switch down), or plugs it in again. */
export function setLink(topology: Topology, host: HostName, up: boolean) {
  execFileSync('ip', ['-n', topology.switchNetns, 'link', 'set', host, up ? 'up' : 'down']);
}

/** A shop process run in its host's namespace; `start()` again is a supervisor's restart. */
export class HostProcess extends ShopProcess {
  constructor(
    readonly host: HostName,
    private readonly netns: string,
    kind: ProcessName,
    entry: string,
    env: Record<string, string>,
    logFile: string,
    healthUrl: string,
    metricsUrl: string,
  ) {
    super(kind, host, entry, env, logFile, healthUrl, metricsUrl);
  }

  protected override command(nodeArgs: string[]): string[] {
    return ['ip', 'netns', 'exec', this.netns, process.execPath, ...nodeArgs];
  }
}

export interface Cluster {
  servers: OwnedServers;
  processes: HostProcess[];
  nginx: ChildProcess;
  /** The shop's address for customers: nginx on `front`. */
  url: string;
  logDir: string;
  process(host: HostName): HostProcess;
  allHealthy(ms: number): Promise<boolean>;
  stop(): Promise<void>;
}

const SECRET = 'a-cluster-test-realtime-secret-of-32-characters';

/** PostgreSQL and Redis on `db`, the schema and demo data, six shop processes, nginx; healthy. */
export async function startCluster(
  topology: Topology,
  dir: string,
  smtpUrl: string,
): Promise<Cluster> {
  const { address } = topology;
  const servers = new OwnedServers('shop-cluster-', {
    netns: topology.netns('db'),
    address: address.db,
    network: topology.network,
  });
  const logDir = join(dir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const processes: HostProcess[] = [];
  let nginx: ChildProcess | null = null;
  const url = `http://${address.front}`;
  const stop = async () => {
    // The front first, then the processes (SIGTERM, as a rolling stop would), then the servers.
    if (nginx) await stopChild(nginx, 'SIGQUIT');
    await Promise.all(
      processes.map(async (p) => {
        if (!p.running) return;
        const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
        await p.kill('SIGTERM');
        clearTimeout(timer);
      }),
    );
    await servers.stop();
  };
  try {
    await servers.start();
    const common = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: servers.databaseUrl,
      REDIS_URL: servers.redisUrl,
      REALTIME_SECRET: SECRET,
      ALLOWED_ORIGINS: url,
      PUBLIC_ORIGIN: url,
      METRICS_PORT: String(METRICS_PORT),
    };
    execFileSync(process.execPath, ['--import', 'tsx', 'api/src/cli.ts', 'seed'], {
      cwd: repoRoot(),
      env: { PATH: process.env.PATH ?? '', ...common },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const shopProcess = (
      host: HostName,
      kind: ProcessName,
      entry: string,
      env: Record<string, string>,
      health: string,
    ) =>
      new HostProcess(
        host,
        topology.netns(host),
        kind,
        entry,
        { ...common, HOST: address[host], METRICS_HOST: address[host], ...env },
        join(logDir, `${host}.log`),
        `http://${address[host]}${health}`,
        `http://${address[host]}:${METRICS_PORT}/metrics`,
      );
    for (const host of ['gw1', 'gw2'] as const)
      processes.push(
        shopProcess(
          host,
          'realtime',
          'realtime/src/main.ts',
          { REALTIME_PORT: String(GATEWAY_PORT) },
          `:${GATEWAY_PORT}/healthz`,
        ),
      );
    for (const host of ['wk1', 'wk2'] as const)
      processes.push(
        shopProcess(
          host,
          'workers',
          'workers/src/main.ts',
          { SMTP_URL: smtpUrl, HEALTH_PORT: String(WORKERS_HEALTH_PORT) },
          `:${WORKERS_HEALTH_PORT}/healthz`,
        ),
      );
    for (const host of ['api1', 'api2'] as const)
      processes.push(
        shopProcess(
          host,
          'api',
          'api/src/main.ts',
          {
            PORT: String(API_PORT),
            WEB_DIST: join(dir, 'no-web'),
            // nginx is the one proxy in front; every customer comes from the `ops` host.
            TRUST_PROXY_HOPS: '1',
            GEOCODE_RATE_LIMIT: '10000',
          },
          `:${API_PORT}/api/health`,
        ),
      );
    for (const p of processes) p.start();
    nginx = startNginx(topology, dir);
    const cluster: Cluster = {
      servers,
      processes,
      nginx,
      url,
      logDir,
      process: (host) => processes.find((p) => p.host === host)!,
      allHealthy: (ms) => allHealthy(processes, ms),
      stop,
    };
    // Six processes start from source (tsx) at once; on a busy 2-core machine that takes minutes.
    if (!(await cluster.allHealthy(300_000)))
      throw new Error(`the cluster did not start; see the logs in ${logDir}`);
    return cluster;
  } catch (err) {
    await stop();
    throw err;
  }
}

async function allHealthy(processes: ShopProcess[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    const health = await Promise.all(processes.map((p) => p.healthy()));
    if (health.every(Boolean)) return true;
    if (Date.now() > deadline) return false;
    await sleep(250);
  }
}

function startNginx(topology: Topology, dir: string): ChildProcess {
  const prefix = join(dir, 'nginx');
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const { address } = topology;
  const config = nginxConfig({
    prefix,
    listen: `${address.front}:80`,
    apis: [address.api1, address.api2].map((a) => `${a}:${API_PORT}`),
    gateways: [address.gw1, address.gw2].map((a) => `${a}:${GATEWAY_PORT}`),
  });
  writeFileSync(join(prefix, 'nginx.conf'), config);
  return spawn(
    'ip',
    ['netns', 'exec', topology.netns('front'), 'nginx', '-p', prefix, '-c', 'nginx.conf'],
    { stdio: 'ignore' },
  );
}
