/**
 * Drivers' positions benchmark: fix-to-customer latency with DRIVERS simulated drivers sending
 * one fix every 4 s each and WATCHERS sockets following their orders (WATCHERS / DRIVERS per
 * order), through the gateway's whole hot path: ticket, checks, position bus, latest position,
 * batched track, uWS topic publish.
 *
 *   npx tsx infra/load/positions-bench.ts [drivers=1000] [watchers=10000] [seconds=30] [modes=embedded,split]
 *
 * embedded: one gateway process with the in-process bus, the latest positions in memory and the
 *   track in PGlite, as the api runs it by default.
 * split: two gateway processes on one redis-server (the bus and the latest positions) and one
 *   PostgreSQL 15 (infra/testing/services.ts); drivers connect to the first, watchers half to
 *   each, so half the fixes cross Redis to reach their customer.
 *
 * Drivers and watchers live in one client process, so a fix's send time and its arrival are read
 * on the same clock. Latency is from the driver's send to the watcher's receipt of that fix.
 * Server and clients share the machine: read the figures as an order of magnitude.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pino } from 'pino';
import WebSocket from 'ws';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { STREAM_RULES } from '@shop/contracts';
import {
  InProcessEventFeed,
  InProcessPositionBus,
  MemoryLatestPositions,
  PgDriverDirectory,
  RedisEventFeed,
  TrackWriter,
  splitPositions,
  startGateway,
  type EventFeed,
  type GatewayStats,
  type PositionsOptions,
  type RealtimeDb,
} from '@shop/realtime';
import { signTicket } from '@shop/realtime/tickets';
import { startTestServices } from '../testing/services';

// The children get the parent's arguments through the environment (theirs name their role).
const args: string[] = process.env.POSITIONS_BENCH_ARGS
  ? JSON.parse(process.env.POSITIONS_BENCH_ARGS)
  : process.argv.slice(2);
process.env.POSITIONS_BENCH_ARGS = JSON.stringify(args);
const DRIVERS = Number(args[0] ?? 1000);
const WATCHERS = Number(args[1] ?? 10_000);
const SECONDS = Number(args[2] ?? 30);
const MODES = (args[3] ?? 'embedded,split').split(',') as Mode[];
const SECRET = 'a-benchmark-realtime-secret-of-32-characters';
const DAM = { lat: 52.3731, lng: 4.8926 };
/** Order ids are driver ids plus this. */
const ORDER_OFFSET = 5_000;

type Mode = 'embedded' | 'split';

interface GatewayConfig {
  mode: Mode;
  databaseUrl: string | null;
  redisUrl: string | null;
}
type FromGateway = { kind: 'listening'; port: number } | { kind: 'stopped'; stats: GatewayStats };
interface ClientPlan {
  driverPort: number;
  watcherPorts: number[];
}
type FromClients =
  | { kind: 'ready'; sockets: number }
  | { kind: 'done'; latencies: number[]; sent: number; expected: number; errors: number }
  | { kind: 'error'; message: string };

const SCHEMA = `
  create table drivers (id integer primary key, user_id integer not null unique,
    is_active boolean not null, is_online boolean not null, last_latitude double precision,
    last_longitude double precision, last_seen_at timestamptz);
  create table orders (id integer primary key, status text not null, driver_id integer);
  create table driver_positions (id bigserial primary key, driver_id integer not null,
    latitude double precision not null, longitude double precision not null, accuracy real not null,
    heading real, speed real, recorded_at timestamptz not null,
    received_at timestamptz not null default now());
  create index on driver_positions (driver_id, recorded_at);
  create index on orders (driver_id);
  insert into drivers (id, user_id, is_active, is_online)
    select g, g, true, true from generate_series(1, ${DRIVERS}) g;
  insert into orders (id, status, driver_id)
    select g + ${ORDER_OFFSET}, 'in_transit', g from generate_series(1, ${DRIVERS}) g;
`;

// ---------------------------------------------------------------- gateway (child process)

async function runGateway(config: GatewayConfig): Promise<void> {
  const log = pino({ level: 'warn' });
  let feed: EventFeed;
  let positions: PositionsOptions;
  let close: () => Promise<void>;
  if (config.mode === 'embedded') {
    const client = new PGlite();
    await client.exec(SCHEMA);
    const db = drizzle(client) as unknown as RealtimeDb;
    // POSITIONS_BENCH_TRACK=off leaves the track out, to see what PGlite's batches cost.
    const track = process.env.POSITIONS_BENCH_TRACK === 'off' ? null : new TrackWriter(db, log);
    track?.start();
    feed = new InProcessEventFeed();
    positions = {
      directory: new PgDriverDirectory(db),
      bus: new InProcessPositionBus(log),
      latest: new MemoryLatestPositions(),
      track,
    };
    close = async () => {
      await track?.stop();
      await client.close();
    };
  } else {
    const redisFeed = new RedisEventFeed(config.redisUrl!, log);
    const split = splitPositions(config.redisUrl!, config.databaseUrl!, log);
    await Promise.all([redisFeed.ready(), split.ready()]);
    feed = redisFeed;
    positions = split;
    close = async () => {
      await split.close();
      await redisFeed.close();
    };
  }
  const gateway = await startGateway({
    host: '127.0.0.1',
    port: 0,
    feed,
    secret: SECRET,
    allowedOrigins: [],
    log,
    positions,
  });
  process.send!({ kind: 'listening', port: gateway.port } satisfies FromGateway);
  process.on('message', async () => {
    const stats = gateway.stats();
    await gateway.stop();
    await close();
    process.send!({ kind: 'stopped', stats } satisfies FromGateway);
    process.exit(0);
  });
}

// ---------------------------------------------------------------- clients (child process)

function openSocket(port: number, sub: string, role: 'driver' | 'customer', topics: string[]) {
  const token = signTicket(SECRET, { sub, role, topics }, 600);
  const params = new URLSearchParams({ token, role, id: sub });
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?${params}`, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

async function inBatches<T>(count: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += 250) {
    const batch = Math.min(250, count - start);
    out.push(...(await Promise.all(Array.from({ length: batch }, (_, k) => open(start + k)))));
  }
  return out;
}

async function runClients(plan: ClientPlan): Promise<void> {
  const send = (message: FromClients) => process.send!(message);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let errors = 0;
  let measuring = false;

  const watchers = await inBatches(WATCHERS, async (i) => {
    const driverId = (i % DRIVERS) + 1;
    const topic = `order/${driverId + ORDER_OFFSET}`;
    const port = plan.watcherPorts[i % plan.watcherPorts.length]!;
    const ws = await openSocket(port, `g_watcher${i}`, 'customer', [topic]);
    ws.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'error') errors += 1;
      if (message.type !== 'driver-position' || !measuring) return;
      const start = sentAt.get(`${message.driverId}:${message.at}`);
      if (start !== undefined) latencies.push(performance.now() - start);
    });
    ws.send(JSON.stringify({ type: 'subscribe', topic }));
    return ws;
  });
  const drivers = await inBatches(DRIVERS, async (i) => {
    const ws = await openSocket(plan.driverPort, String(i + 1), 'driver', []);
    ws.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'error') errors += 1;
    });
    return ws;
  });
  send({ kind: 'ready', sockets: watchers.length + drivers.length });

  // Each driver sends every 4 s, spread evenly over the 4 s.
  const every = STREAM_RULES.everyMs;
  let sent = 0;
  const timers: NodeJS.Timeout[] = [];
  const sendFix = (i: number, step: number) => {
    const timestamp = Date.now();
    sentAt.set(`${i + 1}:${timestamp}`, performance.now());
    drivers[i]!.send(
      JSON.stringify({
        type: 'location',
        lat: DAM.lat,
        lng: DAM.lng + step * 0.0001,
        accuracy: 8,
        heading: 90,
        speed: 5,
        timestamp,
      }),
    );
    if (measuring) sent += 1;
  };
  drivers.forEach((_, i) => {
    let step = 0;
    timers.push(
      setTimeout(
        () => {
          sendFix(i, step++);
          timers.push(setInterval(() => sendFix(i, step++), every));
        },
        (i * every) / DRIVERS,
      ),
    );
  });
  // One round to warm up, then measure.
  await new Promise((resolve) => setTimeout(resolve, every));
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const expected = sent * (WATCHERS / DRIVERS);
  for (const timer of timers) clearTimeout(timer);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  measuring = false;
  send({ kind: 'done', latencies, sent, expected, errors });
  for (const ws of [...watchers, ...drivers]) ws.terminate();
}

// ---------------------------------------------------------------- parent

function next<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`child exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (message: T & { kind: string; message?: string }) => {
      child.off('exit', onExit);
      if (message.kind === 'error') reject(new Error(message.message));
      else resolve(message);
    });
  });
}

const self = fileURLToPath(import.meta.url);
const spawnChild = (...args: string[]) =>
  fork(self, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: process.execArgv });

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Row {
  mode: string;
  sent: number;
  delivered: number;
  expected: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  accepted: number;
  dropped: number;
  trackWritten: number;
}

async function measure(mode: Mode): Promise<Row> {
  let services: Awaited<ReturnType<typeof startTestServices>> | null = null;
  const config: GatewayConfig = { mode, databaseUrl: null, redisUrl: null };
  if (mode === 'split') {
    services = await startTestServices();
    const admin = new pg.Client(services.postgresAdminUrl);
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    config.databaseUrl = services.postgresAdminUrl.replace(/\/postgres$/, '/bench');
    config.redisUrl = services.redisUrl;
    const db = new pg.Client(config.databaseUrl);
    await db.connect();
    await db.query(SCHEMA);
    await db.end();
  }
  const gateways = Array.from({ length: mode === 'split' ? 2 : 1 }, () =>
    spawnChild('gateway', JSON.stringify(config)),
  );
  try {
    const ports = (await Promise.all(gateways.map((g) => next<FromGateway>(g)))).map((m) =>
      m.kind === 'listening' ? m.port : 0,
    );
    const clients = spawnChild(
      'clients',
      JSON.stringify({ driverPort: ports[0]!, watcherPorts: ports }),
    );
    await next<FromClients>(clients);
    const done = await next<FromClients>(clients);
    if (done.kind !== 'done') throw new Error('clients failed');
    if (done.errors > 0) console.log(`${mode}: ${done.errors} error messages from the gateway`);
    const stats = await Promise.all(
      gateways.map((g) => {
        const stopped = next<FromGateway>(g);
        g.send('stop');
        return stopped;
      }),
    );
    const first = stats[0]!.kind === 'stopped' ? stats[0]!.stats : null;
    const sorted = Float64Array.from(done.latencies).sort();
    return {
      mode: mode === 'split' ? 'split, 2 gateways on Redis' : 'embedded, 1 gateway',
      sent: done.sent,
      delivered: sorted.length,
      expected: done.expected,
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? 0,
      accepted: first?.positions.accepted ?? 0,
      dropped: Object.values(first?.positions.dropped ?? {}).reduce((a, b) => a + b, 0),
      trackWritten: first?.positions.track?.written ?? 0,
    };
  } finally {
    for (const g of gateways) if (g.exitCode === null) g.kill();
    await services?.stop();
  }
}

async function main(): Promise<void> {
  console.log(
    `${DRIVERS} drivers, one fix every ${STREAM_RULES.everyMs / 1000} s each; ${WATCHERS} sockets ` +
      `following their orders (${WATCHERS / DRIVERS} per order); ${SECONDS} s measured\n`,
  );
  const rows: Row[] = [];
  for (const mode of MODES) rows.push(await measure(mode));
  const header = [
    'mode',
    'fixes',
    'delivered/expected',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'max ms',
    'accepted',
    'dropped',
    'track rows',
  ];
  const cells = rows.map((r) => [
    r.mode,
    String(r.sent),
    `${r.delivered}/${r.expected}`,
    r.p50.toFixed(1),
    r.p90.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(1),
    String(r.accepted),
    String(r.dropped),
    String(r.trackWritten),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => x.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const c of cells) console.log(line(c));
  process.exit(0);
}

if (process.argv[2] === 'gateway') {
  void runGateway(JSON.parse(process.argv[3]!) as GatewayConfig);
} else if (process.argv[2] === 'clients') {
  runClients(JSON.parse(process.argv[3]!) as ClientPlan).catch((err: unknown) => {
    process.send!({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
  });
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
