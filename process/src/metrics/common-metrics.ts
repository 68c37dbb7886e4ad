import type { Registry } from 'prom-client';
import { gaugeFromReading } from './registry';

/** What a pg Pool reports about itself. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** PostgreSQL connections of this process's pool: in use, idle, and requests waiting for one. */
export function registerPoolMetrics(registry: Registry, pools: () => PoolCounts[]): void {
  gaugeFromReading(
    registry,
    {
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool connections in use and idle, and requests waiting for one',
      labelNames: ['state'],
    },
    () => {
      const sum = (pick: (p: PoolCounts) => number) =>
        pools().reduce((total, pool) => total + pick(pool), 0);
      return [
        [{ state: 'in_use' }, sum((p) => p.totalCount - p.idleCount)],
        [{ state: 'idle' }, sum((p) => p.idleCount)],
        [{ state: 'waiting' }, sum((p) => p.waitingCount)],
      ];
    },
  );
}

/** Each health check as 1 (passes) or 0 (fails), run at scrape time with the probe's rules. */
export function registerHealthMetrics(
  registry: Registry,
  checks: Record<string, () => Promise<boolean>>,
): void {
  gaugeFromReading(
    registry,
    { name: 'shop_health_check', help: 'Health checks: 1 passes, 0 fails', labelNames: ['check'] },
    async () =>
      Promise.all(
        Object.entries(checks).map(
          async ([check, passes]) => [{ check }, (await passes()) ? 1 : 0] as const,
        ),
      ),
  );
}
