/**
 * The alert rules and the dashboard an operator loads: the rules file parses as Prometheus
 * reads it, every expression is valid PromQL, every alert says what to do, and every series
 * they name is one the shop's processes serve.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parser } from '@prometheus-io/lezer-promql';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { shopMetricNames } from './metric-names';

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { summary?: string; action?: string };
}

const here = fileURLToPath(new URL('.', import.meta.url));
const rules = (
  parse(readFileSync(`${here}alerts.yml`, 'utf8')) as { groups: { name: string; rules: Rule[] }[] }
).groups.flatMap((g) => g.rules);
const dashboard = JSON.parse(readFileSync(`${here}grafana-dinner-peak.json`, 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const dashboardExprs = dashboard.panels.flatMap((p) =>
  p.targets.map((t) => ({ title: p.title, expr: t.expr })),
);

/** The positions of syntax errors in a PromQL expression (none when it parses). */
function promqlErrors(expr: string): number[] {
  const errors: number[] = [];
  parser.parse(expr).iterate({
    enter: (node) => {
      if (node.type.isError) errors.push(node.from);
    },
  });
  return errors;
}

/** Metric names an expression reads: identifiers before `{`, `[` or a space that are no keyword. */
function seriesOf(expr: string): string[] {
  const names: string[] = [];
  const cursor = parser.parse(expr).cursor();
  do {
    if (cursor.type.name === 'Identifier' || cursor.type.name === 'MetricName') {
      names.push(expr.slice(cursor.from, cursor.to));
    }
  } while (cursor.next());
  return names;
}

/** Histograms are served as _bucket, _sum and _count series; Prometheus adds `up` itself. */
const served = (name: string, known: Set<string>) =>
  name === 'up' || known.has(name) || known.has(name.replace(/_(bucket|sum|count)$/, ''));

describe('the alert rules', () => {
  it('cover outbox lag, e-mails, webhooks, 5xx, dropped messages, queues and health', () => {
    expect(rules.map((r) => r.alert)).toEqual(
      expect.arrayContaining([
        'OutboxLagHigh',
        'EmailsFailing',
        'PaymentWebhooksRejected',
        'ServerErrorsHigh',
        'GatewayDroppingMessages',
        'QueueGrowing',
        'HealthFailing',
      ]),
    );
  });

  it.each(rules)('$alert is valid PromQL with a severity, a summary and an action', (rule) => {
    expect(promqlErrors(rule.expr)).toEqual([]);
    expect(['page', 'warn']).toContain(rule.labels?.severity);
    expect(rule.annotations?.summary?.length).toBeGreaterThan(10);
    expect(rule.annotations?.action?.length).toBeGreaterThan(10);
  });

  it('read only series the shop serves', async () => {
    const known = await shopMetricNames();
    const unknown = rules.flatMap((r) => seriesOf(r.expr)).filter((name) => !served(name, known));
    expect(unknown).toEqual([]);
  });

  it('can fail: a broken expression is reported', () => {
    expect(promqlErrors('sum(rate(x[5m])')).not.toEqual([]);
  });
});

describe('the dinner-peak dashboard', () => {
  it('shows orders per minute, latency, sockets and queue depth', () => {
    const titles = dashboard.panels.map((p) => p.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Orders paid per minute',
        'Request latency p95 by route',
        'Open sockets by role',
        'Queue depth',
      ]),
    );
  });

  it.each(dashboardExprs)('"$title" queries valid PromQL over served series', async ({ expr }) => {
    expect(promqlErrors(expr)).toEqual([]);
    const known = await shopMetricNames();
    expect(seriesOf(expr).filter((name) => !served(name, known))).toEqual([]);
  });
});
