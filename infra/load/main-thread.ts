/**
 * The main thread while a page loads on a mid-range phone: Chromium with its CPU slowed 4×
 * (as Lighthouse's mobile preset assumes) and a phone's viewport, each run in a fresh context
 * (nothing cached), for 8 s after the navigation (the page, its data and the live connection
 * a second later). Prints the median per page of the first contentful and the largest paint,
 * the long tasks (over 50 ms) and their blocking time (what each lasts beyond 50 ms), and the
 * longest; and from a trace of the same runs, the time spent parsing style sheets and
 * recalculating styles (Chromium's ParseAuthorStyleSheet and UpdateLayoutTree), which the
 * style sheets' size drives. Unlike Lighthouse's simulation, these are the tasks as the slowed
 * browser ran them, so two builds compare more steadily; the network is loopback, not 4G.
 *
 *   npm run build && npx tsx infra/load/main-thread.ts [runs=5] [paths=/,/menu,/checkout/guest]
 *
 * Chromium is CHROMIUM_PATH, by default Debian's /usr/bin/chromium.
 */
import { chromium, type Browser } from 'playwright-core';
import { startBuiltShop } from './built-shop';
import { medianOfEach, printTable } from './page-figures';

const RUNS = Number(process.argv[2] ?? 5);
const PATHS = (process.argv[3] ?? '/,/menu,/checkout/guest').split(',');
const CPU_SLOWDOWN = 4;
const WATCH_MS = 8000;
const LONG_TASK_MS = 50;

interface Figures {
  fcpMs: number;
  lcpMs: number;
  longTasks: number;
  blockingMs: number;
  longestMs: number;
  cssParseMs: number;
  styleMs: number;
}

/** Chromium's trace events for parsing a style sheet and for recalculating styles. */
const CSS_PARSE = 'ParseAuthorStyleSheet';
const STYLE_RECALC = 'UpdateLayoutTree';

interface TraceEvent {
  name: string;
  ph: string;
  /** microseconds */
  dur?: number;
}

/** Run in the page before its own scripts: keeps the long tasks and the paints it sees. */
const OBSERVE = `
  const seen = { longTasks: [], fcp: NaN, lcp: NaN };
  window.__mainThread = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface Seen {
  longTasks: number[];
  fcp: number;
  lcp: number;
}

const shop = await startBuiltShop();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const rows: [string, Figures][] = [];
  for (const path of PATHS) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${shop.origin}${path}`));
    rows.push([path, medianOfEach(runs)]);
  }
  print(rows);
} finally {
  await browser.close();
  await shop.stop();
}

async function measure(on: Browser, url: string): Promise<Figures> {
  const context = await on.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(OBSERVE);
  await on.startTracing(page, { categories: ['devtools.timeline'] });
  await page.goto(url);
  await page.waitForTimeout(WATCH_MS);
  const seen = (await page.evaluate('window.__mainThread')) as Seen;
  const trace = JSON.parse((await on.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  const msIn = (name: string) =>
    trace.traceEvents
      .filter((event) => event.name === name && event.ph === 'X')
      .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
  return {
    fcpMs: seen.fcp,
    lcpMs: seen.lcp,
    longTasks: seen.longTasks.length,
    blockingMs: seen.longTasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
    longestMs: Math.max(0, ...seen.longTasks),
    cssParseMs: msIn(CSS_PARSE),
    styleMs: msIn(STYLE_RECALC),
  };
}

function print(rows: [string, Figures][]) {
  printTable(
    `Main thread with the CPU ${CPU_SLOWDOWN}× slower, ${WATCH_MS / 1000} s from navigation, median of ${RUNS} run(s) per page`,
    [
      'page',
      'FCP ms',
      'LCP ms',
      'long tasks',
      'blocking ms',
      'longest ms',
      'CSS parse ms',
      'style ms',
    ],
    rows.map(([path, f]) => [
      path,
      f.fcpMs.toFixed(0),
      f.lcpMs.toFixed(0),
      String(f.longTasks),
      f.blockingMs.toFixed(0),
      f.longestMs.toFixed(0),
      f.cssParseMs.toFixed(0),
      f.styleMs.toFixed(0),
    ]),
  );
}
