import { count, isNull, min } from 'drizzle-orm';
import type { Registry } from 'prom-client';
import {
  counterFromTotals,
  gaugeFromReading,
  registerHealthMetrics,
  registerPoolMetrics,
} from '@shop/process/metrics';
import type { Database } from '../../db/client';
import type { OutboxRelay } from '../events/relay';
import { outbox } from '../events/outbox.tables';
import { orders } from '../../modules/orders/orders.tables';
import { webhookTotals } from './totals';

/**
 * The api's series: outbox lag and relay errors, events published by name (order.placed and
 * order.paid give orders per minute), payment webhooks, orders by status, the PostgreSQL pool
 * and the health checks. Database readings run at scrape time, one small query each.
 */
export function registerApiMetrics(
  registry: Registry,
  deps: {
    database: Database;
    relay: OutboxRelay;
    healthChecks: Record<string, () => Promise<boolean>>;
  },
): void {
  const { database, relay } = deps;
  gaugeFromReading(
    registry,
    {
      name: 'shop_outbox_lag_seconds',
      help: 'Age of the oldest event not yet relayed (0 when none waits)',
    },
    async () => {
      const [row] = await database.db
        .select({ oldest: min(outbox.occurredAt) })
        .from(outbox)
        .where(isNull(outbox.publishedAt));
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
      return [[{}, Math.max(0, (Date.now() - oldest) / 1000)]];
    },
  );
  gaugeFromReading(
    registry,
    {
      name: 'shop_outbox_relay_leader',
      help: '1 while this process is the one relaying the outbox (one api process at a time)',
    },
    async () => [[{}, relay.leading ? 1 : 0]],
  );
  counterFromTotals(
    registry,
    {
      name: 'shop_outbox_relay_errors_total',
      help: 'Outbox relay passes or publishes that failed',
    },
    () => [[{}, relay.errors]],
  );
  counterFromTotals(
    registry,
    {
      name: 'shop_events_published_total',
      help: 'Domain events relayed, by name',
      labelNames: ['name'],
    },
    () => Object.entries(relay.publishedByName).map(([name, n]) => [{ name }, n]),
  );
  counterFromTotals(
    registry,
    {
      name: 'shop_payment_webhooks_total',
      help: 'Payment webhooks received, rejected (bad signature) and duplicate (redelivered)',
      labelNames: ['outcome'],
    },
    () => [
      [{ outcome: 'received' }, webhookTotals.received],
      [{ outcome: 'rejected' }, webhookTotals.rejected],
      [{ outcome: 'duplicate' }, webhookTotals.duplicate],
    ],
  );
  gaugeFromReading(
    registry,
    { name: 'shop_orders', help: 'Food orders by status', labelNames: ['status'] },
    async () => {
      const rows = await database.db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .groupBy(orders.status);
      return rows.map((row) => [{ status: row.status }, row.n] as const);
    },
  );
  registerPoolMetrics(registry, () => {
    const pool = database.connections();
    return pool
      ? [{ totalCount: pool.total, idleCount: pool.idle, waitingCount: pool.waiting }]
      : [];
  });
  registerHealthMetrics(registry, deps.healthChecks);
}
