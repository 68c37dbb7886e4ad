import {
  parseComboSelectionsText,
  estimatedDeliveryAt,
  paymentMethodType,
  type DeliveryAddress,
  type Order,
  type OrderItem,
} from '@shop/contracts';
import { m } from '@/i18n/paraglide/messages';
import { formatClock, formatDay } from '@/i18n/format';
import { orderStatusName } from '@/i18n/order-status';

export const BEING_PREPARED = 'Being Prepared';

const parse = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'Mar 14, 2026' ('MMM d, yyyy'); Dutch '14 mrt 2026'. */
export const formatDate = (date: Date): string => formatDay(date);

/** '19:45' ('HH:mm'). */
export const formatTime = (date: Date): string => formatClock(date);

/** 'Mar 14, 2026 19:45'. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? `${formatDate(date)} ${formatTime(date)}` : iso;
}

/** A placed order waits in the kitchen: pending or preparing reads 'Being Prepared'. */
export function orderStatusText(status: string): string {
  return status === 'pending' || status === 'preparing'
    ? m.orders_order_beingPrepared()
    : orderStatusName(status);
}

/**
 * When the order should arrive: the server's estimate, else creation plus 45
 * minutes (30 for express, the scheduled time for a scheduled order); '30-45 minutes' with no
 * order. Today's times read '19:45', other days 'Mar 15, 2026 09:30'.
 */
export function estimatedDeliveryText(order: Order | null, now = new Date()): string {
  const estimate = order ? estimatedDeliveryDate(order) : null;
  return estimate ? formatMoment(estimate, now) : m.orders_order_defaultEstimate();
}

/** The server's estimate, else the spec's default from the order's creation; null if unknown. */
export function estimatedDeliveryDate(
  order: Pick<
    Order,
    'createdAt' | 'estimatedDelivery' | 'scheduledDeliveryTime' | 'deliveryOption'
  >,
): Date | null {
  const created = parse(order.createdAt);
  const scheduled = order.scheduledDeliveryTime ? parse(order.scheduledDeliveryTime) : null;
  return (
    (order.estimatedDelivery ? parse(order.estimatedDelivery) : null) ??
    (created ? estimatedDeliveryAt(created, order.deliveryOption, scheduled) : null)
  );
}

/** Today's moments read '19:45', other days' 'Mar 15, 2026 09:30'. */
export function formatMoment(date: Date, now = new Date()): string {
  const sameDay = formatDate(date) === formatDate(now);
  return sameDay ? formatTime(date) : `${formatDate(date)} ${formatTime(date)}`;
}

/** formatMoment of an ISO time; the text as it is when it is not one. */
export function formatMomentIso(iso: string, now = new Date()): string {
  const date = parse(iso);
  return date ? formatMoment(date, now) : iso;
}

/** The chosen option values and a combo's choices, one line each. */
export function orderItemDetails(item: Pick<OrderItem, 'options' | 'comboSelections'>): string[] {
  const details = item.options.map((option) => option.value);
  const combo = parseComboSelectionsText(item.comboSelections);
  if (!combo) return details;
  return [
    ...details,
    m.orders_order_sandwich({ name: combo.sandwich }),
    m.orders_order_drink({ name: combo.drink }),
    m.orders_order_sauce({ name: combo.sauce }),
  ];
}

/** 'Overtoom 100' and '1054 HK Amsterdam' (and the country when known). */
export function addressLines(address: DeliveryAddress): string[] {
  const locality = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [address.streetAddress, locality, address.country ?? ''].filter(Boolean);
}

/** The placeholder a bar order shows where a delivery shows its address. */
export const pickupText = (barName: string | null): string =>
  m.orders_order_pickupAt({ bar: barName ?? m.orders_order_theBar() });

const PAYMENT_METHOD_TEXTS = {
  card: m.orders_order_card,
  ideal: m.orders_order_ideal,
  bancontact: m.orders_order_bancontact,
  cash: m.orders_order_cash,
};

/**
 * How the order was paid, in the shop's language: 'Credit/Debit Card', 'iDEAL | Wero' or
 * 'Bancontact'; any other value 'Cash on Delivery'.
 */
export const paymentMethodText = (method: string): string =>
  PAYMENT_METHOD_TEXTS[paymentMethodType(method) ?? 'cash']();
