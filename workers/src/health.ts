import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { settlesWithin } from './queue/bounded';

export type WorkersHealthCheck = () => Promise<void>;

/** A probe waits this long for a check; a dependency that hangs counts as down. */
const CHECK_TIMEOUT_MS = 2000;

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

/** Whether a check passes within the probe's time (a dependency that hangs counts as down). */
export async function passes(check: WorkersHealthCheck): Promise<boolean> {
  let passed = false;
  const done = check().then(() => (passed = true));
  // A late failure of a check that timed out must not go unhandled.
  done.catch(() => {});
  return (await settlesWithin(done, CHECK_TIMEOUT_MS)) && passed;
}

/**
 * GET /healthz: 200 while every check passes, 503 otherwise, with only `ok` per check (reasons
 * go to the log). The workers have no public port; this one is for probes on the host.
 */
export async function serveHealth(
  options: { port: number; host: string; log: Logger },
  checks: Record<string, WorkersHealthCheck>,
): Promise<HealthServer> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/healthz') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'not_found', message: 'Not found' }));
      return;
    }
    void Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        const ok = await passes(() =>
          check().catch((err: unknown) => {
            options.log.warn({ err, check: name }, 'health check failed');
            throw err;
          }),
        );
        return [name, { ok }] as const;
      }),
    ).then((entries) => {
      const ok = entries.every(([, c]) => c.ok);
      res.writeHead(ok ? 200 : 503, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
      });
      res.end(
        JSON.stringify({ status: ok ? 'ok' : 'degraded', checks: Object.fromEntries(entries) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A probe's keep-alive connection would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
