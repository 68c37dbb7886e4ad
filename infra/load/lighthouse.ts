/**
 * Core Web Vitals of the built shop: Lighthouse's mobile preset (throttled 4G, a mid-range
 * phone's CPU) on the pages a customer opens first, run a few times each; prints the median of
 * the performance score, FCP, LCP, TBT, CLS and the bytes transferred.
 *
 *   npm run build && npx tsx infra/load/lighthouse.ts [runs=3] [paths=/,/menu,/checkout/guest]
 *
 * The shop is started as `make start` starts it (node api/dist/main.js, embedded, demo data)
 * with a temporary data directory on a free loopback port, and stopped at the end. Chromium is
 * CHROME_PATH, by default Debian's /usr/bin/chromium. The machine may be busy with other work:
 * read the medians, and compare runs made on the same machine.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltShop } from './built-shop';
import { medianOfEach, printTable } from './page-figures';
const RUNS = Number(process.argv[2] ?? 3);
const PATHS = (process.argv[3] ?? '/,/menu,/checkout/guest').split(',');
/** Lighthouse's own failures (a trace it could not read, NO_NAVSTART) are run again this often. */
const RETRIES = 2;

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kib: number;
}

const shop = await startBuiltShop();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const rows: [string, Figures][] = [];
  for (const path of PATHS) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${shop.origin}${path}`));
    rows.push([path, medianOfEach(runs)]);
  }
  print(rows);
} finally {
  await chrome.kill();
  await shop.stop();
}

async function audit(url: string, retries = RETRIES): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const failure = result.lhr.runtimeError;
  if (failure) {
    // A failed run has no figures; counted as a score of 0 it would pull the median down.
    if (retries === 0) throw new Error(`Lighthouse failed on ${url}: ${failure.code}`);
    process.stderr.write(`Lighthouse failed on ${url} (${failure.code}); running it again\n`);
    return audit(url, retries - 1);
  }
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    kib: value('total-byte-weight') / 1024,
  };
}

function print(rows: [string, Figures][]) {
  printTable(
    `Lighthouse mobile preset, median of ${RUNS} run(s) per page`,
    ['page', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'KiB'],
    rows.map(([path, f]) => [
      path,
      String(f.score),
      (f.fcpMs / 1000).toFixed(1),
      (f.lcpMs / 1000).toFixed(1),
      f.tbtMs.toFixed(0),
      f.cls.toFixed(3),
      f.kib.toFixed(0),
    ]),
  );
}
