/**
 * The `webhook-failing` fault played for real: the managed shop in Stripe mode against the tool's
 * Stripe stand-in, customers paying their card at "Stripe" and closing the tab (so only the
 * webhook can tell the shop), the webhook endpoint answering 503 for a few seconds. What an
 * operator relies on: the deliveries that failed were retried, every order Stripe charged during
 * the outage ended up paid in the database, none was charged or settled twice, each paid order got
 * one invoice, and the report says so. Timings are printed by the tool, never asserted here.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runPeak } from './main';

const dir = mkdtempSync(join(tmpdir(), 'shop-load-webhook-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// About ten orders in 10 s, the endpoint down from the 2nd to the 7th second; nobody returns from
// paying, so each order is paid by its webhook (or the reconciler) alone.
const SCENARIO = `
name: Webhook outage
timeScale: 1
peak: { ordersPerSecond: 1, browsersPerOrder: 0 }
stages:
  - { name: peak, seconds: 10, from: 1, to: 1 }
live: { drivers: 1, dispatchScreens: 0, kitchenScreens: 1 }
evening: { acceptAfterSeconds: 1, prepSeconds: 2, payShare: 1, autoOffer: false }
payments: { mode: stripe-standin, returnShare: 0 }
drainSeconds: 0
faults:
  - { name: webhook-failing, at: 2, durationSeconds: 5 }
`;

describe('make load, webhook-failing with the Stripe stand-in', () => {
  it('pays every order charged during the outage exactly once after it', async () => {
    const scenarioFile = join(dir, 'webhook-outage.yaml');
    writeFileSync(scenarioFile, SCENARIO);
    const report = await runPeak({
      scenarioFile,
      shop: { apiProcesses: 1, gatewayProcesses: 1, workerProcesses: 1 },
      reportDir: join(dir, 'report'),
      log: () => {},
    });

    const [fault] = report.faults;
    expect(fault).toMatchObject({ name: 'webhook-failing' });
    expect(fault!.recoveredAt).not.toBeNull();
    const failed = /(\d+) deliveries of (\d+) events failed/.exec(fault!.detail);
    const charged = /the (\d+) orders paid at Stripe meanwhile were all paid in the database/.exec(
      fault!.detail,
    );
    expect(Number(failed?.[1])).toBeGreaterThan(0);
    expect(Number(charged?.[1])).toBeGreaterThan(0);

    expect(report.books?.findings).toEqual([]);
    // A customer whose card step timed out on a busy machine was never charged; every order
    // Stripe charged is paid once, with one invoice.
    const counts = report.books!.counts;
    expect(counts.paid).toBeGreaterThan(0);
    expect(counts).toMatchObject({
      inDatabase: report.orders.acknowledged,
      chargedNotPaid: 0,
      duplicatePayments: 0,
      confirmationEmails: counts.paid,
    });
    // The customers' tracking pages heard their orders paid, some only after the outage.
    expect(report.kinds.find((k) => k.kind === 'paid-by-webhook')?.count).toBeGreaterThan(0);
    expect(report.exits).toEqual([]);
  }, 240_000);
});
