/** Figures per page for the browser benchmarks (lighthouse.ts, main-thread.ts). */

/** Each figure's median over the runs, taken separately. */
export function medianOfEach<F extends { [K in keyof F]: number }>(runs: readonly F[]): F {
  const keys = Object.keys(runs[0] ?? {}) as (keyof F)[];
  const median = (key: keyof F) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return Object.fromEntries(keys.map((key) => [key, median(key)])) as unknown as F;
}

/** A title and an aligned table: the first column (the page) to the left, figures to the right. */
export function printTable(title: string, header: string[], lines: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  process.stdout.write(`${title}\n${[format(header), ...lines.map(format)].join('\n')}\n`);
}
