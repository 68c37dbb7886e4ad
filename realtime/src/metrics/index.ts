export { registerGatewayMetrics } from './gateway-metrics';
