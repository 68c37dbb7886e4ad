/**
 * The load generator's own event-loop delay, recorded as the kind `generator-lag`. Every
 * latency is timed when the generator's loop gets to the reply, so a generator that falls
 * behind (a thousand drivers' fixes sent, every fix heard again by each dispatch screen) adds
 * its own delay to the shop's figures: a tail of `order` or `status-to-customer` as long as
 * the generator's lag in the same window is the generator's, not the shop's.
 */
import { performance } from 'node:perf_hooks';
import type { Metrics } from './metrics';

const EVERY_MS = 20;

/** Starts timing; the returned function stops it. */
export function watchGeneratorLag(metrics: Metrics): () => void {
  let expected = performance.now() + EVERY_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    metrics.record('generator-lag', Math.max(0, now - expected));
    expected = now + EVERY_MS;
  }, EVERY_MS);
  return () => clearInterval(timer);
}
