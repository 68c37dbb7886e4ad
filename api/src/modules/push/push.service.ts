import { createPublicKey } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  BrowserPushSubscription,
  DevicePushOptIn,
  Language,
  PushOptOut,
  PushSubscriptionView,
  PushTopic,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { pushSubscriptions } from '@shop/workers/tables';
import { badRequest, conflict, notFound } from '../../shared/errors/app-error';
import type { PushConfig } from '../../config/env';
import { API_MESSAGES, apiMessage } from '@shop/contracts';

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** What every opt-in stores besides the subscription. */
interface OptIn {
  topic: PushTopic;
  orderId: number | null;
  userId: number | null;
  language: Language;
  /** The request's User-Agent, shortened to a device name. */
  userAgent: string | undefined;
}

export const PUSH_OFF = API_MESSAGES.push_off;

/**
 * The devices that opted in to Web Push (the table is the workers', which send the pushes):
 * opting in and out, a user's list of their devices, and their removal.
 */
export class PushSubscriptions {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<PushConfig, 'serviceHosts'> & { publicKey: string | null },
  ) {}

  get publicKey(): string | null {
    return this.config.publicKey;
  }

  /** Stores (or renews) one device's subscription to one topic. */
  async subscribe(
    subscription: BrowserPushSubscription,
    optIn: OptIn,
  ): Promise<PushSubscriptionView> {
    if (!this.config.publicKey) throw conflict('push_off');
    assertPushService(subscription.endpoint, this.config.serviceHosts);
    assertBrowserKey(subscription.keys.p256dh);
    const values = {
      topic: optIn.topic,
      orderId: optIn.orderId,
      userId: optIn.userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      language: optIn.language,
      device: deviceName(optIn.userAgent),
    };
    const [row] = await this.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: [pushSubscriptions.endpoint, pushSubscriptions.topic, pushSubscriptions.orderId],
        set: {
          p256dh: values.p256dh,
          auth: values.auth,
          language: values.language,
          userId: values.userId,
          device: values.device,
        },
      })
      .returning();
    return toView(row!);
  }

  /** A staff device for new orders, or a driver's device for offers. */
  subscribeDevice(
    topic: 'kitchen' | 'driver',
    userId: number,
    input: DevicePushOptIn,
    userAgent: string | undefined,
  ) {
    return this.subscribe(input.subscription, {
      topic,
      orderId: null,
      userId,
      language: input.language,
      userAgent,
    });
  }

  /** The devices a user opted in, oldest first. */
  async listOwn(userId: number, db: Db | Tx = this.db): Promise<PushSubscriptionView[]> {
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    return rows.map(toView);
  }

  /** Switches one of the user's devices off; another's is not found, like a missing one. */
  async removeOwn(userId: number, id: number): Promise<void> {
    const removed = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
      .returning({ id: pushSubscriptions.id });
    if (removed.length === 0) throw notFound('push_subscription_not_found');
  }

  /**
   * The device itself switches off: it names its endpoint, a secret only it and the push
   * service know, so no sign-in is needed (a guest's order has none).
   */
  async optOut(input: PushOptOut): Promise<number> {
    const conditions = [eq(pushSubscriptions.endpoint, input.endpoint)];
    if (input.topic) conditions.push(eq(pushSubscriptions.topic, input.topic));
    if (input.orderId) conditions.push(eq(pushSubscriptions.orderId, input.orderId));
    const removed = await this.db
      .delete(pushSubscriptions)
      .where(and(...conditions))
      .returning({ id: pushSubscriptions.id });
    return removed.length;
  }
}

/**
 * Deletes every device a user opted in, and every device still told of their orders (their
 * account is being erased).
 */
export async function deleteUserPushSubscriptions(
  tx: Tx,
  userId: number,
  orderIds: readonly number[],
): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  if (orderIds.length > 0) {
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.topic, 'order'),
          inArray(pushSubscriptions.orderId, [...orderIds]),
        ),
      );
  }
}

/** A user's devices for their data export. */
export async function exportPushSubscriptions(tx: Tx, userId: number) {
  const rows = await tx
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
  return rows.map(toView);
}

export function toView(row: SubscriptionRow): PushSubscriptionView {
  return {
    id: row.id,
    topic: row.topic,
    orderId: row.orderId,
    language: row.language,
    pushService: new URL(row.endpoint).host,
    device: row.device,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The workers will post to the endpoint, so it must be a known push service's: never the
 * shop's own network or another site (the list is PUSH_SERVICE_HOSTS).
 */
function assertPushService(endpoint: string, hosts: readonly string[]): void {
  const { hostname, username, password } = new URL(endpoint);
  const host = hostname.toLowerCase();
  const known = hosts.some((h) => host === h || host.endsWith(`.${h}`));
  if (!known || username || password) {
    throw badRequest(apiMessage('unknown_push_service', { host }));
  }
}

/** The browser's key must be a point on P-256, or every push to it would fail to encrypt. */
function assertBrowserKey(p256dh: string): void {
  const bytes = Buffer.from(p256dh, 'base64url');
  try {
    if (bytes.length !== 65 || bytes[0] !== 4) throw new Error('not an uncompressed point');
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: bytes.subarray(1, 33).toString('base64url'),
        y: bytes.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
  } catch {
    throw badRequest('invalid_push_key');
  }
}

/** 'Chrome on Android', 'Safari on iPhone': enough for a customer to tell their devices apart. */
export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser\//.test(ua)
      ? 'Samsung Internet'
      : /Firefox\/|FxiOS\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Browser';
  const os = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /Linux|CrOS/.test(ua)
              ? 'Linux'
              : null;
  return os ? `${browser} on ${os}` : browser;
}
