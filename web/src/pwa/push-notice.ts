import type { PushPayload } from '@shop/contracts';
import { PUSH_STATUSES, type PushStatusName } from '@shop/contracts/push';
import en from '../i18n/locales/en/push';
import nl from '../i18n/locales/nl/push';

/** A push as the service worker reads it (contracts' PushPayload). */
export type PushNotice = PushPayload;

const TEXTS = { en: en.notification, nl: nl.notification };
const STATUSES = new Set<string>(PUSH_STATUSES);

/**
 * Reads a push's payload; null for anything else (the worker then shows nothing). Checked by
 * hand: the service worker stays small and zod stays out of it.
 */
export function parsePush(text: string | null): PushNotice | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { orderId, status, language, expiresAt } = data as Record<string, unknown>;
  if (typeof orderId !== 'number' || !Number.isInteger(orderId) || orderId <= 0) return null;
  if (typeof status !== 'string' || !STATUSES.has(status)) return null;
  if (language !== 'en' && language !== 'nl') return null;
  if (
    expiresAt !== undefined &&
    (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt)))
  ) {
    return null;
  }
  return {
    orderId,
    status: status as PushStatusName,
    language,
    ...(expiresAt !== undefined ? { expiresAt: expiresAt as string } : {}),
  };
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** The page a notification opens. */
export function noticeUrl(notice: PushNotice): string {
  switch (notice.status) {
    case 'new_order':
      return '/admin/orders';
    case 'offered':
      return '/driverdashboardnow';
    default:
      return `/order/${notice.orderId}`;
  }
}

/** The notification a push shows, in the language the subscriber opted in with. */
export function pushNotification(
  notice: PushNotice,
  now: number,
): { title: string; options: NotificationOptions & { timestamp?: number; renotify?: boolean } } {
  const texts = TEXTS[notice.language];
  const key = (
    {
      accepted: 'accepted',
      on_its_way: 'onTheWay',
      delivered: 'delivered',
      picked_up: 'pickedUp',
      cancelled: 'cancelled',
      new_order: 'newOrder',
      offered: 'offer',
    } as const
  )[notice.status];
  const time = notice.expiresAt
    ? new Date(notice.expiresAt).toLocaleTimeString(notice.language === 'nl' ? 'nl-NL' : 'en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZone: 'Europe/Amsterdam',
      })
    : '';
  const values = { orderId: notice.orderId, time };
  const tag =
    notice.status === 'new_order'
      ? `kitchen-${notice.orderId}`
      : notice.status === 'offered'
        ? `offer-${notice.orderId}`
        : `order-${notice.orderId}`;
  return {
    title: fill(texts[key].title, values),
    options: {
      body: fill(texts[key].body, values),
      lang: notice.language,
      // A newer move of the same order replaces the one still shown.
      tag,
      renotify: true,
      timestamp: now,
      requireInteraction: notice.status === 'new_order' || notice.status === 'offered',
      data: { url: noticeUrl(notice), orderId: notice.orderId, status: notice.status },
    },
  };
}
