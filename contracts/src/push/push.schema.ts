import { z } from 'zod';
import { Language } from '../account/language';
import { Id, idText } from '../common/ids';
import { PUSH_STATUSES } from './push-statuses';
import { vm } from '../errors/validation-messages';

/**
 * Web Push: a browser's push subscription, what the shop keeps of it, and the
 * payload a push carries. A payload holds an order's number and its status, never a name, an
 * address or a text: the service worker writes the notification in the subscriber's language.
 */

/** base64url without padding, as PushSubscription.toJSON() writes keys. */
const base64url = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}=*$`), message);

/** A browser's PushSubscription as `toJSON()` gives it. */
export const BrowserPushSubscription = z.object({
  endpoint: z
    .url({
      protocol: /^https$/,
      error: vm('push_endpoint'),
    })
    .max(2048, vm('push_endpoint_too_long')),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url(65, vm('push_p256dh')),
    /** The 16-byte authentication secret. */
    auth: base64url(16, vm('push_auth')),
  }),
});
export type BrowserPushSubscription = z.infer<typeof BrowserPushSubscription>;

/** What a device is told about: an order's moves, the kitchen's new orders, a driver's offers. */
export const PushTopic = z.enum(['order', 'kitchen', 'driver']);
export type PushTopic = z.infer<typeof PushTopic>;

/** The tracking page's opt-in: this order's moves, in the customer's language. */
export const OrderPushOptIn = z.object({
  subscription: BrowserPushSubscription,
  language: Language,
  /** The order's tracking token, for a browser that holds the link rather than the guest cookie. */
  t: z.string().max(200).optional(),
});
export type OrderPushOptIn = z.infer<typeof OrderPushOptIn>;

/** A staff device's or a driver's opt-in: their topic follows from their role. */
export const DevicePushOptIn = z.object({
  subscription: BrowserPushSubscription,
  language: Language,
});
export type DevicePushOptIn = z.infer<typeof DevicePushOptIn>;

/** Switches a device off: the browser names its own endpoint, which only it knows. */
export const PushOptOut = z.object({
  endpoint: z.string().min(1).max(2048),
  /** Only this topic (and for 'order' this order); everything of the endpoint when absent. */
  topic: PushTopic.optional(),
  orderId: Id.optional(),
});
export type PushOptOut = z.infer<typeof PushOptOut>;

/** One subscription as its owner sees it (the profile, the data export). */
export const PushSubscriptionView = z
  .object({
    id: Id,
    topic: PushTopic,
    orderId: Id.nullable(),
    language: Language,
    /** The push service's host, which names the browser's maker (e.g. fcm.googleapis.com). */
    pushService: z.string(),
    /** A short name of the device's browser, from its User-Agent when it opted in. */
    device: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionView = z.infer<typeof PushSubscriptionView>;

export const PushSubscriptionResponse = z.object({ subscription: PushSubscriptionView });
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponse>;

export const PushSubscriptionList = z.object({ subscriptions: z.array(PushSubscriptionView) });
export type PushSubscriptionList = z.infer<typeof PushSubscriptionList>;

export const PushOptOutResult = z.object({ removed: z.number().int().nonnegative() });
export type PushOptOutResult = z.infer<typeof PushOptOutResult>;

/** The VAPID public key browsers subscribe with; null when the shop sends no pushes. */
export const PushKey = z.object({ publicKey: z.string().nullable() });
export type PushKey = z.infer<typeof PushKey>;

export const PushSubscriptionIdParam = z.object({
  subscriptionId: idText(vm('subscription_id_invalid')),
});

/** What a push tells (push-statuses.ts, the service worker's list too). */
export const PushStatus = z.enum(PUSH_STATUSES);
export type PushStatus = z.infer<typeof PushStatus>;

/** The encrypted body of a push, as the service worker reads it. */
export const PushPayload = z.object({
  orderId: Id,
  status: PushStatus,
  language: Language,
  /** An offer's end, for the driver to see how long they have. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type PushPayload = z.infer<typeof PushPayload>;
