/**
 * The line an operator watches every few seconds: where in the evening, orders per second
 * against the plan, the order and pay p99, errors, sockets, fix-to-customer, the shop's queue
 * and outbox, the generator's own lag (generator-lag.ts), and the busiest processes.
 */
import type { Window } from './metrics';
import type { ProcessSample } from './target';

const fmt = (n: number | undefined, digits = 0) => (n === undefined ? '-' : n.toFixed(digits));

export function progressLine(
  w: Window,
  stage: string,
  plannedOrdersPerSecond: number,
  resources: ProcessSample[],
): string {
  // A kind with nothing done in the window has no latency to show.
  const k = (name: string) => (w.kinds[name]?.count ? w.kinds[name] : undefined);
  const errors = Object.values(w.kinds).reduce((n, x) => n + x.errors, 0);
  const busiest = [...resources]
    .sort((a, b) => b.cpu - a.cpu)
    .slice(0, 3)
    .map((r) => `${r.process} ${Math.round(r.cpu * 100)}%`)
    .join(' ');
  return [
    `${fmt(w.t).padStart(5)}s ${stage.padEnd(10)}`,
    `orders/s ${fmt(k('order')?.perSecond ?? 0, 1)}/${fmt(plannedOrdersPerSecond, 1)}`,
    `order p99 ${fmt(k('order')?.p99)}ms`,
    `pay p99 ${fmt(k('pay')?.p99)}ms`,
    `errors ${errors}`,
    `sockets ${fmt(w.gauges['sockets-open'])}`,
    `fix→customer p99 ${fmt(k('fix-to-customer')?.p99)}ms`,
    `queue ${fmt(w.gauges['queue-waiting'])}`,
    `outbox ${fmt(w.gauges['outbox-lag-s'], 1)}s`,
    `generator lag p99 ${fmt(k('generator-lag')?.p99)}ms`,
    busiest && `cpu ${busiest}`,
  ]
    .filter(Boolean)
    .join(' | ');
}
