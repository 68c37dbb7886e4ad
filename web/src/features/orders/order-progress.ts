import { acceptNoteMinutes, formatEuros, type Order, type OrderStatusEntry } from '@shop/contracts';
import { expectedArrival } from './driver-live';
import { formatMoment, formatMomentIso } from './order-format';
import { m } from '@/i18n/paraglide/messages';

type Move = OrderStatusEntry['move'];

/** One line of the tracking page's timeline: a move made (with its time) or still to come. */
export interface TimelineStep {
  key: string;
  title: string;
  detail: string | null;
  /** When it happened; null for a step still to come. */
  at: string | null;
}

/** The way an order goes when nothing goes wrong. */
const DELIVERY_MOVES: readonly Move[] = ['placed', 'pay', 'accept', 'ready', 'pick-up', 'deliver'];
const PICKUP_MOVES: readonly Move[] = ['placed', 'pay', 'accept', 'ready', 'deliver'];

const barOf = (order: Pick<Order, 'barName'>) => order.barName ?? m.orders_order_theBar();

/** 'Ready for pickup at Bar Fiorella': a bar order's ready step and headline. */
export const readyForPickupText = (barName: string) =>
  m.orders_order_readyForPickupAt({ bar: barName });

function stepTitle(move: Move, order: Order): string {
  switch (move) {
    case 'placed':
      return m.orders_order_placed();
    case 'pay':
      return m.orders_order_paid();
    case 'accept':
      return m.orders_order_accepted();
    case 'ready':
      return order.deliveryType === 'pickup'
        ? readyForPickupText(barOf(order))
        : m.orders_order_readyStep();
    case 'pick-up':
      return m.orders_order_outForDelivery();
    case 'deliver':
      return m.orders_order_deliveredStep();
    case 'cancel':
      return m.orders_order_cancelledStep();
  }
}

function stepDetail(entry: OrderStatusEntry, order: Order): string | null {
  if (entry.move === 'accept') {
    // The note is the api's English ('20 minutes'): its number is said in the page's language.
    const minutes = entry.note === null ? order.prepMinutes : acceptNoteMinutes(entry.note);
    const prep = minutes ? m.orders_order_prepMinutes({ count: minutes }) : entry.note;
    return prep ? m.orders_order_prepTime({ prep }) : null;
  }
  if (entry.move === 'cancel') {
    const reason = entry.note ?? order.cancellationReason;
    return reason ? m.orders_order_reason({ reason }) : null;
  }
  return null;
}

/** The refund of a cancelled paid order as a step of its own (location issue: refund once). */
function refundStep(refund: NonNullable<Order['refund']>): TimelineStep {
  const amount = formatEuros(refund.amount);
  switch (refund.status) {
    case 'pending':
      return {
        key: 'refund',
        title: m.orders_order_refundPending(),
        detail: m.orders_order_refundPendingDetail({ amount }),
        at: refund.requestedAt,
      };
    case 'succeeded':
      return {
        key: 'refund',
        title: m.orders_order_refunded(),
        detail: m.orders_order_refundedDetail({ amount }),
        at: refund.refundedAt ?? refund.requestedAt,
      };
    case 'failed':
      return {
        key: 'refund',
        title: m.orders_order_refundFailed(),
        detail: m.orders_order_refundFailedDetail({ amount }),
        at: refund.requestedAt,
      };
  }
}

/**
 * The order's timeline: every move so far with its time (statusHistory, oldest first), then,
 * while the order is still on its way, the steps to come. A cancelled order ends with the
 * reason and the refund's state.
 */
export function timelineSteps(order: Order): TimelineStep[] {
  const done: TimelineStep[] = order.statusHistory.map((entry, index) => ({
    key: `${entry.move}-${index}`,
    title: stepTitle(entry.move, order),
    detail: stepDetail(entry, order),
    at: entry.at,
  }));
  if (order.status === 'cancelled') {
    return order.refund ? [...done, refundStep(order.refund)] : done;
  }
  if (order.status === 'delivered') return done;

  const way = order.deliveryType === 'pickup' ? PICKUP_MOVES : DELIVERY_MOVES;
  const reached = order.statusHistory.map((entry) => way.indexOf(entry.move));
  const last = Math.max(0, ...reached);
  const toCome = way.slice(last + 1).map((move) => ({
    key: move,
    title: stepTitle(move, order),
    detail: null,
    at: null,
  }));
  return [...done, ...toCome];
}

/** 'in about 25 minutes', 'in about 1 hour 5 minutes'; null once the time has come. */
export function timeLeftText(estimate: Date, now: Date): string | null {
  const minutes = Math.round((estimate.getTime() - now.getTime()) / 60_000);
  if (minutes < 1) return null;
  if (minutes < 60)
    return m.orders_order_inAbout({ time: m.orders_order_minute({ count: minutes }) });
  const hours = m.orders_order_hour({ count: Math.floor(minutes / 60) });
  const rest = minutes % 60;
  const time = rest ? `${hours} ${m.orders_order_minute({ count: rest })}` : hours;
  return m.orders_order_inAbout({ time });
}

/** The headline of the tracking page: where the order stands, in words. */
export interface OrderHeadline {
  text: string;
  /** How long it still takes, while it is on its way. */
  timeLeft: string | null;
}

export function orderHeadline(order: Order, now: Date): OrderHeadline {
  if (order.status === 'cancelled') return { text: m.orders_order_wasCancelled(), timeLeft: null };
  if (order.status === 'delivered') {
    const at =
      order.deliveredAt ?? order.statusHistory.findLast((e) => e.move === 'deliver')?.at ?? null;
    return {
      text: at
        ? m.orders_order_deliveredAt({ time: formatMomentIso(at, now) })
        : m.orders_order_deliveredStep(),
      timeLeft: null,
    };
  }
  if (order.deliveryType === 'pickup' && order.status === 'ready') {
    return { text: readyForPickupText(barOf(order)), timeLeft: null };
  }
  // On its way: from the driver's position; before pick-up: the kitchen's estimate.
  const estimate = expectedArrival(order, now);
  if (!estimate) return { text: m.orders_order_expectedSoon(), timeLeft: null };
  return {
    text: m.orders_order_expectedAround({ time: formatMoment(estimate, now) }),
    timeLeft: timeLeftText(estimate, now),
  };
}

/** Delivered or cancelled: nothing moves any more, so no position is shown. */
export const isFinished = (order: Pick<Order, 'status'>) =>
  order.status === 'delivered' || order.status === 'cancelled';
