import uWS from 'uWebSockets.js';
import type { HttpResponse, WebSocket, us_listen_socket } from 'uWebSockets.js';
import type { Logger } from 'pino';
import { LocationMessage } from '@shop/contracts';
import {
  ClientMessage,
  Topics,
  defaultTopics,
  mayHear,
  realtimeMessagesFor,
  type ServerMessage,
  type TopicGrant,
} from '@shop/contracts/realtime';
import type { EventFeed } from '../feed/event-feed';
import { InProcessPositionBus } from '../positions/position-bus';
import { MemoryLatestPositions } from '../positions/latest-positions';
import {
  PositionTracker,
  type DriverSocket,
  type PositionStats,
  type PositionsOptions,
} from '../positions/position-tracker';
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
  /** Client messages per second per socket (token bucket: bursts of this size, then this rate).
   *  Past it the socket is closed (1008). A driver's `location` messages have a bucket of
   *  their own, below. */
  maxMessagesPerSecond: 20,
  /** A driver socket's `location` messages: a burst the size of a full offline backlog (10
   *  minutes at the portal's fastest, one a second), then two a second, twice what the portal
   *  sends. Past it fixes are dropped and counted ('rate_limited'); the socket stays open, so a
   *  buggy or hostile client loses its fixes, not the gateway's attention to others. */
  locationBurst: 600,
  locationsPerSecond: 2,
  /** Topics one socket may hold at once. */
  maxTopicsPerSocket: 32,
} as const;

/** The socket settings a deployment (or a test) may change: the heartbeat and the cap. */
export type TunableSocketLimits = Partial<Record<'idleTimeout' | 'maxBackpressure', number>>;

const CLOSE_POLICY_VIOLATION = 1008;
/** uWS's answer to a send over maxBackpressure: the message was not queued. */
const SEND_DROPPED = 2;
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
  /** Where drivers' fixes come from and go to. Without it no user is known as a driver, and
   *  every `location` message is dropped as 'not_a_driver'. */
  positions?: PositionsOptions;
}

/** What the gateway has carried since it started, for monitoring. */
export interface GatewayTraffic {
  /** Messages published to a topic (one per topic, whatever the number of its sockets). */
  published: number;
  /** Messages a socket did not get because its send buffer was full (it is then closed). */
  droppedForBackpressure: number;
  /** Client messages refused as not JSON or not a known message (fixes are counted apart). */
  malformed: number;
}

export interface GatewayStats {
  connections: number;
  /** Open sockets by the role of their ticket ('guest' for the public topics). */
  socketsByRole: Record<string, number>;
  traffic: GatewayTraffic;
  positions: PositionStats;
}

export interface Gateway {
  port: number;
  /** Open sockets right now. */
  connections(): number;
  /** Counters for monitoring: sockets, accepted fixes and drops per reason, the track's state. */
  stats(): GatewayStats;
  /** Refuses new sockets, closes the open ones with 1012 and stops listening. */
  stop(): Promise<void>;
}

interface Bucket {
  tokens: number;
  refilledAt: number;
}

interface SocketData {
  clientId: string;
  grant: TopicGrant;
  /** Token bucket for the message rate limit. */
  bucket: Bucket;
  /** A driver's socket: the user id, their own bucket for fixes, and how drops are told. */
  driver: { userId: number; bucket: Bucket; socket: DriverSocket | null } | null;
  closed: boolean;
  /** The gateway's counters, reachable from the module-level helpers below. */
  traffic: GatewayTraffic;
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
  const data = ws.getUserData();
  if (data.closed) return;
  if (ws.send(JSON.stringify(message), false) === SEND_DROPPED) {
    data.traffic.droppedForBackpressure += 1;
  }
}

function takeToken(bucket: Bucket, now: number, perSecond: number, burst: number): boolean {
  bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.refilledAt) * perSecond) / 1000);
  bucket.refilledAt = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

const isLocation = (json: unknown): boolean =>
  typeof json === 'object' && json !== null && (json as { type?: unknown }).type === 'location';

/** A driver's user id from their ticket's subject; null when it is not one. */
function driverUserId(grant: TopicGrant): number | null {
  if (grant.role !== 'driver' || !/^[1-9][0-9]{0,9}$/.test(grant.subject)) return null;
  return Number(grant.subject);
}

function handleClientMessage(ws: Socket, json: unknown): void {
  const parsed = ClientMessage.safeParse(json);
  if (!parsed.success) {
    ws.getUserData().traffic.malformed += 1;
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
    case 'location':
      // Taken before this switch (driver sockets); here only for exhaustiveness.
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
  const traffic: GatewayTraffic = { published: 0, droppedForBackpressure: 0, malformed: 0 };
  let closing = false;
  const positions: PositionsOptions = options.positions ?? {
    directory: { lookup: async () => null },
    bus: new InProcessPositionBus(log),
    latest: new MemoryLatestPositions(),
    track: null,
  };
  const tracker = new PositionTracker(positions, log);

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
      const now = Date.now();
      const userId = driverUserId(result.grant);
      const data: SocketData = {
        clientId: result.clientId,
        grant: result.grant,
        bucket: { tokens: SOCKET_LIMITS.maxMessagesPerSecond, refilledAt: now },
        driver:
          userId === null
            ? null
            : {
                userId,
                bucket: { tokens: SOCKET_LIMITS.locationBurst, refilledAt: now },
                socket: null,
              },
        closed: false,
        traffic,
      };
      res.upgrade(data, key, protocol, extensions, context);
    },

    open: (ws) => {
      sockets.add(ws);
      const { clientId, grant, driver } = ws.getUserData();
      const topics = defaultTopics(grant);
      for (const topic of topics) ws.subscribe(topic);
      send(ws, { type: 'connected', clientId, role: grant.role, topics });
      if (driver) {
        driver.socket = {
          notify: (code, message) => send(ws, { type: 'error', code, message }),
          noticeSentAt: new Map(),
        };
        tracker.open(driver.userId, driver.socket);
      }
      log.debug({ clientId, role: grant.role }, 'realtime client connected');
    },

    message: (ws, raw) => {
      const data = ws.getUserData();
      if (data.closed) return;
      const now = Date.now();
      // The ArrayBuffer is only valid during this call: decode it right away. Parsing comes
      // before the rate limit, to tell a driver's fixes from control messages; the payload
      // limit bounds its cost.
      let json: unknown;
      let isJson = true;
      try {
        json = JSON.parse(Buffer.from(raw).toString('utf8'));
      } catch {
        isJson = false;
      }
      const driver = data.driver;
      if (isJson && isLocation(json) && driver?.socket) {
        const { locationsPerSecond, locationBurst } = SOCKET_LIMITS;
        if (!takeToken(driver.bucket, now, locationsPerSecond, locationBurst)) {
          tracker.drop(driver.socket, 'rate_limited');
          return;
        }
        const fix = LocationMessage.safeParse(json);
        if (!fix.success) {
          tracker.drop(driver.socket, 'malformed');
          return;
        }
        const { type: _type, ...rest } = fix.data;
        tracker.receive(driver.userId, driver.socket, rest);
        return;
      }
      const rate = SOCKET_LIMITS.maxMessagesPerSecond;
      if (!takeToken(data.bucket, now, rate, rate)) {
        log.info({ clientId: data.clientId }, 'realtime client closed: too many messages');
        data.closed = true;
        ws.end(CLOSE_POLICY_VIOLATION, 'Too many messages');
        return;
      }
      if (!isJson) {
        // A driver's socket sends little but fixes: NaN or Infinity in one makes it invalid JSON.
        if (driver) tracker.drop(null, 'malformed');
        else traffic.malformed += 1;
        send(ws, { type: 'error', code: 'invalid_json', message: 'Messages must be JSON' });
        return;
      }
      if (isLocation(json)) {
        tracker.drop(null, 'not_a_driver');
        send(ws, {
          type: 'error',
          code: 'not_a_driver',
          message: 'Only drivers may send their location',
        });
        return;
      }
      handleClientMessage(ws, json);
    },

    close: (ws, code) => {
      const data = ws.getUserData();
      data.closed = true;
      sockets.delete(ws);
      if (data.driver?.socket) tracker.close(data.driver.userId, data.driver.socket);
      log.debug({ clientId: data.clientId, code }, 'realtime client disconnected');
    },
  });

  const stats = (): GatewayStats => {
    const socketsByRole: Record<string, number> = {};
    for (const ws of sockets) {
      const role = ws.getUserData().grant.role;
      socketsByRole[role] = (socketsByRole[role] ?? 0) + 1;
    }
    return {
      connections: sockets.size,
      socketsByRole,
      traffic: { ...traffic },
      positions: tracker.stats(),
    };
  };

  app.get('/healthz', (res) => {
    res
      .writeStatus(closing ? '503 Service Unavailable' : '200 OK')
      .writeHeader('Content-Type', 'application/json')
      .writeHeader('Cache-Control', 'no-store')
      .end(
        JSON.stringify({
          status: closing ? 'stopping' : 'ok',
          connections: sockets.size,
          positions: tracker.stats(),
        }),
      );
  });

  app.any('/*', (res) => answer(res, 404, 'Not found'));

  // Every accepted fix, from this gateway or another: to its orders' pages and to dispatch.
  const unsubscribeBus = positions.bus.subscribe(({ position, orderIds }) => {
    if (closing) return;
    for (const topic of [...orderIds.map((id) => Topics.order(id)), Topics.staffDispatch]) {
      const message: ServerMessage = { type: 'driver-position', topic, ...position };
      app.publish(topic, JSON.stringify(message), false);
      traffic.published += 1;
    }
  });

  const unsubscribeFeed = feed.subscribe((event) => {
    if (closing) return;
    try {
      tracker.onEvent(event);
    } catch (err) {
      log.error({ err, event: event.name }, 'driver refresh failed');
    }
    try {
      const routed = realtimeMessagesFor(event);
      for (const { topic, message } of routed) {
        app.publish(topic, JSON.stringify(message), false);
        traffic.published += 1;
      }
      // One line per event, not per socket: with the api's and the workers' lines, one
      // request id shows an order's whole path.
      if (routed.length > 0) {
        log.info(
          {
            eventId: event.id,
            event: event.name,
            requestId: event.requestId,
            topics: routed.length,
          },
          'event fanned out',
        );
      }
    } catch (err) {
      log.error({ err, event: event.name }, 'realtime fan-out failed');
    }
  });

  return new Promise<Gateway>((resolve, reject) => {
    app.listen(options.host, options.port, (listenSocket: us_listen_socket | false) => {
      if (!listenSocket) {
        unsubscribeFeed();
        unsubscribeBus();
        tracker.stop();
        reject(new Error(`Realtime gateway could not listen on ${options.host}:${options.port}`));
        return;
      }
      const port = uWS.us_socket_local_port(listenSocket);
      log.info({ host: options.host, port }, 'realtime gateway listening');
      let stopped: Promise<void> | null = null;
      resolve({
        port,
        connections: () => sockets.size,
        stats,
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
            unsubscribeBus();
            tracker.stop();
            uWS.us_listen_socket_close(listenSocket);
            log.info({ port }, 'realtime gateway stopped');
          })();
          return stopped;
        },
      });
    });
  });
}
