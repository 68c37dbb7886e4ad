/**
 * One socket's side of the gateway: what it carries, sending to it, its rate limits, and the
 * control messages a client may send (subscribe, unsubscribe, ping). Drivers' fixes are taken
 * before these, by the gateway's position tracker.
 */
import type { HttpResponse, WebSocket } from 'uWebSockets.js';
import {
  ClientMessage,
  mayHear,
  type ServerMessage,
  type TopicGrant,
} from '@shop/contracts/realtime';
import type { DriverSocket } from '../positions/position-tracker';
import { SOCKET_LIMITS } from './socket-limits';

/** uWS's answer to a send over maxBackpressure: the message was not queued. */
const SEND_DROPPED = 2;

/** What the gateway has carried since it started, for monitoring. */
export interface GatewayTraffic {
  /** Messages published to a topic (one per topic, whatever the number of its sockets). */
  published: number;
  /** Messages a socket did not get because its send buffer was full (it is then closed). */
  droppedForBackpressure: number;
  /** Client messages refused as not JSON or not a known message (fixes are counted apart). */
  malformed: number;
}

export interface Bucket {
  tokens: number;
  refilledAt: number;
}

export interface SocketData {
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

export type Socket = WebSocket<SocketData>;

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

export function answer(res: HttpResponse, status: number, message: string): void {
  res
    .writeStatus(STATUS_TEXT[status] ?? String(status))
    .writeHeader('Content-Type', 'application/json')
    .writeHeader('Cache-Control', 'no-store')
    .end(JSON.stringify({ type: ERROR_TYPE[status] ?? 'unknown_error', message }), true);
}

/** Sends to a socket that may have closed in the meantime; a closed one is skipped. */
export function send(ws: Socket, message: ServerMessage): void {
  const data = ws.getUserData();
  if (data.closed) return;
  if (ws.send(JSON.stringify(message), false) === SEND_DROPPED) {
    data.traffic.droppedForBackpressure += 1;
  }
}

export function takeToken(bucket: Bucket, now: number, perSecond: number, burst: number): boolean {
  bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.refilledAt) * perSecond) / 1000);
  bucket.refilledAt = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

export const isLocation = (json: unknown): boolean =>
  typeof json === 'object' && json !== null && (json as { type?: unknown }).type === 'location';

/** A driver's user id from their ticket's subject; null when it is not one. */
export function driverUserId(grant: TopicGrant): number | null {
  if (grant.role !== 'driver' || !/^[1-9][0-9]{0,9}$/.test(grant.subject)) return null;
  return Number(grant.subject);
}

export function handleClientMessage(ws: Socket, json: unknown): void {
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
