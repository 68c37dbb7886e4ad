import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import { processMetricsRegistry } from './registry';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics in the Prometheus text format (the shop's series and the process's), on a port of its own (METRICS_PORT) so the
 * public port never shows it; 127.0.0.1 unless METRICS_HOST says otherwise (a cluster's
 * Prometheus scrapes the pod's address, with a network policy around it).
 */
export async function serveMetrics(options: {
  registry: Registry;
  port: number;
  host: string;
  log: Logger;
}): Promise<MetricsServer> {
  const { log } = options;
  const registry = Registry.merge([processMetricsRegistry(), options.registry]);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(text);
      },
      (err: unknown) => {
        log.warn({ err }, 'metrics collection failed');
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Metrics collection failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  log.info({ host: options.host, port }, 'metrics at /metrics');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
