/**
 * Small inline SVG charts for the HTML report, so the report is one file that opens offline
 * anywhere: lines over the run's time (with the faults shaded) and bars for a latency
 * histogram. Linear scales with "nice" ticks are all they need.
 */
const W = 760;
const H = 220;
const PAD = { left: 56, right: 150, top: 12, bottom: 28 };
const COLOURS = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#ff7f0e',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#7f7f7f',
  '#bcbd22',
];

export interface Series {
  name: string;
  points: [number, number][];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** 1, 2 or 5 times a power of ten, about `count` of them from 0 to `max`. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw)!;
  const ticks: number[] = [];
  for (let v = 0; v <= max + step * 0.5; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  if (ticks.at(-1)! < max) ticks.push(ticks.at(-1)! + step);
  return ticks;
}

const label = (v: number) =>
  Math.abs(v) >= 1000 ? `${Math.round(v / 100) / 10}k` : String(Math.round(v * 100) / 100);

export function lineChart(
  title: string,
  unit: string,
  series: Series[],
  shaded: { from: number; to: number; name: string }[] = [],
): string {
  const all = series.flatMap((s) => s.points);
  if (!all.length) return `<figure><figcaption>${esc(title)}</figcaption><p>No data.</p></figure>`;
  const xMax = Math.max(1, ...all.map(([x]) => x));
  const yTicks = niceTicks(Math.max(...all.map(([, y]) => y)));
  const yMax = yTicks.at(-1)!;
  const x = (v: number) => PAD.left + (v / xMax) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / yMax) * (H - PAD.top - PAD.bottom);
  const parts: string[] = [];
  for (const band of shaded)
    parts.push(
      `<rect x="${x(band.from)}" y="${PAD.top}" width="${Math.max(2, x(band.to) - x(band.from))}" height="${H - PAD.top - PAD.bottom}" fill="#fdd" ><title>${esc(band.name)}</title></rect>`,
    );
  for (const t of yTicks)
    parts.push(
      `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(t)}" y2="${y(t)}" stroke="#eee"/><text x="${PAD.left - 6}" y="${y(t) + 4}" text-anchor="end">${label(t)}</text>`,
    );
  for (const t of niceTicks(xMax, 8))
    if (t <= xMax)
      parts.push(`<text x="${x(t)}" y="${H - 8}" text-anchor="middle">${label(t)}s</text>`);
  series.forEach((s, i) => {
    const colour = COLOURS[i % COLOURS.length];
    const d = s.points
      .map(([px, py], j) => `${j ? 'L' : 'M'}${x(px).toFixed(1)},${y(py).toFixed(1)}`)
      .join('');
    parts.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.6"/>`);
    parts.push(
      `<rect x="${W - PAD.right + 10}" y="${PAD.top + i * 16}" width="10" height="10" fill="${colour}"/><text x="${W - PAD.right + 24}" y="${PAD.top + i * 16 + 9}">${esc(s.name)}</text>`,
    );
  });
  parts.push(`<text x="12" y="${PAD.top + 8}" >${esc(unit)}</text>`);
  return `<figure><figcaption>${esc(title)}</figcaption><svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(title)}">${parts.join('')}</svg></figure>`;
}

export function barChart(title: string, labels: string[], values: number[]): string {
  const max = Math.max(1, ...values);
  const ticks = niceTicks(max, 4);
  const yMax = ticks.at(-1)!;
  const bw = (W - PAD.left - PAD.right) / Math.max(1, labels.length);
  const y = (v: number) => H - PAD.bottom - (v / yMax) * (H - PAD.top - PAD.bottom);
  const parts: string[] = [];
  for (const t of ticks)
    parts.push(
      `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(t)}" y2="${y(t)}" stroke="#eee"/><text x="${PAD.left - 6}" y="${y(t) + 4}" text-anchor="end">${label(t)}</text>`,
    );
  labels.forEach((l, i) => {
    const x = PAD.left + i * bw;
    parts.push(
      `<rect x="${x + 1}" y="${y(values[i]!)}" width="${bw - 2}" height="${H - PAD.bottom - y(values[i]!)}" fill="#1f77b4"><title>≤ ${esc(l)} ms: ${values[i]}</title></rect>`,
    );
    if (i % 2 === 0)
      parts.push(`<text x="${x + bw / 2}" y="${H - 8}" text-anchor="middle">${esc(l)}</text>`);
  });
  return `<figure><figcaption>${esc(title)}</figcaption><svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(title)}">${parts.join('')}</svg></figure>`;
}
