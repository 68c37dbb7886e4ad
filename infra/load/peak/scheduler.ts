/**
 * Open-model arrivals: people arrive at a rate (per second) that the scenario sets for each
 * moment, whether or not earlier ones are done, as diners do; a slow shop gets more work in
 * flight, not fewer arrivals. Each 100 ms tick draws a Poisson count at the rate of the moment
 * and spreads those arrivals over the tick.
 */
import type { Random } from '../../testing/seeded-random';

const TICK_MS = 100;

/** A Poisson draw with mean `mean` (Knuth's method; the means here are small). */
export function poisson(mean: number, random: Random = Math.random): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian(random)));
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random();
  while (p > limit) {
    k++;
    p *= random();
  }
  return k;
}

function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export interface Arrivals {
  /** Resolves when `seconds` are over (or `stop` was called). */
  done: Promise<void>;
  stop(): void;
}

/**
 * Calls `arrive()` at `rateAt(t)` per second for `seconds`, t in seconds since the start. An
 * arrival's promise is not awaited: its failures are the caller's to count. The counts and the
 * moments within each tick come from `random`.
 */
export function arrivals(
  seconds: number,
  rateAt: (t: number) => number,
  arrive: () => void,
  random: Random = Math.random,
): Arrivals {
  const started = Date.now();
  let timer: NodeJS.Timeout;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const tick = () => {
    const t = (Date.now() - started) / 1000;
    if (t >= seconds) return finish();
    const n = poisson((rateAt(t) * TICK_MS) / 1000, random);
    for (let i = 0; i < n; i++) setTimeout(arrive, random() * TICK_MS);
    timer = setTimeout(tick, started + Math.ceil((t * 1000 + 1) / TICK_MS) * TICK_MS - Date.now());
  };
  tick();
  return {
    done,
    stop() {
      clearTimeout(timer);
      finish();
    },
  };
}
