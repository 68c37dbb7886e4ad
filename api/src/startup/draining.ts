/** The shop's HTTP server: its start, and a stop that lets the requests under way finish. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** How long requests under way at SIGTERM may take before their connections are cut. */
const DRAIN_MS = 5_000;

/**
 * Counts the requests being answered, so a stop can wait for them; once the server is closing,
 * answers go out with `Connection: close` so keep-alive clients move to another replica.
 */
export function trackRequests(server: Server): { inFlight(): number; closing(): void } {
  let inFlight = 0;
  let closing = false;
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    if (closing) res.shouldKeepAlive = false;
    res.once('close', () => inFlight--);
  });
  return { inFlight: () => inFlight, closing: () => (closing = true) };
}

/**
 * Stops accepting connections, lets the requests under way finish for up to DRAIN_MS, then
 * closes what is left. Tunnelled /ws sockets are not HTTP requests: they are left to an
 * in-process gateway, which closes them with 1012, or cut when `tunnels` is given.
 */
export async function closeServer(
  server: Server,
  requests: ReturnType<typeof trackRequests>,
  tunnels: Set<Duplex> | null,
): Promise<void> {
  requests.closing();
  server.close();
  const deadline = Date.now() + DRAIN_MS;
  for (;;) {
    server.closeIdleConnections();
    if (requests.inFlight() === 0 || Date.now() >= deadline) break;
    await sleep(25);
  }
  server.closeAllConnections();
  if (tunnels) for (const socket of tunnels) socket.destroy();
}
