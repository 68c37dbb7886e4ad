/**
 * The dispatch map's frame times at dinner-service scale: DRIVERS moving drivers, each sending
 * a fix every 4 s, and ORDERS open orders, drawn by the built shop's /admin/dispatch in
 * Debian's Chromium (playwright-core, software WebGL as on any machine without a GPU).
 *
 *   npx tsx infra/load/dispatch-frames.ts [drivers=1000] [orders=300] [seconds=20]
 *
 * The shop runs as `make start` does (embedded, demo data, a temporary data folder). The page's
 * snapshot (GET /api/admin/dispatch) is answered with the generated drivers and orders, and its
 * live connection is played by this script (Playwright's WebSocket routing): `driver-position`
 * messages on `staff/dispatch`, one JSON message per fix exactly as the gateway sends them, so
 * the page's own parse, batching and drawing are what is measured. Frame times are the gaps
 * between requestAnimationFrame callbacks in the page over `seconds`, after a 5 s warm-up.
 * Chromium, the shop and this script share the machine: read the figures as an order of size.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type WebSocketRoute } from 'playwright-core';
import { STREAM_RULES, type DispatchSnapshot } from '@shop/contracts';
import { repoRoot } from '@shop/contracts/env';
import { freePort } from '../testing/services';

const [drivers = 1000, orders = 300, seconds = 20] = process.argv.slice(2).map(Number);
const WARM_UP_MS = 5_000;
const KITCHEN = { lat: 52.3806, lng: 4.8886 };
/** Drivers ride at about 20 km/h: this many degrees of latitude a second. */
const STEP_PER_S = 5.5 / 111_320;

/** A deterministic spread around the centre (no Math.random: runs compare). */
const spread = (i: number, salt: number) =>
  ((Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453) % 1) * 0.5;

function snapshot(now: number): DispatchSnapshot {
  const orderRows = Array.from({ length: orders }, (_, i) => {
    const state = (['awaiting', 'preparing', 'ready', 'in_transit'] as const)[i % 4]!;
    const carried = state === 'in_transit' || (state === 'ready' && i % 8 === 2);
    return {
      id: i + 1,
      state,
      customerName: `Customer ${i + 1}`,
      address: `Street ${i + 1}, Amsterdam`,
      destination: {
        lat: KITCHEN.lat + spread(i, 1) * 0.08,
        lng: KITCHEN.lng + spread(i, 2) * 0.12,
      },
      zoneId: null,
      createdAt: new Date(now - (5 + (i % 40)) * 60_000).toISOString(),
      readyBy: null,
      estimatedDelivery: null,
      driverId: carried ? (i % drivers) + 1 : null,
    };
  });
  return {
    seq: 0,
    serverTime: new Date(now).toISOString(),
    kitchen: KITCHEN,
    bars: [],
    drivers: Array.from({ length: drivers }, (_, i) => ({
      id: i + 1,
      name: `Driver ${String(i + 1).padStart(4, '0')}`,
      vehicleType: 'bike' as const,
      online: true,
      position: { ...start(i), heading: heading(i), speed: 5.5, at: now - 2_000 },
      offered: false,
      jobOrderIds: orderRows.filter((o) => o.driverId === i + 1).map((o) => o.id),
      jobsToday: i % 7,
      state: 'idle' as const,
    })),
    orders: orderRows,
  };
}

const start = (i: number) => ({
  lat: KITCHEN.lat + spread(i, 3) * 0.08,
  lng: KITCHEN.lng + spread(i, 4) * 0.12,
});
const heading = (i: number) => Math.round((spread(i, 5) + 0.5) * 360) % 360;

/** Driver i's fix at time t: straight along its heading from its start. */
function fix(i: number, t: number, t0: number) {
  const s = ((t - t0) / 1000) * STEP_PER_S;
  const h = (heading(i) * Math.PI) / 180;
  const at = start(i);
  return {
    type: 'driver-position',
    topic: 'staff/dispatch',
    driverId: i + 1,
    lat: at.lat + Math.cos(h) * s,
    lng: at.lng + (Math.sin(h) * s) / Math.cos((at.lat * Math.PI) / 180),
    accuracy: 8,
    heading: heading(i),
    speed: 5.5,
    at: t,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const root = repoRoot();
  const dir = mkdtempSync(join(tmpdir(), 'shop-dispatch-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shop = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      MAIL_DIR: join(dir, 'mail'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ALLOWED_ORIGINS: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  let sender: ReturnType<typeof setInterval> | undefined;
  try {
    for (let i = 0; ; i++) {
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 600) throw new Error('the shop did not start (is it built? make build)');
      await sleep(500);
    }
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1440, height: 900 },
    });
    const login = await context.request.post('/api/admin/login', {
      data: { username: 'admin', password: 'admin1234' },
    });
    if (!login.ok()) throw new Error(`admin sign-in answered ${login.status()}`);
    const page = await context.newPage();
    const t0 = Date.now();
    await page.route('**/api/admin/dispatch', (route) => route.fulfill({ json: snapshot(t0) }));

    // The live connection: subscribed at once, then every driver's fix every 4 s, staggered.
    let socket: WebSocketRoute | null = null;
    let sent = 0;
    await page.routeWebSocket(/\/ws\b/, (ws) => {
      socket = ws;
      ws.send(JSON.stringify({ type: 'connected', clientId: 'bench', role: 'admin', topics: [] }));
      ws.onMessage((raw) => {
        const message = JSON.parse(String(raw)) as { type: string; topic?: string };
        if (message.type === 'subscribe')
          ws.send(JSON.stringify({ type: 'subscribed', topic: message.topic }));
      });
    });
    const every = STREAM_RULES.everyMs;
    let last = Date.now();
    sender = setInterval(() => {
      const now = Date.now();
      if (socket) {
        for (let i = 0; i < drivers; i++) {
          // Driver i's fixes fall at t0 + offset(i) + k × 4 s.
          const offset = (i * every) / drivers;
          const phaseNow = (now - t0 - offset) % every;
          const phaseLast = (last - t0 - offset) % every;
          if (now - t0 >= offset && (phaseNow < phaseLast || now - last >= every)) {
            socket.send(JSON.stringify(fix(i, now, t0)));
            sent++;
          }
        }
      }
      last = now;
    }, 50);

    await page.goto('/admin/dispatch');
    await page
      .getByTestId('dispatch-map')
      .and(page.locator('[data-map-state=loaded]'))
      .waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Driver Driver 0001' }).waitFor({ timeout: 60_000 });
    await sleep(WARM_UP_MS);
    const sentBefore = sent;
    const frames = await page.evaluate(
      (ms) =>
        new Promise<number[]>((resolve) => {
          // In the page; this file is typed for Node, without the DOM's names.
          const raf = (
            globalThis as unknown as { requestAnimationFrame: (cb: (t: number) => void) => void }
          ).requestAnimationFrame;
          const gaps: number[] = [];
          let previous = performance.now();
          const end = previous + ms;
          const tick = (t: number) => {
            gaps.push(t - previous);
            previous = t;
            if (t < end) raf(tick);
            else resolve(gaps);
          };
          raf(tick);
        }),
      seconds * 1000,
    );
    const fixes = sent - sentBefore;
    const sorted = [...frames].sort((a, b) => a - b);
    const share = (over: number) =>
      `${((100 * frames.filter((f) => f > over).length) / frames.length).toFixed(1)} %`;
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      [
        `dispatch map: ${drivers} drivers (a fix every ${every / 1000} s each), ${orders} open orders, ${seconds} s`,
        `  fixes sent while measuring: ${fixes} (${(fixes / seconds).toFixed(0)}/s)`,
        `  frames: ${frames.length} (${(frames.length / seconds).toFixed(1)} fps)`,
        `  frame time p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1)!)}`,
        `  frames over 16.7 ms: ${share(1000 / 60)}   over 50 ms: ${share(50)}`,
      ].join('\n'),
    );
  } finally {
    if (sender) clearInterval(sender);
    await browser.close();
    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
