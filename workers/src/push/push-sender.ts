import type { Agent } from 'node:https';
import webpush from 'web-push';

/** The shop's VAPID key pair (base64url) and the contact push services may write to. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address of the shop, sent in every push's signed token. */
  subject: string;
}

/** What the sender needs of a stored subscription. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  /** The JSON the service worker reads; encrypted for the browser (aes128gcm). */
  payload: string;
  /** Seconds the push service keeps the message for a device that is offline. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A newer message with the same topic replaces one not yet delivered (RFC 8030 §5.4). */
  topic: string;
}

/** How a push service answered. */
export type PushAnswer =
  | { outcome: 'sent' }
  /** 404 or 410: the browser dropped the subscription; it must not be used again. */
  | { outcome: 'gone'; statusCode: number }
  /** Another 4xx: the request will not succeed if repeated (a bad key, too large). */
  | { outcome: 'refused'; statusCode: number; body: string };

/** Sends one push; throws when a retry may succeed (5xx, 429, the network). */
export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushAnswer>;
}

/**
 * Web Push through the `web-push` library: it signs a VAPID token with the shop's key and
 * encrypts the payload with the browser's keys. `agent` is for tests, whose push service
 * stand-in answers over HTTPS with its own certificate.
 */
export function webPushSender(vapid: VapidKeys, options: { agent?: Agent } = {}): PushSender {
  const vapidDetails = {
    subject: vapid.subject,
    publicKey: vapid.publicKey,
    privateKey: vapid.privateKey,
  };
  return {
    async send(target, message) {
      try {
        await webpush.sendNotification(target, message.payload, {
          vapidDetails,
          TTL: message.ttl,
          urgency: message.urgency,
          topic: message.topic,
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return { outcome: 'sent' };
      } catch (err) {
        if (err instanceof webpush.WebPushError) {
          const { statusCode } = err;
          if (statusCode === 404 || statusCode === 410) return { outcome: 'gone', statusCode };
          if (statusCode >= 400 && statusCode < 500 && statusCode !== 429) {
            return { outcome: 'refused', statusCode, body: String(err.body).slice(0, 200) };
          }
        }
        throw err;
      }
    },
  };
}

/** A new VAPID key pair, for `cli vapid-keys`: made once, then kept in the environment. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
