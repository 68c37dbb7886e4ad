export {
  createMetricsRegistry,
  counterFromTotals,
  gaugeFromReading,
  processMetricsRegistry,
} from './registry';
export { serveMetrics, type MetricsServer } from './metrics-server';
export { registerHealthMetrics, registerPoolMetrics, type PoolCounts } from './common-metrics';
