/**
 * Cached public reads: the menu sent from its pre-serialized body (CachedJson, what GET /api/menu
 * does) against Express `res.json` of the same object on every request, both on a bare Express
 * app so only the sending differs; the shop's GET /api/menu as served (its public reads answered
 * from their cached bodies before Express, shared/http/public-reads.ts); and, for scale, the same
 * read through the app's whole middleware stack (a query string keeps it off the fast path).
 * Prints requests per second and latency percentiles side by side, twice: for a client that asks
 * for no compression, and for what a browser sends (`Accept-Encoding: gzip, deflate, br`), where
 * the bare app compresses with the `compression` middleware set up as the api's, and the shop
 * sends the compressed copies it keeps of its cached bodies.
 *
 *   npx tsx infra/load/menu-bench.ts [seconds=10] [connections=20]
 *
 * The api runs in this process on PGlite with the demo data. The load comes from autocannon in a
 * child process (http-load.ts): keep-alive connections on loopback, one request at a time per
 * connection (no pipelining, as a browser), a one-second warm-up, then the timed run. Before the
 * timing, one request per row checks the answer: 200, and the body, decoded, equal to the menu.
 * `errors` counts connection errors, timeouts and answers other than 2xx during the timed run.
 * Each table ends with the generator's own CPU use, to show it is not what bounds a row.
 * Server and generator share the machine's cores: read the figures as a comparison, not a capacity.
 */
import {
  createServer,
  get,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { pino } from 'pino';
import { InProcessEventFeed } from '@shop/realtime';
import { createApp } from '../../api/src/app';
import { COMPRESS_MIN_BYTES, shopListener } from '../../api/src/shared/http/public-reads';
import { CachedJson } from '../../api/src/shared/cache/cached-json';
import { loadConfig } from '../../api/src/config/env';
import { openDatabase } from '../../api/src/db/client';
import { migrate } from '../../api/src/db/migrate';
import { seedDemoData } from '../../api/src/seed/seed';
import { loadFromChild, type LoadResult } from './http-load';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 20);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

interface Row {
  name: string;
  url: string;
  headers: Record<string, string>;
}

interface Measured {
  name: string;
  result: LoadResult;
  /** The body's bytes on the wire and its Content-Encoding, from the check before timing. */
  wireBytes: number;
  encoding: string;
}

/** Every server main() starts, closed when the runs are done. */
const servers: Server[] = [];

await main();

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
  const shopBase = await listen(shopListener(shop));
  // The menu's bytes as the shop sends them uncompressed: every row must answer exactly these.
  const expected = (await fetchRaw(`${shopBase}/api/menu`, {})).body;
  // The same menu object, serialized by Express on every request.
  const menu: unknown = JSON.parse(expected.toString('utf8'));
  const cached = new CachedJson(async () => menu);
  // Set up as the api compresses its JSON answers (api/src/app.ts).
  const compress = compression({ threshold: COMPRESS_MIN_BYTES });
  const app = express();
  for (const [prefix, middleware] of [
    ['/bare', []],
    ['/bare/compressed', [compress]],
  ] as const) {
    app.get(`${prefix}/cached`, ...middleware, (req, res) => cached.send(req, res));
    app.get(`${prefix}/res-json`, ...middleware, (_req, res) => {
      res.json(menu);
    });
  }
  app.use(shop);
  const base = await listen(app);

  const shopRows = (headers: Record<string, string>): Row[] => [
    { name: 'shop: GET /api/menu (as served)', url: `${shopBase}/api/menu`, headers },
    { name: 'shop: through the middleware', url: `${base}/api/menu?via=middleware`, headers },
  ];
  const identity = await measureAll(expected, [
    { name: 'bare: cached body', url: `${base}/bare/cached`, headers: {} },
    { name: 'bare: res.json per request', url: `${base}/bare/res-json`, headers: {} },
    ...shopRows({}),
  ]);
  const browser = await measureAll(expected, [
    {
      name: 'bare: cached body, compression',
      url: `${base}/bare/compressed/cached`,
      headers: BROWSER,
    },
    {
      name: 'bare: res.json, compression',
      url: `${base}/bare/compressed/res-json`,
      headers: BROWSER,
    },
    ...shopRows(BROWSER),
  ]);
  for (const server of servers) server.close();
  await database.close();

  process.stdout.write(
    `menu body ${(expected.length / 1024).toFixed(1)} KB, ${CONNECTIONS} connections, ${SECONDS} s each\n\n` +
      'no Accept-Encoding:\n' +
      table(identity, false) +
      `\nwhat a browser sends (Accept-Encoding: ${BROWSER['accept-encoding']}):\n` +
      table(browser, true),
  );
}

/** Checks each row's answer once, then times it. */
async function measureAll(expected: Buffer, rows: Row[]): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const row of rows) {
    const answer = await fetchRaw(row.url, row.headers);
    const encoding = String(answer.headers['content-encoding'] ?? 'identity');
    if (answer.status !== 200) throw new Error(`${row.name}: status ${answer.status}`);
    if (!decode(answer.body, encoding).equals(expected))
      throw new Error(`${row.name}: the ${encoding} body is not the menu`);
    const result = await loadFromChild({
      url: row.url,
      seconds: SECONDS,
      connections: CONNECTIONS,
      headers: row.headers,
    });
    // Headers and body of every answer arrived, not only of the checked one.
    if (result.ok > 0 && result.bytesPerAnswer < answer.body.length)
      throw new Error(`${row.name}: ${result.bytesPerAnswer.toFixed(0)} bytes per answer`);
    measured.push({ name: row.name, result, wireBytes: answer.body.length, encoding });
  }
  return measured;
}

/** The rows side by side, then how the shop and the cached body compare with res.json. */
function table(rows: Measured[], withBytes: boolean): string {
  const perSecond = ({ result }: Measured) => result.ok / result.seconds;
  const lines = [
    `${'server'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} errors` +
      (withBytes ? '  body on the wire' : ''),
  ];
  for (const row of rows) {
    const { result } = row;
    lines.push(
      `${row.name.padEnd(34)} ${perSecond(row).toFixed(0).padStart(8)} ${result.p50Ms.toFixed(1).padStart(7)} ` +
        `${result.p99Ms.toFixed(1).padStart(7)} ${String(result.errors).padStart(6)}` +
        (withBytes ? `  ${row.wireBytes.toLocaleString('en')} B ${row.encoding}` : ''),
    );
  }
  const [fromCache, perRequest, asServed, throughMiddleware] = rows.map(perSecond);
  const times = (n: number) => `${(n / perRequest!).toFixed(1)}×`;
  // Near a whole core, the generator rather than the server would bound a row.
  const generator = Math.max(...rows.map(({ result }) => result.generatorCores));
  lines.push(
    `the load generator used at most ${(generator * 100).toFixed(0)} % of a core`,
    `bare Express: the cached body served ${times(fromCache!)} the requests of res.json`,
    `the shop's GET /api/menu served ${times(asServed!)} the requests of a bare res.json ` +
      `(${times(throughMiddleware!)} through the middleware)`,
  );
  return lines.join('\n') + '\n';
}

/** Serves `listener` on a free loopback port; returns its base URL. */
async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** One GET on its own connection, the body as it came over the wire (still compressed). */
function fetchRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'identity') return body;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}
