import { z } from 'zod';
import { formatEuros } from '../common/money';
import {
  codesOf,
  say,
  type CodeOf,
  type ParamCodeOf,
  type ParamsOf,
  type PlainCodeOf,
  type TextCatalogue,
  type TextParam,
} from '../common/text-catalogue';

/**
 * What the shop's own notifications say, by a stable code: the English the workers store as a
 * notification's title and message, and, where the text carries values, a function of those
 * values. A stored notification names its title's and its message's code and values (`texts`),
 * so a client says it in its visitor's language (the web's Dutch:
 * web/src/i18n/messages/nl-notifications.ts, typed from this list, so a code without Dutch fails
 * the typecheck). A notification someone typed (the test sender) has no codes and is shown as
 * typed. A code never changes its name; its English may be reworded freely.
 *
 * Names the shop or a customer typed (a bar, a customer, a cancellation reason) are values,
 * given as typed; a bar without a name is ''.
 */

export type NotificationTextParam = TextParam;

/** 'Ready in about 20 minutes; expected at 19:45.', or for a bar order where to pick it up. */
function accepted(prepMinutes: number | undefined, at: string | undefined, bar?: string): string {
  const inAbout = prepMinutes ? ` in about ${prepMinutes} minutes` : '';
  if (bar !== undefined) {
    const where = bar || 'the bar';
    if (!prepMinutes && !at) return `The kitchen is preparing it for pickup at ${where}.`;
    return `Ready for pickup at ${where}${inAbout}${at ? `${prepMinutes ? ',' : ''} at ${at}` : ''}.`;
  }
  if (!prepMinutes && !at) return 'The kitchen is preparing it now.';
  if (!prepMinutes) return `Expected at ${at}.`;
  return `Ready${inAbout}${at ? `; expected at ${at}` : ''}.`;
}

/** A typed reason ends as a sentence, whether or not the kitchen typed the full stop. */
export const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** An order's number as the titles say it. */
type OrderNumber = { order: number };
/** `at` is a time of day in Amsterdam, '19:45'. */
type Expected = { prepMinutes?: number; at?: string };

export const NOTIFICATION_TEXTS = {
  // Titles
  order_paid: (p: OrderNumber) => `Order #${p.order} is paid`,
  order_accepted: (p: OrderNumber) => `Order #${p.order} accepted`,
  order_ready_for_pickup: (p: OrderNumber) => `Order #${p.order} is ready for pickup`,
  order_ready: (p: OrderNumber) => `Order #${p.order} is ready`,
  order_on_its_way: (p: OrderNumber) => `Order #${p.order} is on its way`,
  order_picked_up: (p: OrderNumber) => `Order #${p.order} picked up`,
  order_delivered: (p: OrderNumber) => `Order #${p.order} delivered`,
  order_cancelled: (p: OrderNumber) => `Order #${p.order} cancelled`,
  order_new_estimate: (p: OrderNumber) => `Order #${p.order}: new estimate`,
  order_refunded: (p: OrderNumber) => `Order #${p.order} refunded`,
  new_order: (p: OrderNumber) => `New order #${p.order}`,
  // Messages
  paid_thanks: 'Thank you! The kitchen will accept your order in a moment.',
  accepted_delivery: (p: Expected) => accepted(p.prepMinutes, p.at),
  accepted_pickup: (p: Expected & { bar: string }) => accepted(p.prepMinutes, p.at, p.bar),
  leaves_kitchen_shortly: 'It leaves the kitchen with a driver shortly.',
  pick_up_at: (p: { bar: string }) => `Pick it up at ${p.bar || 'the bar'}.`,
  on_its_way: (p: { at?: string }) =>
    p.at ? `Expected at ${p.at}.` : 'Your driver is on the way.',
  delivered_thanks: 'Buon appetito! Thank you for ordering from Italieno.',
  cancelled: (p: { reason?: string; refundCents?: number }) =>
    [
      p.reason ? `Reason: ${asSentence(p.reason)}` : '',
      p.refundCents !== undefined
        ? `Your refund of ${formatEuros(p.refundCents / 100)} is on its way.`
        : 'You have not been charged.',
    ]
      .filter(Boolean)
      .join(' '),
  new_order_waiting: (p: {
    where: 'delivery' | 'pickup';
    bar: string;
    customer: string;
    totalCents: number;
  }) =>
    `${p.where === 'pickup' ? `Pickup at ${p.bar || 'a bar'}` : 'Delivery'}${
      p.customer ? ` for ${p.customer}` : ''
    }, ${formatEuros(p.totalCents / 100)}. Waiting to be accepted.`,
  estimate_changed: (p: { at: string; cause: 'kitchen-delay' | 'driver-position' }) =>
    p.cause === 'kitchen-delay'
      ? `The kitchen needs a little longer; now expected at ${p.at}.`
      : `Now expected at ${p.at}.`,
  refunded: (p: { amountCents: number }) =>
    `${formatEuros(p.amountCents / 100)} is on its way back to the card or account you paid with; banks take a few working days to show it.`,
} satisfies TextCatalogue;

export type NotificationTextCode = CodeOf<typeof NOTIFICATION_TEXTS>;
export type PlainNotificationTextCode = PlainCodeOf<typeof NOTIFICATION_TEXTS>;
export type NotificationTextParams<C extends NotificationTextCode> = ParamsOf<
  typeof NOTIFICATION_TEXTS,
  C
>;
export const NOTIFICATION_TEXT_CODES = codesOf(NOTIFICATION_TEXTS);

/** A title or a message as stored: its code and the values of its text. */
export const NotificationText = z
  .object({
    code: z.enum(NOTIFICATION_TEXT_CODES),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'NotificationText' });
export type NotificationText = z.infer<typeof NotificationText>;

/** A code with its values, typed by the catalogue. */
export function notificationText<C extends PlainNotificationTextCode>(code: C): NotificationText;
export function notificationText<C extends ParamCodeOf<typeof NOTIFICATION_TEXTS>>(
  code: C,
  params: NotificationTextParams<C>,
): NotificationText;
export function notificationText(code: NotificationTextCode, params?: unknown): NotificationText {
  // Values left out stay out: JSON has no undefined.
  const given = params
    ? Object.fromEntries(Object.entries(params as object).filter(([, v]) => v !== undefined))
    : undefined;
  return given ? { code, params: given as Record<string, NotificationTextParam> } : { code };
}

/** The English of a stored title or message. */
export function notificationEnglish({ code, params }: NotificationText): string {
  return say(NOTIFICATION_TEXTS, code, params);
}
