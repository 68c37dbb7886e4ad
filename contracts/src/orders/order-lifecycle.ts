import { z } from 'zod';
import {
  OrderStatus,
  orderStatusLabel,
  type DeliveryType,
  type PaymentStatus,
} from './order.schema';

/**
 * The order lifecycle, decided on the server and shared with the kitchen board and the tests:
 *
 *   pending ──paid──▶ preparing ──accept──▶ (preparing) ──▶ ready ──▶ in_transit ──▶ delivered
 *                                                               └─ bar pickup ──────▶ delivered
 *   pending, preparing or ready ──cancel──▶ cancelled
 *
 * Payment moves an order to preparing; the kitchen then accepts it with a preparation time
 * (the board's New column holds paid orders nobody has accepted yet). Who may make which move
 * is the table MOVE_ROLES; every refusal says why in words.
 */

/** Preparation times the kitchen accepts an order with, in minutes. */
export const PREP_MINUTES = [10, 15, 20, 30, 45] as const;
export type PrepMinutes = (typeof PREP_MINUTES)[number];
/** What the kitchen may add to an accepted order's preparation time. */
export const DELAY_MINUTES = [5, 10] as const;
export type DelayMinutes = (typeof DELAY_MINUTES)[number];

/** The test tool's names for two statuses, accepted wherever a status is sent. */
export const STATUS_ALIASES = { received: 'pending', out_for_delivery: 'in_transit' } as const;

/** A status as a client may send it: the shop's names or the test tool's aliases. */
export const OrderStatusName = z
  .union([OrderStatus, z.enum(['received', 'out_for_delivery'])], {
    error: `Unknown status. Use one of: ${[...OrderStatus.options, 'received', 'out_for_delivery'].join(', ')}`,
  })
  .transform((name): OrderStatus =>
    name in STATUS_ALIASES
      ? STATUS_ALIASES[name as keyof typeof STATUS_ALIASES]
      : (name as OrderStatus),
  );

const literalUnion = <T extends readonly number[]>(values: T, message: string) =>
  z.union(
    values.map((v) => z.literal(v)) as unknown as [
      z.ZodLiteral<T[number]>,
      ...z.ZodLiteral<T[number]>[],
    ],
    { error: message },
  );

/**
 * What an accept move notes in the order's status history: its preparation time, in the api's
 * English ('20 minutes'). Pages read the number back and say it in their own language.
 */
export const acceptNote = (prepMinutes: number): string => `${prepMinutes} minutes`;

/** The preparation time an accept move's note records; null for any other note. */
export function acceptNoteMinutes(note: string | null): number | null {
  const match = note ? /^(\d+) minutes$/.exec(note) : null;
  return match ? Number(match[1]) : null;
}

export const PREP_MINUTES_MESSAGE = 'Choose a preparation time of 10, 15, 20, 30 or 45 minutes';
export const CANCEL_REASON_MESSAGE = 'Give a reason for the cancellation';

/** PATCH /api/orders/{id}/status */
export const OrderStatusMoveInput = z
  .object({
    status: OrderStatusName,
    /** Why an order is cancelled; the kitchen must give one. */
    reason: z.string().trim().max(300, 'The reason can be at most 300 characters').optional(),
    /** Minutes the kitchen needs, when it accepts the order (status 'preparing'). */
    prepMinutes: literalUnion(PREP_MINUTES, PREP_MINUTES_MESSAGE).optional(),
  })
  .meta({ id: 'OrderStatusMoveInput' });
export type OrderStatusMoveInput = z.output<typeof OrderStatusMoveInput>;

/** POST /api/orders/{id}/delay */
export const OrderDelayInput = z
  .object({ minutes: literalUnion(DELAY_MINUTES, 'Add 5 or 10 minutes') })
  .meta({ id: 'OrderDelayInput' });
export type OrderDelayInput = z.output<typeof OrderDelayInput>;

/** The moves a client can ask for; payment ('pay') is the provider's, never a client's. */
export const MoveKind = z.enum(['pay', 'accept', 'ready', 'pick-up', 'deliver', 'cancel']);
export type MoveKind = z.infer<typeof MoveKind>;

export const ActorRole = z.enum(['system', 'admin', 'staff', 'driver', 'customer', 'guest']);
export type ActorRole = z.infer<typeof ActorRole>;

/**
 * Who may make each move: the one policy table behind PATCH /api/orders/{id}/status, the board's
 * buttons and the role tests. A driver only moves orders assigned to them; a customer or guest
 * only cancels their own order, and only while it is unpaid.
 */
export const MOVE_ROLES: Record<MoveKind, readonly ActorRole[]> = {
  pay: ['system'],
  accept: ['admin', 'staff'],
  ready: ['admin', 'staff'],
  'pick-up': ['admin', 'staff', 'driver'],
  deliver: ['admin', 'staff', 'driver'],
  cancel: ['admin', 'staff', 'customer', 'guest'],
};

const KIND_BY_TARGET: Record<OrderStatus, MoveKind | null> = {
  pending: null,
  preparing: 'accept',
  ready: 'ready',
  in_transit: 'pick-up',
  delivered: 'deliver',
  cancelled: 'cancel',
};

/** Who asks for a move, with their relation to the order. */
export interface MoveActor {
  role: ActorRole;
  /** The customer or guest browser that placed the order. */
  owner?: boolean;
  /** The driver the order is assigned to. */
  assignedDriver?: boolean;
}

/** What the machine needs to know of an order. */
export interface LifecycleOrder {
  id: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  deliveryType: DeliveryType;
  /** Whether the kitchen accepted it with a preparation time. */
  accepted: boolean;
}

export interface MoveRequest {
  to: OrderStatus;
  prepMinutes?: number | undefined;
  reason?: string | undefined;
}

export type MoveDecision =
  | { allowed: true; kind: MoveKind; from: OrderStatus; to: OrderStatus }
  | { allowed: false; status: 403 | 409 | 422; code: string; message: string };

const refuse = (status: 403 | 409 | 422, code: string, message: string): MoveDecision => ({
  allowed: false,
  status,
  code,
  message,
});

const BACK_OFFICE: readonly ActorRole[] = ['admin', 'staff'];
const UNPAID: readonly PaymentStatus[] = ['unpaid', 'failed'];

const ROLE_REFUSALS: Record<MoveKind, string> = {
  pay: 'Only a payment can mark an order paid',
  accept: 'Only the kitchen can accept an order',
  ready: 'Only the kitchen can mark an order ready',
  'pick-up': 'Only the kitchen or the order’s driver can send an order out for delivery',
  deliver: 'Only the kitchen or the order’s driver can mark an order delivered',
  cancel: 'Only the kitchen or the customer can cancel an order',
};

/** The move's name for a status a client asked for; null for a status no move leads to. */
export function moveKindFor(to: OrderStatus): MoveKind | null {
  return KIND_BY_TARGET[to];
}

/**
 * Whether `actor` may move `order` to `move.to`, and if not why: 403 when the actor may never
 * make this move (or not on this order), 409 when the order's state does not allow it now,
 * 422 when a detail the move needs is missing.
 */
export function decideMove(
  order: LifecycleOrder,
  move: MoveRequest,
  actor: MoveActor,
): MoveDecision {
  const n = `Order #${order.id}`;
  const label = orderStatusLabel(order.status);
  // Payment is the one move the shop makes by itself; clients name statuses, not moves.
  const kind = actor.role === 'system' && move.to === 'preparing' ? 'pay' : moveKindFor(move.to);
  const backOffice = BACK_OFFICE.includes(actor.role);
  if (kind === null) {
    return backOffice
      ? refuse(409, 'invalid_transition', `${n} cannot go back to Pending`)
      : refuse(403, 'not_allowed', 'Only the kitchen can change an order’s status');
  }
  if (!MOVE_ROLES[kind].includes(actor.role)) {
    return refuse(403, 'not_allowed', ROLE_REFUSALS[kind]);
  }
  if (actor.role === 'driver' && !actor.assignedDriver) {
    return refuse(403, 'not_allowed', 'This order is not assigned to you');
  }
  if ((actor.role === 'customer' || actor.role === 'guest') && !actor.owner) {
    return refuse(403, 'not_allowed', 'You can only cancel your own order');
  }
  if (order.status === 'delivered') {
    return refuse(409, 'invalid_transition', `${n} has already been delivered`);
  }
  if (order.status === 'cancelled') {
    return refuse(409, 'invalid_transition', `${n} has been cancelled`);
  }
  const ok = (): MoveDecision => ({ allowed: true, kind, from: order.status, to: move.to });
  const pickup = order.deliveryType === 'pickup';

  switch (kind) {
    case 'pay':
      return order.status === 'pending'
        ? ok()
        : refuse(409, 'invalid_transition', `${n} is already ${label}`);
    case 'accept':
      if (order.status === 'pending') return refuse(409, 'not_paid', `${n} is not paid yet`);
      if (order.status !== 'preparing')
        return refuse(409, 'invalid_transition', `${n} is already ${label}`);
      if (order.accepted) return refuse(409, 'already_accepted', `${n} has already been accepted`);
      if (!PREP_MINUTES.includes(move.prepMinutes as PrepMinutes))
        return refuse(422, 'prep_minutes_required', PREP_MINUTES_MESSAGE);
      return ok();
    case 'ready':
      if (order.status === 'pending') return refuse(409, 'not_paid', `${n} is not paid yet`);
      if (order.status !== 'preparing')
        return refuse(409, 'invalid_transition', `${n} is already ${label}`);
      // Accepting gives the customer a time and their confirmation; the kitchen never skips it.
      if (!order.accepted) return refuse(409, 'not_accepted', `${n} has not been accepted yet`);
      return ok();
    case 'pick-up':
      if (pickup) return refuse(409, 'pickup_order', `${n} is picked up at the bar, not delivered`);
      if (order.status === 'ready') return ok();
      if (order.status === 'in_transit')
        return refuse(409, 'invalid_transition', `${n} is already ${label}`);
      return refuse(409, 'not_ready', `${n} is not ready yet`);
    case 'deliver':
      if (pickup) {
        if (actor.role === 'driver')
          return refuse(403, 'not_allowed', 'A bar order is handed over at the bar');
        return order.status === 'ready' ? ok() : refuse(409, 'not_ready', `${n} is not ready yet`);
      }
      return order.status === 'in_transit'
        ? ok()
        : refuse(409, 'not_in_transit', `${n} is not out for delivery yet`);
    case 'cancel':
      if (!backOffice) {
        return order.status === 'pending' && UNPAID.includes(order.paymentStatus)
          ? ok()
          : refuse(409, 'already_paid', `${n} is paid; please call us to cancel it`);
      }
      if (order.status === 'in_transit')
        return refuse(
          409,
          'invalid_transition',
          `${n} is on its way and can no longer be cancelled`,
        );
      if (!move.reason?.trim()) return refuse(422, 'reason_required', CANCEL_REASON_MESSAGE);
      return ok();
  }
}

/** The kitchen board's columns (issue: New, Preparing, Ready, Out for delivery, Done today). */
export const KitchenColumn = z.enum(['new', 'preparing', 'ready', 'out', 'done']);
export type KitchenColumn = z.infer<typeof KitchenColumn>;

export const KITCHEN_COLUMN_LABELS: Record<KitchenColumn, string> = {
  new: 'New',
  preparing: 'Preparing',
  ready: 'Ready',
  out: 'Out for delivery',
  done: 'Done today',
};

/** Where an order stands on the board; null for an order the kitchen does not see (unpaid). */
export function kitchenColumn(order: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  acceptedAt: string | Date | null;
}): KitchenColumn | null {
  switch (order.status) {
    case 'pending':
      return null;
    case 'preparing':
      return order.acceptedAt ? 'preparing' : 'new';
    case 'ready':
      return 'ready';
    case 'in_transit':
      return 'out';
    case 'delivered':
    case 'cancelled':
      return 'done';
  }
}
