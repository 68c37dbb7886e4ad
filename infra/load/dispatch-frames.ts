/**
 * The dispatch map's frame times at dinner-service scale: DRIVERS moving drivers, each sending
 * a fix every 4 s, and ORDERS open orders, drawn by the built shop's /admin/dispatch in
 * Debian's Chromium (playwright-core, software WebGL as on any machine without a GPU).
 *
 *   npx tsx infra/load/dispatch-frames.ts [drivers=1000] [orders=300] [seconds=20]
 *
 * The shop runs as `make start` does (embedded, demo data, a temporary data folder). The page's
 * snapshot (GET /api/admin/dispatch) is answered with the generated drivers and orders, and its
 * live connection is played inside the page by a stand-in for the gateway: `driver-positions`
 * messages on `staff/dispatch`, the fixes of each DISPATCH_POSITIONS_EVERY_MS in one JSON
 * message exactly as the gateway gathers them, so the page's own parse, batching and drawing
 * are what is measured. Frame times are the gaps
 * between requestAnimationFrame callbacks in the page over `seconds`, after a 5 s warm-up; the
 * page's main thread busy is Chromium's own count of its task time over the same seconds
 * (`Performance.getMetrics`, TaskDuration), and the browser's processes (the page's, the GPU
 * process drawing its WebGL, the browser's own) their CPU from /proc: what the screen costs the
 * dispatcher's computer. Run it with no other Chromium on the machine: every process named
 * chromium or chrome is counted.
 * Chromium, the shop and this script share the machine: read the figures as an order of size.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { DISPATCH_POSITIONS_EVERY_MS, STREAM_RULES, type DispatchSnapshot } from '@shop/contracts';
import { repoRoot } from '@shop/process/env';
import { freePort } from '../testing/services';

const [drivers = 1000, orders = 300, seconds = 20] = process.argv.slice(2).map(Number);

/** CPU seconds used so far by every process named chromium or chrome (their utime and stime). */
function browserCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (!/^(chromium|chrome)/.test(name)) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100; // USER_HZ
}
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

/**
 * The page's stand-in for the gateway, as a script (a string: tsx would wrap a function's inner
 * names in a helper the page does not have). Driver i's fixes fall at t0 + offset(i) + k × 4 s,
 * straight along its heading from its start.
 */
function fakeGateway(plan: {
  riders: { lat: number; lng: number; heading: number }[];
  every: number;
  /** How long the gateway gathers fixes for dispatch. */
  gatherMs: number;
  step: number;
  t0: number;
}): string {
  return `(() => {
  const plan = ${JSON.stringify(plan)};
  window.__benchSent = 0;
  window.__benchStreaming = false;
  const fix = (i, t) => {
    const r = plan.riders[i];
    const s = ((t - plan.t0) / 1000) * plan.step;
    const h = (r.heading * Math.PI) / 180;
    return {
      driverId: i + 1,
      lat: r.lat + Math.cos(h) * s,
      lng: r.lng + (Math.sin(h) * s) / Math.cos((r.lat * Math.PI) / 180),
      accuracy: 8, heading: r.heading, speed: 5.5, at: t,
    };
  };
  let gathered = [];
  let gatheredSince = Date.now();
  class BenchSocket {
    static CONNECTING = 0; static OPEN = 1; static CLOSING = 2; static CLOSED = 3;
    constructor(url) {
      this.url = url; this.readyState = 0;
      this.onopen = null; this.onmessage = null; this.onclose = null; this.onerror = null;
      setTimeout(() => {
        this.readyState = 1;
        this.onopen?.({});
        this.deliver({ type: 'connected', clientId: 'bench', role: 'admin', topics: [] });
        let last = Date.now();
        this.timer = setInterval(() => {
          const now = Date.now();
          if (window.__benchStreaming) {
            const n = plan.riders.length;
            for (let i = 0; i < n; i++) {
              const offset = (i * plan.every) / n;
              const phaseNow = (now - plan.t0 - offset) % plan.every;
              const phaseLast = (last - plan.t0 - offset) % plan.every;
              if (now - plan.t0 >= offset && (phaseNow < phaseLast || now - last >= plan.every)) {
                gathered.push(fix(i, now));
                window.__benchSent++;
              }
            }
          }
          if (now - gatheredSince >= plan.gatherMs) {
            if (gathered.length > 0)
              this.deliver({ type: 'driver-positions', topic: 'staff/dispatch', positions: gathered });
            gathered = [];
            gatheredSince = now;
          }
          last = now;
        }, 50);
      }, 0);
    }
    deliver(message) { this.onmessage?.({ data: JSON.stringify(message) }); }
    send(raw) {
      const message = JSON.parse(raw);
      if (message.type === 'subscribe') this.deliver({ type: 'subscribed', topic: message.topic });
    }
    close() { clearInterval(this.timer); this.readyState = 3; this.onclose?.({ code: 1000 }); }
  }
  window.WebSocket = BenchSocket;
})();`;
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
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    /** Seconds the page's main thread has spent on tasks since it opened. */
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!
        .value;
    const t0 = Date.now();
    await page.route('**/api/admin/dispatch', (route) => route.fulfill({ json: snapshot(t0) }));

    // The live connection is a stand-in inside the page: it answers the page's subscriptions
    // and, while `__benchStreaming` is set, delivers every driver's fix every 4 s, staggered,
    // as the gateway's JSON text. Generating them in the page keeps the browser's own
    // protocol out of the figures (routing 250 messages a second through it costs more than
    // the page does).
    const every = STREAM_RULES.everyMs;
    const riders = Array.from({ length: drivers }, (_, i) => ({
      ...start(i),
      heading: heading(i),
    }));
    await page.addInitScript(
      fakeGateway({ riders, every, gatherMs: DISPATCH_POSITIONS_EVERY_MS, step: STEP_PER_S, t0 }),
    );
    const sent = () => page.evaluate<number>('window.__benchSent');
    await page.goto('/admin/dispatch');
    await page
      .getByTestId('dispatch-map')
      .and(page.locator('[data-map-state=loaded]'))
      .waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: /^Driver 0001 / }).waitFor({ timeout: 60_000 });
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const percent = (share: number) => `${(100 * share).toFixed(1)} %`;
    /**
     * The screen left alone: no fix arriving and nothing asking for frames (the frame-time
     * phases below ask for every frame, which keeps the browser drawing by itself).
     */
    const atRest = async () => {
      await sleep(WARM_UP_MS);
      const busyBefore = await taskSeconds();
      const browserBefore = browserCpuSeconds();
      await sleep(seconds * 1000);
      const busy = ((await taskSeconds()) - busyBefore) / seconds;
      const browser = (browserCpuSeconds() - browserBefore) / seconds;
      console.log(
        `at rest (nothing arriving, nobody watching frames): the page's main thread busy ${percent(busy)} of a core; the browser's processes ${percent(browser)}`,
      );
    };
    /** Frame gaps over `seconds`, after a warm-up; a string, not a function: tsx would wrap a
     * function's inner names in a helper the page does not have. */
    const measure = async (label: string) => {
      await sleep(WARM_UP_MS);
      const sentBefore = await sent();
      const busyBefore = await taskSeconds();
      const browserBefore = browserCpuSeconds();
      const frames = await page.evaluate<number[]>(`new Promise((resolve) => {
        const gaps = [];
        let previous = performance.now();
        const end = previous + ${seconds * 1000};
        const tick = (t) => {
          gaps.push(t - previous);
          previous = t;
          if (t < end) requestAnimationFrame(tick);
          else resolve(gaps);
        };
        requestAnimationFrame(tick);
      })`);
      const fixes = (await sent()) - sentBefore;
      const busy = ((await taskSeconds()) - busyBefore) / seconds;
      const browser = (browserCpuSeconds() - browserBefore) / seconds;
      const sorted = [...frames].sort((a, b) => a - b);
      const share = (over: number) =>
        `${((100 * frames.filter((f) => f > over).length) / frames.length).toFixed(1)} %`;
      console.log(
        [
          `${label}: ${fixes} fixes (${(fixes / seconds).toFixed(0)}/s), ${frames.length} frames (${(frames.length / seconds).toFixed(1)} fps)`,
          `  frame time p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1)!)}`,
          `  frames longer than one at 60 Hz: ${share(1000 / 60 + 1)}   over 50 ms: ${share(50)}`,
          `  the page's main thread busy: ${percent(busy)} of a core; the browser's processes: ${percent(browser)}`,
        ].join('\n'),
      );
    };
    console.log(`dispatch map: ${drivers} drivers, ${orders} open orders, ${seconds} s per phase`);
    // The baseline: the same map and markers with no fix arriving (what drawing alone costs
    // here, in software WebGL); then every driver sending a fix every 4 s.
    await atRest();
    await measure('still (baseline)');
    await page.evaluate('window.__benchStreaming = true');
    await measure(`streaming (a fix every ${every / 1000} s per driver)`);
  } finally {
    await browser.close();
    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
