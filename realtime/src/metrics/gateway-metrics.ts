import type { Registry } from 'prom-client';
import type { Gateway } from '../gateway/gateway';
import { counterFromTotals, gaugeFromReading } from '@shop/process/metrics';

/**
 * The gateway's series: open sockets by role, messages published, dropped for backpressure and
 * refused as malformed, and drivers' fixes accepted and dropped by reason. All read from
 * `gateway.stats()` at scrape time; the socket hot path only counts.
 */
export function registerGatewayMetrics(registry: Registry, gateway: () => Gateway | null): void {
  const stats = () => gateway()?.stats() ?? null;
  gaugeFromReading(
    registry,
    { name: 'shop_ws_sockets', help: 'Open /ws sockets by role', labelNames: ['role'] },
    () => Object.entries(stats()?.socketsByRole ?? {}).map(([role, n]) => [{ role }, n]),
  );
  counterFromTotals(
    registry,
    { name: 'shop_ws_messages_published_total', help: 'Messages published to /ws topics' },
    () => [[{}, stats()?.traffic.published ?? 0]],
  );
  counterFromTotals(
    registry,
    {
      name: 'shop_ws_messages_dropped_total',
      help: 'Messages a socket did not get because its send buffer was full',
      labelNames: ['reason'],
    },
    () => [[{ reason: 'backpressure' }, stats()?.traffic.droppedForBackpressure ?? 0]],
  );
  counterFromTotals(
    registry,
    { name: 'shop_ws_messages_malformed_total', help: 'Client messages refused as malformed' },
    () => [[{}, stats()?.traffic.malformed ?? 0]],
  );
  counterFromTotals(
    registry,
    { name: 'shop_positions_accepted_total', help: "Drivers' fixes accepted and fanned out" },
    () => [[{}, stats()?.positions.accepted ?? 0]],
  );
  counterFromTotals(
    registry,
    {
      name: 'shop_positions_dropped_total',
      help: "Drivers' fixes dropped, by reason",
      labelNames: ['reason'],
    },
    () => Object.entries(stats()?.positions.dropped ?? {}).map(([reason, n]) => [{ reason }, n]),
  );
}
