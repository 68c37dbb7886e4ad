/**
 * The scenario file an operator edits (infra/load/peak/scenarios/*.yaml): how arrivals ramp up
 * and down, who arrives (the mix), how large the live side is, the faults and the thresholds that
 * decide the exit code. Read with `yaml`, checked with zod, so a typo is a clear message before
 * anything starts.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';

const positive = z.number().positive();
const seconds = z.number().nonnegative();

/** One leg of the arrival-rate ramp: from `from` to `to` orders per second over `seconds`. */
const Stage = z.object({
  name: z.string().min(1),
  seconds: positive,
  /** Orders per second at the start of the stage, as a share of the peak (0..2). */
  from: z.number().min(0).max(2),
  /** ... and at its end; the rate moves linearly in between. */
  to: z.number().min(0).max(2),
});

export const FAULT_NAMES = [
  'redis-restart',
  'worker-kill',
  'gateway-kill',
  'api-kill',
  'postgres-restart',
  'webhook-failing',
  'geocoder-hanging',
] as const;

const Fault = z.object({
  name: z.enum(FAULT_NAMES),
  /** Seconds after the start of the run. */
  at: seconds,
  /** How long the dependency stays away (kills) or misbehaves (geocoder, webhook). */
  durationSeconds: seconds.default(5),
});

const Threshold = z.object({
  /** A request kind (`order`, `pay`, `menu`, ...), `fix-to-customer` or `status-to-customer`. */
  kind: z.string().min(1),
  p50Ms: positive.optional(),
  p95Ms: positive.optional(),
  p99Ms: positive.optional(),
  /** Share of failed requests of this kind allowed, 0..1 (default: none). */
  maxErrorRate: z.number().min(0).max(1).default(0),
});

export const Scenario = z
  .object({
    name: z.string().min(1),
    description: z.string().default(''),
    /**
     * Time compression: the evening runs this many times faster. Stages, fault times, waits
     * (accept, prep) shrink by it, arrival rates and riding speed grow by it (riding capped at
     * 120 km/h), so the same orders arrive in less time. Fault durations stay as written.
     */
    timeScale: positive.default(1),
    peak: z.object({
      /** Orders per second at the peak of the evening (before time compression). */
      ordersPerSecond: positive,
      /** Browsing visitors who read the menu and leave, per order. */
      browsersPerOrder: z.number().min(0).default(14),
    }),
    stages: z.array(Stage).min(1),
    live: z.object({
      /** Extra tabs per paying customer tracking the order on /ws until delivery. */
      trackingTabsPerOrder: z.number().int().min(1).max(20).default(1),
      /** Sockets of visitors with the shop open (public topics only), held all run long. */
      idleSockets: z.number().int().min(0).default(0),
      drivers: z.number().int().min(1),
      /** Seconds between two fixes of one driver. */
      fixEverySeconds: positive.default(4),
      dispatchScreens: z.number().int().min(0).default(1),
      /** Kitchen screens accepting and moving orders (staff accounts). */
      kitchenScreens: z.number().int().min(1).default(1),
    }),
    evening: z.object({
      /** Seconds between paid and accepted, between accepted and ready (before `timeScale`). */
      acceptAfterSeconds: seconds.default(60),
      prepSeconds: seconds.default(900),
      /** Drivers' speed on the way (km/h, before `timeScale`; the gateway refuses over 150). */
      rideKmh: z.number().positive().max(120).default(18),
      /** Customers who pay of those who place an order. */
      payShare: z.number().min(0).max(1).default(1),
      /**
       * Ready orders offered to the nearest free driver by the shop (the kitchen's switch), as
       * a busy evening runs; off, nobody hands them out and no order leaves the kitchen.
       */
      autoOffer: z.boolean().default(true),
      /** Customers live at most this far from the kitchen (km, straight); all zones when unset. */
      deliveryRadiusKm: z.number().positive().optional(),
    }),
    payments: z
      .object({
        /**
         * `test`: the shop's built-in test mode (card 4242 settles at once, no webhook).
         * `stripe-standin`: the managed shop in Stripe mode against a Stripe stand-in the tool
         * starts; customers confirm their card there as Stripe.js does, and the stand-in sends
         * the signed webhooks (the `webhook-failing` fault needs it).
         */
        mode: z.enum(['test', 'stripe-standin']).default('test'),
        /**
         * Stripe mode: customers whose browser comes back after Stripe took the money and asks
         * the shop to confirm, as the checkout page does; the others closed the tab or stayed in
         * their bank app, and only the webhook (or the reconciler) settles their order.
         */
        returnShare: z.number().min(0).max(1).default(0.5),
      })
      .default({ mode: 'test', returnShare: 0.5 }),
    /** Seconds (of the run) after the last arrival to let open orders reach their door. */
    drainSeconds: seconds.default(60),
    /**
     * The arrivals' random seed: the same seed draws the same evening (who arrives in which
     * tenth of a second, who pays), so runs of two versions of the shop can be set side by
     * side on equal work. Drawn at random when unset; the report names the one used.
     */
    seed: z
      .number()
      .int()
      .nonnegative()
      .default(() => randomInt(2 ** 31)),
    faults: z.array(Fault).default([]),
    thresholds: z.array(Threshold).default([]),
    /** The books must balance for the run to pass (on a managed shop only). */
    requireBooks: z.boolean().default(true),
  })
  .superRefine((s, ctx) => {
    const total = s.stages.reduce((sum, st) => sum + st.seconds, 0);
    s.faults.forEach((f, i) => {
      if (f.at > total)
        ctx.addIssue({
          code: 'custom',
          path: ['faults', i, 'at'],
          message: `starts after the last stage ends (${total} s)`,
        });
    });
  });
export type Scenario = z.infer<typeof Scenario>;
export type Stage = z.infer<typeof Stage>;
export type FaultSpec = z.infer<typeof Fault>;
export type Threshold = z.infer<typeof Threshold>;

/** Knobs given on the command line or in the environment, applied over the file. */
export interface Overrides {
  ordersPerSecond?: number;
  trackingTabsPerOrder?: number;
  idleSockets?: number;
  drivers?: number;
  dispatchScreens?: number;
  /** Stretches or shrinks every stage so the ramp lasts this long. */
  durationSeconds?: number;
  timeScale?: number;
  /** Leave the faults out (a clean baseline run). */
  noFaults?: boolean;
  payments?: Scenario['payments']['mode'];
  seed?: number;
}

/** The scenario as it will run: time compressed (see `timeScale`). */
function compressed(s: Scenario): Scenario {
  const k = s.timeScale;
  return {
    ...s,
    peak: { ...s.peak, ordersPerSecond: s.peak.ordersPerSecond * k },
    stages: s.stages.map((st) => ({ ...st, seconds: st.seconds / k })),
    faults: s.faults.map((f) => ({ ...f, at: f.at / k })),
    evening: {
      ...s.evening,
      acceptAfterSeconds: s.evening.acceptAfterSeconds / k,
      prepSeconds: s.evening.prepSeconds / k,
      rideKmh: Math.min(120, s.evening.rideKmh * k),
    },
  };
}

export function loadScenario(file: string, overrides: Overrides = {}): Scenario {
  const parsed = Scenario.safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new Error(`${file} is not a valid scenario:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  if (overrides.ordersPerSecond) s.peak.ordersPerSecond = overrides.ordersPerSecond;
  if (overrides.trackingTabsPerOrder) s.live.trackingTabsPerOrder = overrides.trackingTabsPerOrder;
  if (overrides.idleSockets !== undefined) s.live.idleSockets = overrides.idleSockets;
  if (overrides.drivers) s.live.drivers = overrides.drivers;
  if (overrides.dispatchScreens !== undefined) s.live.dispatchScreens = overrides.dispatchScreens;
  if (overrides.timeScale) s.timeScale = overrides.timeScale;
  if (overrides.noFaults) s.faults = [];
  if (overrides.payments) s.payments.mode = overrides.payments;
  if (overrides.seed !== undefined) s.seed = overrides.seed;
  const run = compressed(s);
  if (overrides.durationSeconds) {
    const factor = overrides.durationSeconds / rampSeconds(run);
    for (const st of run.stages) st.seconds *= factor;
    for (const f of run.faults) f.at *= factor;
  }
  return run;
}

export function rampSeconds(s: Scenario): number {
  return s.stages.reduce((sum, st) => sum + st.seconds, 0);
}

/** Orders per second `t` seconds into the ramp (0 once it is over). */
export function orderRateAt(s: Scenario, t: number): number {
  let start = 0;
  for (const st of s.stages) {
    if (t < start + st.seconds) {
      const share = st.from + ((st.to - st.from) * (t - start)) / st.seconds;
      return share * s.peak.ordersPerSecond;
    }
    start += st.seconds;
  }
  return 0;
}

/** The stage `t` seconds into the ramp falls in. */
export function stageAt(s: Scenario, t: number): string {
  let start = 0;
  for (const st of s.stages) {
    start += st.seconds;
    if (t < start) return st.name;
  }
  return 'drain';
}
