/**
 * The peak-hour tool's smoke run (scenarios/smoke.yaml): the shop started in split mode as real
 * processes, half a minute of orders through kitchen, drivers and tracking sockets, one gateway
 * killed half-way. What an operator relies on: the run finishes with a report, the clients'
 * orders are all in the books with one invoice each, drivers brought some to the door, the sockets of the killed gateway came back,
 * and the report says so. Timings are printed by the tool, never asserted here.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runPeak, scenarioPath } from './main';
import type { RunReport } from './report/report';

const reportDir = mkdtempSync(join(tmpdir(), 'shop-load-smoke-'));
afterAll(() => rmSync(reportDir, { recursive: true, force: true }));

describe('make load, smoke scenario', () => {
  it('runs a small evening with a gateway killed and the books balance', async () => {
    const report = await runPeak({
      scenarioFile: scenarioPath('smoke'),
      shop: { apiProcesses: 2, gatewayProcesses: 2, workerProcesses: 1 },
      reportDir,
      log: () => {},
    });
    const kind = (name: string) => report.kinds.find((k) => k.kind === name);

    expect(report.orders.acknowledged).toBeGreaterThan(0);
    expect(report.orders.paid).toBeGreaterThan(0);
    // The driver leg: drivers took orders from the kitchen to the door and the pages heard it.
    expect(report.orders.delivered).toBeGreaterThan(0);
    expect(report.books?.findings).toEqual([]);
    expect(report.books?.counts.inDatabase).toBe(report.orders.acknowledged);
    expect(report.books?.counts.confirmationEmails).toBe(report.books?.counts.paid);
    expect(report.exits).toEqual([]);

    const [fault] = report.faults;
    expect(fault).toMatchObject({ name: 'gateway-kill' });
    expect(fault!.recoveredAt).not.toBeNull();
    // The killed gateway's clients came back (on the other one or after its restart).
    expect(kind('reconnect')?.count).toBeGreaterThan(0);
    expect(kind('fix-sent')?.count).toBeGreaterThan(0);
    // The generator's own lag is beside the shop's figures, to tell its delay from the shop's.
    expect(kind('generator-lag')?.count).toBeGreaterThan(100);

    // PostgreSQL counted the evening's statements: placing and paying an order takes several.
    const statements = report.statements!;
    expect(statements.perPaidOrder).toBeGreaterThan(5);
    expect(statements.top.length).toBeGreaterThan(0);
    expect(statements.top.some((s) => /insert into "outbox"/.test(s.query))).toBe(true);

    const saved = JSON.parse(readFileSync(join(reportDir, 'report.json'), 'utf8')) as RunReport;
    expect(saved.orders).toEqual(report.orders);
    expect(existsSync(join(reportDir, 'report.html'))).toBe(true);
    expect(readFileSync(join(reportDir, 'report.html'), 'utf8')).toContain('<svg');
  }, 300_000);
});
