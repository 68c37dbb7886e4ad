/**
 * Where a process's CPU went, from Linux `perf`: what `node --cpu-prof` cannot tell on a busy
 * machine. V8's profiler samples wall time, so a process waiting for a core (preempted while it
 * wakes PostgreSQL) shows as busy in whatever it last ran: at the dinner peak the api's
 * profiles blamed a fifth of its time on `writev`, where perf found the kernel at 7 % of its
 * CPU. perf samples only time on a core.
 *
 *   LOAD_PERF_MAP=1 LOAD_SCENARIO=platform-peak make load &      # every process --perf-basic-prof
 *   perf record -a -g -F 499 -o perf.data -- sleep 40             # during the peak
 *   npx tsx infra/load/perf-summary.ts perf.data <pid> [<pid>...]  # e.g. the api processes
 *
 * Prints, for the pids together: the share of samples in the kernel, in node's own code and in
 * JIT-compiled JavaScript; then each sample charged to the JavaScript frame nearest the top of
 * its stack, by package (drizzle-orm, pg, express…, `node:` for Node's own modules, `shop:` for
 * the shop's files), with garbage collection and stacks without any JavaScript apart.
 */
import { execFileSync } from 'node:child_process';

type Frame = { symbol: string; dso: string };

/** The stacks of `perf script`, one per sample, leaf first. */
export function parseStacks(script: string): Frame[][] {
  const stacks: Frame[][] = [];
  let current: Frame[] | null = null;
  for (const line of script.split('\n')) {
    if (!line.startsWith('\t')) {
      current = line.trim() ? [] : null;
      if (current) stacks.push(current);
      continue;
    }
    // "\t    7f36783 JS:*processTicks node:internal/process/task_queues:67:35 (/tmp/perf-1.map)"
    const match = /^\s*[0-9a-f]+\s+(.*)\s+\(([^)]*)\)\s*$/.exec(line);
    if (current && match) current.push({ symbol: match[1]!, dso: match[2]! });
  }
  return stacks;
}

/** `drizzle-orm`, `node:internal/streams`, `shop:api/src/…`, or null for a frame not JavaScript. */
export function packageOf(frame: Frame): string | null {
  if (!frame.symbol.startsWith('JS:')) return null;
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.symbol);
  if (module) return module[1]!;
  const builtin = /node:((?:internal\/)?[a-z_]+)/.exec(frame.symbol);
  if (builtin) return `node:${builtin[1]}`;
  const shop = /\/((?:api|workers|realtime|contracts|process)\/src\/[^ :]+)/.exec(frame.symbol);
  return shop ? `shop:${shop[1]}` : 'other JavaScript';
}

const GC = /Scavenge|MarkCompact|Mark(ing)?Visitor|ConcurrentMarking|Sweeper|GCTracer|Heap::/;

export function summarise(stacks: Frame[][]) {
  const where = { kernel: 0, node: 0, jit: 0, other: 0 };
  const byPackage = new Map<string, number>();
  const charge = (key: string) => byPackage.set(key, (byPackage.get(key) ?? 0) + 1);
  for (const stack of stacks) {
    const leaf = stack[0];
    if (!leaf) continue;
    if (leaf.dso.includes('kernel')) where.kernel++;
    else if (leaf.dso.endsWith('/node')) where.node++;
    else if (leaf.dso.includes('perf-') || leaf.dso.includes('[JIT]')) where.jit++;
    else where.other++;
    const nearest = stack.map(packageOf).find((p) => p !== null);
    if (nearest) charge(nearest);
    else if (GC.test(leaf.symbol)) charge('(garbage collection)');
    else charge('(no JavaScript on the stack)');
  }
  return { samples: stacks.length, where, byPackage };
}

function main() {
  const [data, ...pids] = process.argv.slice(2);
  if (!data || pids.length === 0)
    throw new Error('usage: perf-summary.ts perf.data <pid> [<pid>...]');
  const script = execFileSync(
    'perf',
    ['script', '-i', data, '--pid', pids.join(','), '-F', 'pid,ip,sym,dso'],
    { maxBuffer: 1 << 30, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const { samples, where, byPackage } = summarise(parseStacks(script));
  const pct = (n: number) => `${((n / Math.max(1, samples)) * 100).toFixed(1).padStart(5)} %`;
  console.log(`${samples} samples of pid ${pids.join(', ')}`);
  console.log(
    `on the leaf: kernel ${pct(where.kernel)}, node ${pct(where.node)}, JIT-compiled JavaScript ${pct(where.jit)}, other ${pct(where.other)}`,
  );
  console.log('charged to the nearest JavaScript frame:');
  for (const [name, n] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${pct(n)}  ${name}`);
}

if (process.argv[1]?.endsWith('perf-summary.ts')) main();
