/**
 * Cached public reads: the menu sent from its pre-serialized body (CachedJson, what GET /api/menu
 * does) against Express `res.json` of the same object on every request, both on a bare Express
 * app so only the sending differs; the shop's GET /api/menu as served (its public reads answered
 * from their cached bodies before Express, shared/http/public-reads.ts); and, for scale, the same
 * read through the app's whole middleware stack (a query string keeps it off the fast path).
 * Prints requests per second and latency percentiles side by side.
 *
 *   npx tsx infra/load/menu-bench.ts [seconds=10] [connections=20]
 *
 * The api runs in this process on PGlite with the demo data; the load comes from a child
 * process over keep-alive connections on loopback. Both share the machine: read the figures
 * as a comparison, not a capacity.
 */
import { fork } from 'node:child_process';
import { createServer, request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { pino } from 'pino';
import { InProcessEventFeed } from '@shop/realtime';
import { createApp } from '../../api/src/app';
import { shopListener } from '../../api/src/shared/http/public-reads';
import { CachedJson } from '../../api/src/shared/cache/cached-json';
import { loadConfig } from '../../api/src/config/env';
import { openDatabase } from '../../api/src/db/client';
import { migrate } from '../../api/src/db/migrate';
import { seedDemoData } from '../../api/src/seed/seed';

// The parent takes [seconds] [connections]; the load child gets --drive <url> <seconds> <connections>.
const driving = process.argv[2] === '--drive';
const args = driving ? process.argv.slice(4) : process.argv.slice(2);
const SECONDS = Number(args[0] ?? 10);
const CONNECTIONS = Number(args[1] ?? 20);

interface Result {
  requests: number;
  errors: number;
  latenciesMs: number[];
}

/** The load generator: CONNECTIONS keep-alive loops against one URL for SECONDS. */
async function drive(url: string): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const deadline = Date.now() + SECONDS * 1000;
  const result: Result = { requests: 0, errors: 0, latenciesMs: [] };
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(url, { agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode === 200) result.requests++;
          else result.errors++;
          result.latenciesMs.push(performance.now() - started);
          resolve();
        });
      });
      req.on('error', () => {
        result.errors++;
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) await once();
    }),
  );
  agent.destroy();
  return result;
}

if (driving) {
  drive(process.argv[3]!).then((r) => process.send!(r));
} else {
  await main();
}

async function main() {
  const log = pino({ level: 'silent' });
  const database = await openDatabase({ kind: 'pglite', dataDir: null }, log);
  await migrate(database);
  await seedDemoData(database.db, log);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  });
  const shop = createApp({
    config,
    database,
    log,
    healthChecks: {},
    kickRelay: () => {},
    feed: new InProcessEventFeed(),
  });
  // The same menu object, serialized by Express on every request.
  const menu: unknown = await (await fetchJson(shop, '/api/menu')).json;
  const cached = new CachedJson(async () => menu);
  const app = express();
  app.get('/bare/cached', (req, res) => cached.send(req, res));
  app.get('/bare/res-json', (_req, res) => {
    res.json(menu);
  });
  app.use(shop);
  const server = createServer(app);
  const shopServer = createServer(shopListener(shop));
  await new Promise<void>((resolve) => shopServer.listen(0, '127.0.0.1', resolve));
  const shopBase = `http://127.0.0.1:${(shopServer.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const bytes = JSON.stringify(menu).length;

  const rows: [string, Result][] = [];
  for (const [name, url] of [
    ['bare: cached body', `${base}/bare/cached`],
    ['bare: res.json per request', `${base}/bare/res-json`],
    ['shop: GET /api/menu (as served)', `${shopBase}/api/menu`],
    ['shop: through the middleware', `${base}/api/menu?via=middleware`],
  ] as const) {
    rows.push([name, await driveFromChild(url)]);
  }
  server.close();
  shopServer.close();
  await database.close();

  const pct = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
  process.stdout.write(
    `menu body ${(bytes / 1024).toFixed(1)} KB, ${CONNECTIONS} connections, ${SECONDS} s each\n` +
      `${'server'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} errors\n`,
  );
  for (const [name, r] of rows) {
    const sorted = [...r.latenciesMs].sort((a, b) => a - b);
    process.stdout.write(
      `${name.padEnd(34)} ${(r.requests / SECONDS).toFixed(0).padStart(8)} ${pct(sorted, 50).padStart(7)} ${pct(sorted, 99).padStart(7)} ${r.errors}\n`,
    );
  }
  const [fromCache, perRequest, asServed, throughMiddleware] = rows.map(([, r]) => r.requests);
  process.stdout.write(
    `bare Express: the cached body served ${(fromCache! / perRequest!).toFixed(1)}× the requests of res.json\n` +
      `the shop's GET /api/menu served ${(asServed! / perRequest!).toFixed(1)}× the requests of a bare res.json ` +
      `(${(throughMiddleware! / perRequest!).toFixed(1)}× through the middleware)\n`,
  );
}

function driveFromChild(url: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(
      fileURLToPath(import.meta.url),
      ['--drive', url, String(SECONDS), String(CONNECTIONS)],
      {
        execArgv: ['--import', 'tsx'],
      },
    );
    child.once('message', (r) => resolve(r as Result));
    child.once('error', reject);
  });
}

async function fetchJson(app: express.Express, path: string) {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
  const json: unknown = await res.json();
  server.close();
  return { json };
}
