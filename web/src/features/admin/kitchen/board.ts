import { m } from '@/i18n/paraglide/messages';
import { KITCHEN_COLUMN_NAMES } from '../admin-labels';
import {
  decideMove,
  KitchenColumn,
  kitchenColumn,
  type KitchenAlertMinutes,
  PREP_MINUTES,
  type ActorRole,
  type LifecycleOrder,
  type Order,
  type OrderStatus,
} from '@shop/contracts';

export const COLUMNS = KitchenColumn.options;

/** The board's orders by column; unpaid orders are not the kitchen's. Done today: newest first. */
export function ordersByColumn(orders: readonly Order[]): Record<KitchenColumn, Order[]> {
  const columns: Record<KitchenColumn, Order[]> = {
    new: [],
    preparing: [],
    ready: [],
    out: [],
    done: [],
  };
  for (const order of orders) {
    const column = kitchenColumn(order);
    if (column) columns[column].push(order);
  }
  columns.done.sort((a, b) => Date.parse(finishedAt(b)) - Date.parse(finishedAt(a)));
  return columns;
}

/** When an order was delivered or cancelled (its last move). */
export function finishedAt(order: Order): string {
  return order.deliveredAt ?? order.statusHistory.at(-1)?.at ?? order.createdAt;
}

/** When the kitchen marked the order ready (its last 'ready' move); null before that. */
export function readyAt(order: Order): string | null {
  return order.statusHistory.findLast((entry) => entry.move === 'ready')?.at ?? null;
}

/** Since when a New order has been waiting for the kitchen: its payment, else its placing. */
export function waitingSince(order: Order): number {
  const paid = order.statusHistory.findLast((entry) => entry.move === 'pay');
  const at = Date.parse(paid?.at ?? order.createdAt);
  return Number.isNaN(at) ? 0 : at;
}

/** The last time the order made this lifecycle move, in ms; null when it never did. */
function lastMoveAt(order: Order, move: Order['statusHistory'][number]['move']): number | null {
  const entry = order.statusHistory.findLast((e) => e.move === move);
  const at = entry ? Date.parse(entry.at) : Number.NaN;
  return Number.isNaN(at) ? null : at;
}

/**
 * Since when an order has been in its column (ms): New since payment, Preparing since the
 * kitchen accepted it, Ready since it was marked ready, Out since the driver left. Null for
 * Done today, which has no limit.
 */
export function inColumnSince(order: Order, column: KitchenColumn): number | null {
  switch (column) {
    case 'new':
      return waitingSince(order);
    case 'preparing': {
      const accepted = order.acceptedAt ? Date.parse(order.acceptedAt) : Number.NaN;
      return Number.isNaN(accepted) ? lastMoveAt(order, 'accept') : accepted;
    }
    case 'ready':
      return lastMoveAt(order, 'ready');
    case 'out':
      return lastMoveAt(order, 'pick-up');
    case 'done':
      return null;
  }
}

/** An order that has been in its column longer than the store allows. */
export interface StageAlert {
  minutes: number;
  /** Said in words, so the alert does not rest on colour alone: '12 min in Preparing'. */
  text: string;
}

/**
 * The per-column alert rule: an order stands out once it has been in a working column for at
 * least that column's limit; whole minutes, counted on the server's clock.
 */
export function stageAlert(
  order: Order,
  column: KitchenColumn,
  now: number,
  limits: KitchenAlertMinutes,
): StageAlert | null {
  if (column === 'done') return null;
  const since = inColumnSince(order, column);
  if (since === null) return null;
  const minutes = Math.floor((now - since) / 60_000);
  if (minutes < limits[column]) return null;
  const columnName = KITCHEN_COLUMN_NAMES[column]();
  return { minutes, text: m.adminKitchen_inColumn({ minutes, column: columnName }) };
}

const lifecycleOrder = (order: Order): LifecycleOrder => ({
  id: order.id,
  status: order.status,
  paymentStatus: order.paymentStatus,
  deliveryType: order.deliveryType,
  accepted: order.acceptedAt !== null,
});

/** The moves the board offers a card: the ones the lifecycle allows this actor now. */
export interface CardMoves {
  accept: boolean;
  ready: boolean;
  out: boolean;
  deliver: boolean;
  cancel: boolean;
  /** +5 / +10 minutes: an accepted order still being prepared. */
  delay: boolean;
}

/**
 * Asks the contracts' machine, as the server does, which moves apply. The details a move
 * needs (a preparation time, a reason) are given here as the board always asks for them.
 */
export function cardMoves(order: Order, role: ActorRole): CardMoves {
  const allowed = (to: OrderStatus) =>
    decideMove(
      lifecycleOrder(order),
      { to, prepMinutes: PREP_MINUTES[0], reason: 'kitchen' },
      { role },
    ).allowed;
  return {
    accept: allowed('preparing'),
    ready: allowed('ready'),
    out: allowed('in_transit'),
    deliver: allowed('delivered'),
    cancel: allowed('cancelled'),
    delay: order.status === 'preparing' && order.acceptedAt !== null,
  };
}

/** The alarm gets louder and faster when an order has waited 2 and then 5 minutes. */
export const ALARM_ESCALATION_MS = [2 * 60_000, 5 * 60_000] as const;
export type AlarmLevel = 0 | 1 | 2;

export function alarmLevel(waitedMs: number): AlarmLevel {
  if (waitedMs >= ALARM_ESCALATION_MS[1]) return 2;
  if (waitedMs >= ALARM_ESCALATION_MS[0]) return 1;
  return 0;
}

/** '0:42', '12:05', '1:02:05': how long ago, to the second. */
export function formatAge(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The receipt page for one order (web/src/features/orders/print-order-page.tsx reads `id`). */
export const printOrderUrl = (orderId: number) => `/print-order?id=${orderId}`;
