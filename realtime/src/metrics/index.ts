export {
  createMetricsRegistry,
  counterFromTotals,
  gaugeFromReading,
  processMetricsRegistry,
} from './registry';
export { serveMetrics, type MetricsServer } from './metrics-server';
export { registerGatewayMetrics } from './gateway-metrics';
export { registerHealthMetrics, registerPoolMetrics, type PoolCounts } from './common-metrics';
