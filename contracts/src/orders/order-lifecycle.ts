import { z } from 'zod';
import { OrderStatus, type DeliveryType, type PaymentStatus } from './order.schema';
import { API_MESSAGES, apiMessage, type ApiMessage } from '../errors/api-messages';
import { vm } from '../errors/validation-messages';

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
    error: vm('unknown_status', {
      options: [...OrderStatus.options, 'received', 'out_for_delivery'].join(', '),
    }),
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

export const PREP_MINUTES_MESSAGE = API_MESSAGES.prep_minutes_required;
export const CANCEL_REASON_MESSAGE = API_MESSAGES.reason_required;

/** PATCH /api/orders/{id}/status */
export const OrderStatusMoveInput = z
  .object({
    status: OrderStatusName,
    /** Why an order is cancelled; the kitchen must give one. */
    reason: z.string().trim().max(300, vm('reason_too_long')).optional(),
    /** Minutes the kitchen needs, when it accepts the order (status 'preparing'). */
    prepMinutes: literalUnion(PREP_MINUTES, PREP_MINUTES_MESSAGE).optional(),
  })
  .meta({ id: 'OrderStatusMoveInput' });
export type OrderStatusMoveInput = z.output<typeof OrderStatusMoveInput>;

/** POST /api/orders/{id}/delay */
export const OrderDelayInput = z
  .object({ minutes: literalUnion(DELAY_MINUTES, vm('add_minutes')) })
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
  | {
      allowed: false;
      status: 403 | 409 | 422;
      /** The refusal as the api sends it: its code, the English and the values of its text. */
      code: ApiMessage['code'];
      message: string;
      params?: ApiMessage['params'];
    };

const refuse = (status: 403 | 409 | 422, refusal: ApiMessage): MoveDecision => ({
  allowed: false,
  status,
  code: refusal.code,
  message: refusal.text,
  ...(refusal.params ? { params: refusal.params } : {}),
});

const BACK_OFFICE: readonly ActorRole[] = ['admin', 'staff'];
const UNPAID: readonly PaymentStatus[] = ['unpaid', 'failed'];

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
  const id = order.id;
  const status = order.status;
  const notAllowed = (refusal: Parameters<typeof API_MESSAGES.not_allowed>[0]['move']) =>
    refuse(403, apiMessage('not_allowed', { move: refusal }));
  const invalid = (
    reason: Parameters<typeof API_MESSAGES.invalid_transition>[0]['reason'],
  ): MoveDecision => refuse(409, apiMessage('invalid_transition', { order: id, reason, status }));
  // Payment is the one move the shop makes by itself; clients name statuses, not moves.
  const kind = actor.role === 'system' && move.to === 'preparing' ? 'pay' : moveKindFor(move.to);
  const backOffice = BACK_OFFICE.includes(actor.role);
  if (kind === null) {
    return backOffice ? invalid('back_to_pending') : notAllowed('change_status');
  }
  if (!MOVE_ROLES[kind].includes(actor.role)) return notAllowed(kind);
  if (actor.role === 'driver' && !actor.assignedDriver) return notAllowed('not_your_job');
  if ((actor.role === 'customer' || actor.role === 'guest') && !actor.owner) {
    return notAllowed('not_your_order');
  }
  if (order.status === 'delivered') return invalid('delivered');
  if (order.status === 'cancelled') return invalid('cancelled');
  const ok = (): MoveDecision => ({ allowed: true, kind, from: order.status, to: move.to });
  const pickup = order.deliveryType === 'pickup';
  const notPaid = () => refuse(409, apiMessage('not_paid', { order: id, wording: 'move' }));
  const notReady = () => refuse(409, apiMessage('not_ready', { order: id }));

  switch (kind) {
    case 'pay':
      return order.status === 'pending' ? ok() : invalid('already');
    case 'accept':
      if (order.status === 'pending') return notPaid();
      if (order.status !== 'preparing') return invalid('already');
      if (order.accepted) return refuse(409, apiMessage('already_accepted', { order: id }));
      if (!PREP_MINUTES.includes(move.prepMinutes as PrepMinutes))
        return refuse(422, apiMessage('prep_minutes_required'));
      return ok();
    case 'ready':
      if (order.status === 'pending') return notPaid();
      if (order.status !== 'preparing') return invalid('already');
      // Accepting gives the customer a time and their confirmation; the kitchen never skips it.
      if (!order.accepted) return refuse(409, apiMessage('not_accepted', { order: id }));
      return ok();
    case 'pick-up':
      if (pickup) return refuse(409, apiMessage('pickup_order', { order: id, wording: 'move' }));
      if (order.status === 'ready') return ok();
      if (order.status === 'in_transit') return invalid('already');
      return notReady();
    case 'deliver':
      if (pickup) {
        if (actor.role === 'driver') return notAllowed('bar_handover');
        return order.status === 'ready' ? ok() : notReady();
      }
      return order.status === 'in_transit'
        ? ok()
        : refuse(409, apiMessage('not_in_transit', { order: id }));
    case 'cancel':
      if (!backOffice) {
        return order.status === 'pending' && UNPAID.includes(order.paymentStatus)
          ? ok()
          : refuse(409, apiMessage('already_paid', { order: id }));
      }
      if (order.status === 'in_transit') return invalid('on_its_way');
      if (!move.reason?.trim()) return refuse(422, apiMessage('reason_required'));
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
