import { createMetricsRegistry, processMetricsRegistry } from '@shop/process/metrics';
import { registerGatewayMetrics } from '@shop/realtime/metrics';
import { registerWorkerMetrics } from '@shop/workers';
import type { Database } from '../../api/src/db/client';
import type { OutboxRelay } from '../../api/src/shared/events/relay';
import { registerApiMetrics } from '../../api/src/shared/metrics/api-metrics';
import { httpMetrics } from '../../api/src/shared/metrics/http-metrics';

/**
 * Every series name the shop's processes serve: the api's, the gateway's, the workers' and
 * Node's. Registering reads nothing, so the sources are never called here.
 */
export async function shopMetricNames(): Promise<Set<string>> {
  const registry = createMetricsRegistry();
  const unused = () => {
    throw new Error('not read when only registering');
  };
  httpMetrics(registry);
  registerApiMetrics(registry, {
    database: { connections: unused } as unknown as Database,
    relay: {} as OutboxRelay,
    healthChecks: {},
  });
  registerGatewayMetrics(registry, () => null);
  registerWorkerMetrics(registry, { jobCounts: unused });
  const names = [registry, processMetricsRegistry()].flatMap((r) =>
    r.getMetricsAsArray().map((m) => m.name),
  );
  return new Set(names);
}
