/**
 * The first-load budget of the web build: for each page a customer lands on, the JavaScript and
 * CSS a browser must fetch before the page shows (index.html's entry, the app it starts and the
 * page's own chunk, each with every chunk they import statically), summed gzip-compressed.
 * Exits 1 when a page is over its budget. A size check of web/dist after `npm run build`, read
 * from Vite's manifest; nothing is timed.
 *
 *   npx tsx infra/build/bundle-budget.ts [web/dist]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkClosure, type Manifest } from '../../web/build/manifest';

/**
 * The budget for a mid-range phone on 4G: at most 170 KB of JavaScript (gzip) before `/` or
 * `/menu` shows. Met on 2026-11-27 (167 KB), once the shop's own translator had replaced
 * i18next and what only a signed-in visitor sees had left the first load (docs/performance.md,
 * "First load"; the same page, "Speed").
 */
const JS_BUDGET_KB = 170;
/** What every page loads: the entry in index.html and the app it imports when zod is set up. */
const ALWAYS = ['index.html', 'src/bootstrap.tsx'];
/** The pages held to the budget, with the module each one's route loads. */
const PAGES: Record<string, string> = {
  '/': 'src/features/home/home-page.tsx',
  '/menu': 'src/features/menu/menu-page.tsx',
};

const dist = process.argv[2] ?? join(import.meta.dirname, '../../web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

let over = false;
for (const [path, page] of Object.entries(PAGES)) {
  const { scripts, styles } = chunkClosure(manifest, [...ALWAYS, page]);
  const files = [...scripts, ...styles];
  const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);
  const css = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipKb(f), 0);
  const verdict =
    js > JS_BUDGET_KB
      ? `OVER the ${JS_BUDGET_KB} KB budget`
      : `within the ${JS_BUDGET_KB} KB budget`;
  if (js > JS_BUDGET_KB) over = true;
  process.stdout.write(
    `${path.padEnd(6)} ${js.toFixed(1).padStart(6)} KB JavaScript, ${css.toFixed(1).padStart(5)} KB CSS (gzip, ${files.length} files): ${verdict}\n`,
  );
  if (process.env.BUDGET_VERBOSE) {
    for (const f of files.sort((a, b) => gzipKb(b) - gzipKb(a)))
      process.stdout.write(`         ${gzipKb(f).toFixed(1).padStart(6)} KB ${f}\n`);
  }
}
process.exit(over ? 1 : 0);
