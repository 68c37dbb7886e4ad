import uWS from 'uWebSockets.js';
import type { us_listen_socket } from 'uWebSockets.js';
import type { Logger } from 'pino';
import { LocationMessage } from '@shop/contracts';
import {
  Topics,
  defaultTopics,
  realtimeMessagesFor,
  type ServerMessage,
} from '@shop/contracts/realtime';
import type { DomainEvent } from '@shop/contracts/events';
import type { EventFeed } from '../feed/event-feed';
import { InProcessPositionBus } from '../positions/position-bus';
import { MemoryLatestPositions } from '../positions/latest-positions';
import {
  PositionTracker,
  type PositionStats,
  type PositionsOptions,
} from '../positions/position-tracker';
import { DispatchPositions } from './dispatch-positions';
import { authorizeHandshake } from './handshake';
import { SOCKET_LIMITS, type TunableSocketLimits } from './socket-limits';
import {
  answer,
  driverUserId,
  handleClientMessage,
  isLocation,
  send,
  takeToken,
  type GatewayTraffic,
  type Socket,
  type SocketData,
} from './socket-messages';

export { SOCKET_LIMITS, type TunableSocketLimits } from './socket-limits';
export type { GatewayTraffic } from './socket-messages';

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
  /** Where drivers' fixes come from and go to. Without it no user is known as a driver, and
   *  every `location` message is dropped as 'not_a_driver'. */
  positions?: PositionsOptions;
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

  // Every accepted fix, from this gateway or another: at once to its orders' pages here, and
  // gathered to dispatch. Most fixes have no listener on this gateway: nothing is built for them.
  const toDispatch = new DispatchPositions((gathered) => {
    if (closing || app.numSubscribers(Topics.staffDispatch) === 0) return;
    const topic = Topics.staffDispatch;
    const message: ServerMessage = { type: 'driver-positions', topic, positions: gathered };
    app.publish(topic, JSON.stringify(message), false);
    traffic.published += 1;
  });
  const unsubscribeBus = positions.bus.subscribe(({ position, orderIds }) => {
    if (closing) return;
    toDispatch.add(position);
    for (const orderId of orderIds) {
      const topic = Topics.order(orderId);
      if (app.numSubscribers(topic) === 0) continue;
      const message: ServerMessage = { type: 'driver-position', topic, ...position };
      app.publish(topic, JSON.stringify(message), false);
      traffic.published += 1;
    }
  });

  const fanOut = (event: DomainEvent) => {
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
  };
  // A paid order's alert is a notification for each of the back office's people, most of them
  // on the other gateways: one for a user with no socket here is not even parsed.
  const unsubscribeFeed = feed.subscribe(
    fanOut,
    undefined,
    (name, data) =>
      name !== 'notification.created' ||
      !isUserRef(data) ||
      app.numSubscribers(Topics.user(data.userId)) > 0,
  );

  return new Promise<Gateway>((resolve, reject) => {
    app.listen(options.host, options.port, (listenSocket: us_listen_socket | false) => {
      if (!listenSocket) {
        unsubscribeFeed();
        unsubscribeBus();
        toDispatch.stop();
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
            toDispatch.stop();
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

/** Whether unparsed event data names a user (the contract is checked after a peek lets it by). */
function isUserRef(data: unknown): data is { userId: number } {
  return typeof (data as { userId?: unknown } | null)?.userId === 'number';
}
