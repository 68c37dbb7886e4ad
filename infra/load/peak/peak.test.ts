/**
 * The peak-hour tool's pure parts: the scenario file's checks and time compression, the
 * arrival-rate ramp and its seed, the books' idea of a status going backwards, the SMTP counter's header
 * reading and the Prometheus text the report reads.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadScenario, orderRateAt, rampSeconds } from './scenario';
import { seededRandom } from '../../testing/seeded-random';
import { poisson } from './scheduler';
import { backwards } from './books';
import { readHeaders } from './shop/smtp-counter';
import { parseMetrics } from './shop/prometheus';
import { scenarioPath } from './main';

const dir = mkdtempSync(join(tmpdir(), 'shop-load-scenario-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function scenarioFile(text: string): string {
  const file = join(dir, `${Math.random()}.yaml`);
  writeFileSync(file, text);
  return file;
}

const SMALL = `
name: Small
timeScale: 10
peak: { ordersPerSecond: 0.5 }
stages:
  - { name: up, seconds: 100, from: 0, to: 1 }
  - { name: peak, seconds: 100, from: 1, to: 1 }
live: { drivers: 2 }
evening: { prepSeconds: 600, rideKmh: 20 }
faults:
  - { name: api-kill, at: 150, durationSeconds: 3 }
`;

describe('scenario files', () => {
  it('plays the evening faster by the time scale, keeping the number of orders', () => {
    const s = loadScenario(scenarioFile(SMALL));
    expect(rampSeconds(s)).toBe(20);
    expect(s.peak.ordersPerSecond).toBe(5);
    expect(s.evening.prepSeconds).toBe(60);
    expect(s.evening.rideKmh).toBe(120);
    expect(s.faults[0]).toMatchObject({ at: 15, durationSeconds: 3 });
    expect(orderRateAt(s, 5)).toBeCloseTo(2.5);
    expect(orderRateAt(s, 15)).toBe(5);
    expect(orderRateAt(s, 25)).toBe(0);
  });

  it('applies the knobs over the file', () => {
    const s = loadScenario(scenarioFile(SMALL), {
      drivers: 7,
      durationSeconds: 40,
      noFaults: true,
    });
    expect(s.live.drivers).toBe(7);
    expect(rampSeconds(s)).toBe(40);
    expect(s.faults).toEqual([]);
  });

  it('pays in test mode unless the file or LOAD_PAYMENTS asks for the Stripe stand-in', () => {
    expect(loadScenario(scenarioFile(SMALL)).payments).toEqual({ mode: 'test', returnShare: 0.5 });
    const stripe = loadScenario(scenarioFile(SMALL), { payments: 'stripe-standin' });
    expect(stripe.payments.mode).toBe('stripe-standin');
    expect(loadScenario(scenarioPath('webhook-outage')).payments.mode).toBe('stripe-standin');
  });

  it('draws the same arrivals from the same seed, and a seed of its own for each run without one', () => {
    const s = loadScenario(scenarioFile(SMALL), { seed: 42 });
    expect(s.seed).toBe(42);
    // A tenth of a second's arrivals at 10 orders a second, for a minute.
    const evening = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 600 }, () => poisson(1, random));
    };
    expect(evening(s.seed)).toEqual(evening(42));
    expect(evening(43)).not.toEqual(evening(42));
    const total = evening(42).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(500);
    expect(total).toBeLessThan(700);

    const seeds = new Set(Array.from({ length: 5 }, () => loadScenario(scenarioFile(SMALL)).seed));
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('says what is wrong with a scenario, by its path', () => {
    const bad = SMALL.replace('api-kill', 'api-melt').replace('drivers: 2', 'drivers: 0');
    expect(() => loadScenario(scenarioFile(bad))).toThrow(
      /live\.drivers: Too small[\s\S]*faults\.0\.name: Invalid option/,
    );
  });

  it('ships valid scenarios', () => {
    for (const name of ['restaurant-evening', 'platform-peak', 'smoke', 'webhook-outage'])
      expect(() => loadScenario(scenarioPath(name))).not.toThrow();
  });
});

describe('the books', () => {
  it('sees a status going backwards, and a cancel as no step back', () => {
    expect(backwards(['pending', 'preparing', 'ready', 'in_transit', 'delivered'])).toBe(false);
    expect(backwards(['preparing', 'ready', 'preparing'])).toBe(true);
    expect(backwards(['preparing', 'cancelled'])).toBe(false);
  });

  it('reads Subject and Message-ID from a message, folded lines included', () => {
    const raw =
      'From: a@b\r\nSubject: Your Italieno invoice\r\n for order #12\r\nMessage-ID: <x@y>\r\n\r\nSubject: not this';
    expect(readHeaders(raw)).toEqual({
      subject: 'Your Italieno invoice for order #12',
      messageId: '<x@y>',
    });
  });
});

it('reads the Prometheus text format', () => {
  const parsed = parseMetrics(
    '# HELP x\nshop_queue_jobs{queue="email",state="waiting"} 3\nshop_outbox_lag_seconds 0.5\n',
  );
  expect(parsed.get('shop_queue_jobs')).toEqual([
    { labels: '{queue="email",state="waiting"}', value: 3 },
  ]);
  expect(parsed.get('shop_outbox_lag_seconds')?.[0]?.value).toBe(0.5);
});
