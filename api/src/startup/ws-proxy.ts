import type { IncomingMessage, Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { rawAnswer } from '../shared/http/server-refusals';
import { errorBody } from '../shared/errors/app-error';
import { apiMessage } from '@shop/contracts';

/** Where /ws upgrades go: the in-process gateway, the configured REALTIME_URL, or nowhere. */
export function gatewayTarget(
  gatewayPort: number | null,
  realtimeUrl: string | null | undefined,
): { host: string; port: number } | null {
  return gatewayPort !== null
    ? { host: '127.0.0.1', port: gatewayPort }
    : realtimeUrl
      ? {
          host: new URL(realtimeUrl).hostname,
          port: Number(new URL(realtimeUrl).port || 80),
        }
      : null;
}

/**
 * Forwards the server's /ws upgrades to `target`; the sockets tunnelled at the moment are in the
 * set returned, so a stop can cut them.
 */
export function proxyWebSockets(
  server: Server,
  target: { host: string; port: number } | null,
  log: Logger,
): Set<Duplex> {
  const tunnels = new Set<Duplex>();
  server.on('upgrade', (req, socket, head) => {
    tunnels.add(socket);
    socket.once('close', () => tunnels.delete(socket));
    forwardUpgrade(req, socket, head, target, log);
  });
  return tunnels;
}

/**
 * Hands a /ws upgrade to the gateway as raw TCP, so browsers reach the shop on one origin.
 * In production a reverse proxy does the same (see infra/nginx.conf).
 */
function forwardUpgrade(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  target: { host: string; port: number } | null,
  log: Logger,
): void {
  const path = (req.url ?? '').split('?')[0];
  if (!target || path !== '/ws') {
    const body = errorBody(
      'not_found',
      apiMessage('no_such_endpoint', { method: req.method ?? 'GET', path: path ?? '' }),
    );
    socket.end(rawAnswer({ status: 404, reason: 'Not Found', body }));
    return;
  }
  const upstream: Socket = connect(target.port, target.host);
  const fail = () => {
    socket.destroy();
    upstream.destroy();
  };
  upstream.once('error', (err) => {
    log.warn({ err }, 'realtime gateway unreachable');
    fail();
  });
  socket.once('error', fail);
  upstream.once('connect', () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      if (req.rawHeaders[i]!.toLowerCase() === 'x-forwarded-for') continue;
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    }
    lines.push(`X-Forwarded-For: ${req.socket.remoteAddress ?? ''}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
}
