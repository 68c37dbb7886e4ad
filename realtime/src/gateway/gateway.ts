import uWS from 'uWebSockets.js';
import type { HttpResponse, WebSocket, us_listen_socket } from 'uWebSockets.js';
import type { Logger } from 'pino';
import {
  ClientMessage,
  defaultTopics,
  mayHear,
  realtimeMessagesFor,
  type ServerMessage,
  type TopicGrant,
} from '@shop/contracts/realtime';
import type { EventFeed } from '../feed/event-feed';
import { authorizeHandshake } from './handshake';

/**
 * Socket settings, written down rather than left to the library's defaults.
 * Clients mostly listen: what they send is a few short JSON control messages.
 */
export const SOCKET_LIMITS = {
  /** Largest client message; a bigger one closes the socket (1009). */
  maxPayloadLength: 16 * 1024,
  /** Seconds without traffic before the socket is dropped. uWS pings shortly before, and a
   *  live client answers, so only dead peers hit it. Under the 60 s proxy read timeouts. */
  idleTimeout: 32,
  /** Bytes queued for one slow client before publishes to it stop. */
  maxBackpressure: 1024 * 1024,
  /** Close a client that hits maxBackpressure instead of silently skipping its messages:
   *  it reconnects and resyncs over HTTP, which beats a gap it never learns about. */
  closeOnBackpressureLimit: 1,
  /** Client messages per second per socket (token bucket: bursts of this size, then this rate). */
  maxMessagesPerSecond: 20,
  /** Topics one socket may hold at once. */
  maxTopicsPerSocket: 32,
} as const;

/** The socket settings a deployment (or a test) may change: the heartbeat and the cap. */
export type TunableSocketLimits = Partial<Record<'idleTimeout' | 'maxBackpressure', number>>;

const CLOSE_POLICY_VIOLATION = 1008;
const CLOSE_SERVICE_RESTART = 1012;

export interface GatewayOptions {
  host: string;
  /** 0 picks a free port; the chosen one is in Gateway.port. */
  port: number;
  feed: EventFeed;
  /** Shared with the api, which signs the tickets. */
  secret: string;
  /** Origins a browser may open /ws from, besides the request's own host. A request without
   *  Origin (not a browser) passes. */
  allowedOrigins: readonly string[];
  log: Logger;
  /** Overrides of SOCKET_LIMITS; uWS needs an idleTimeout of at least 8 s. */
  limits?: TunableSocketLimits;
}

export interface Gateway {
  port: number;
  /** Open sockets right now. */
  connections(): number;
  /** Refuses new sockets, closes the open ones with 1012 and stops listening. */
  stop(): Promise<void>;
}

interface SocketData {
  clientId: string;
  grant: TopicGrant;
  /** Token bucket for the message rate limit. */
  tokens: number;
  refilledAt: number;
  closed: boolean;
}

type Socket = WebSocket<SocketData>;

const STATUS_TEXT: Record<number, string> = {
  401: '401 Unauthorized',
  403: '403 Forbidden',
  404: '404 Not Found',
  503: '503 Service Unavailable',
};
const ERROR_TYPE: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  503: 'unavailable',
};

function answer(res: HttpResponse, status: number, message: string): void {
  res
    .writeStatus(STATUS_TEXT[status] ?? String(status))
    .writeHeader('Content-Type', 'application/json')
    .writeHeader('Cache-Control', 'no-store')
    .end(JSON.stringify({ type: ERROR_TYPE[status] ?? 'unknown_error', message }), true);
}

/** Sends to a socket that may have closed in the meantime; a closed one is skipped. */
function send(ws: Socket, message: ServerMessage): void {
  if (ws.getUserData().closed) return;
  ws.send(JSON.stringify(message), false);
}

function takeToken(data: SocketData, now: number): boolean {
  const rate = SOCKET_LIMITS.maxMessagesPerSecond;
  data.tokens = Math.min(rate, data.tokens + ((now - data.refilledAt) * rate) / 1000);
  data.refilledAt = now;
  if (data.tokens < 1) return false;
  data.tokens -= 1;
  return true;
}

function handleClientMessage(ws: Socket, text: string): void {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    send(ws, { type: 'error', code: 'invalid_json', message: 'Messages must be JSON' });
    return;
  }
  const parsed = ClientMessage.safeParse(json);
  if (!parsed.success) {
    send(ws, { type: 'error', code: 'invalid_message', message: 'Unknown or malformed message' });
    return;
  }
  const message = parsed.data;
  const { grant } = ws.getUserData();
  switch (message.type) {
    case 'subscribe': {
      if (!mayHear(grant, message.topic)) {
        send(ws, {
          type: 'error',
          code: 'forbidden_topic',
          message: 'You may not subscribe to this topic',
        });
        return;
      }
      if (
        !ws.isSubscribed(message.topic) &&
        ws.getTopics().length >= SOCKET_LIMITS.maxTopicsPerSocket
      ) {
        send(ws, { type: 'error', code: 'too_many_topics', message: 'Too many topics' });
        return;
      }
      ws.subscribe(message.topic);
      send(ws, { type: 'subscribed', topic: message.topic });
      return;
    }
    case 'unsubscribe':
      ws.unsubscribe(message.topic);
      send(ws, { type: 'unsubscribed', topic: message.topic });
      return;
    case 'ping':
      send(ws, { type: 'pong', ...(message.t !== undefined ? { t: message.t } : {}) });
      return;
  }
}

/**
 * Starts the /ws gateway. It holds no business logic: it checks the ticket and the topic
 * rights, and forwards domain events to the topics `realtimeMessagesFor` names, through uWS's
 * own pub/sub (one publish per topic, whatever the number of sockets).
 */
export function startGateway(options: GatewayOptions): Promise<Gateway> {
  const { feed, log } = options;
  const limits = { ...SOCKET_LIMITS, ...options.limits };
  const sockets = new Set<Socket>();
  let closing = false;

  const app = uWS.App();

  app.ws<SocketData>('/ws', {
    compression: uWS.DISABLED,
    maxPayloadLength: SOCKET_LIMITS.maxPayloadLength,
    idleTimeout: limits.idleTimeout,
    sendPingsAutomatically: true,
    maxBackpressure: limits.maxBackpressure,
    closeOnBackpressureLimit: SOCKET_LIMITS.closeOnBackpressureLimit,

    // Checking a ticket is synchronous (an HMAC), so the answer is given inside this callback,
    // while `req` is still valid and the response is corked; no await, no onAborted needed.
    upgrade: (res, req, context) => {
      const query = req.getQuery() ?? '';
      const origin = req.getHeader('origin');
      const host = req.getHeader('host');
      const key = req.getHeader('sec-websocket-key');
      const protocol = req.getHeader('sec-websocket-protocol');
      const extensions = req.getHeader('sec-websocket-extensions');
      if (closing) {
        answer(res, 503, 'The realtime service is restarting');
        return;
      }
      const result = authorizeHandshake(
        { query, origin, host },
        { secret: options.secret, allowedOrigins: options.allowedOrigins },
      );
      if (!result.ok) {
        log.info({ status: result.status, origin }, `realtime upgrade refused: ${result.message}`);
        answer(res, result.status, result.message);
        return;
      }
      const data: SocketData = {
        clientId: result.clientId,
        grant: result.grant,
        tokens: SOCKET_LIMITS.maxMessagesPerSecond,
        refilledAt: Date.now(),
        closed: false,
      };
      res.upgrade(data, key, protocol, extensions, context);
    },

    open: (ws) => {
      sockets.add(ws);
      const { clientId, grant } = ws.getUserData();
      const topics = defaultTopics(grant);
      for (const topic of topics) ws.subscribe(topic);
      send(ws, { type: 'connected', clientId, role: grant.role, topics });
      log.debug({ clientId, role: grant.role }, 'realtime client connected');
    },

    message: (ws, raw) => {
      const data = ws.getUserData();
      if (data.closed) return;
      if (!takeToken(data, Date.now())) {
        log.info({ clientId: data.clientId }, 'realtime client closed: too many messages');
        data.closed = true;
        ws.end(CLOSE_POLICY_VIOLATION, 'Too many messages');
        return;
      }
      // The ArrayBuffer is only valid during this call: decode it to a string right away.
      handleClientMessage(ws, Buffer.from(raw).toString('utf8'));
    },

    close: (ws, code) => {
      const data = ws.getUserData();
      data.closed = true;
      sockets.delete(ws);
      log.debug({ clientId: data.clientId, code }, 'realtime client disconnected');
    },
  });

  app.get('/healthz', (res) => {
    res
      .writeStatus(closing ? '503 Service Unavailable' : '200 OK')
      .writeHeader('Content-Type', 'application/json')
      .writeHeader('Cache-Control', 'no-store')
      .end(JSON.stringify({ status: closing ? 'stopping' : 'ok', connections: sockets.size }));
  });

  app.any('/*', (res) => answer(res, 404, 'Not found'));

  const unsubscribeFeed = feed.subscribe((event) => {
    if (closing) return;
    try {
      for (const { topic, message } of realtimeMessagesFor(event)) {
        app.publish(topic, JSON.stringify(message), false);
      }
    } catch (err) {
      log.error({ err, event: event.name }, 'realtime fan-out failed');
    }
  });

  return new Promise<Gateway>((resolve, reject) => {
    app.listen(options.host, options.port, (listenSocket: us_listen_socket | false) => {
      if (!listenSocket) {
        unsubscribeFeed();
        reject(new Error(`Realtime gateway could not listen on ${options.host}:${options.port}`));
        return;
      }
      const port = uWS.us_socket_local_port(listenSocket);
      log.info({ host: options.host, port }, 'realtime gateway listening');
      let stopped: Promise<void> | null = null;
      resolve({
        port,
        connections: () => sockets.size,
        stop: () => {
          stopped ??= (async () => {
            closing = true;
            for (const ws of [...sockets]) {
              const data = ws.getUserData();
              if (data.closed) continue;
              data.closed = true;
              ws.end(CLOSE_SERVICE_RESTART, 'Service Restart');
            }
            sockets.clear();
            unsubscribeFeed();
            uWS.us_listen_socket_close(listenSocket);
            log.info({ port }, 'realtime gateway stopped');
          })();
          return stopped;
        },
      });
    });
  });
}
