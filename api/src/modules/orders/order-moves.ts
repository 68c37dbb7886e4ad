import { and, asc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  BACK_OFFICE_ROLES,
  decideMove,
  estimateFromReadyTime,
  estimateMoved,
  startOfShopDay,
  type KitchenAlertMinutes,
  type KitchenBoard,
  type MoveActor,
  type MoveKind,
  type Order,
  type OrderStatusMoveInput,
  API_MESSAGES,
  apiMessage,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { AppError, conflict, notFound, unprocessable } from '../../shared/errors/app-error';
import { recordEvent } from '../../shared/events/outbox';
import { driverIdOfUser } from '../drivers';
import { mayAccessOrder, type OrderCaller } from './order-access';
import { findFoodOrder, foodOrderView, foodOrderViews, lockFoodOrder } from './orders.repo';
import { orders } from './orders.tables';
import type { FoodOrderRow, OrderRefunds } from './orders.view';
import { recordStatusChange } from './status-changes';
import type { TrackingLinks } from './tracking-links';

/** A move as written, for those who act on it in the same transaction (dispatch). */
export interface RecordedMove {
  kind: MoveKind;
  /** The order after the move (still locked). */
  order: FoodOrderRow;
  at: Date;
}

export interface OrderMovesDeps {
  db: Db;
  links: TrackingLinks;
  refunds: OrderRefunds;
  kickRelay: () => void;
  /** The board's alert minutes per column (settings-admin's, from the catalogue's cache). */
  kitchenAlerts: () => Promise<KitchenAlertMinutes>;
  /** Runs inside the move's transaction after it is recorded (offers, drivers' dashboards). */
  afterMove?: (tx: Tx, move: RecordedMove) => Promise<void>;
}

/** What a driver's delivery adds to the 'deliver' move: the proof, checked under the row lock. */
export interface DeliveryProofCheck {
  proof: 'code' | 'photo';
  /** Throws to refuse (a wrong code); may write the proof (the photo) in the same transaction. */
  verify: (tx: Tx, order: FoodOrderRow) => Promise<void>;
}

/** What a driver is told who marks a delivery done without a proof. */
export const PROOF_REQUIRED = API_MESSAGES.proof_required;

const REFUSAL_TYPES = { 403: 'forbidden', 409: 'conflict', 422: 'unprocessable' } as const;

/** How a move changes the order row, besides its status. */
function changesFor(
  kind: MoveKind,
  order: FoodOrderRow,
  input: OrderStatusMoveInput,
  now: Date,
): Partial<FoodOrderRow> {
  const basis = order;
  switch (kind) {
    case 'accept': {
      const readyBy = new Date(now.getTime() + input.prepMinutes! * 60_000);
      return {
        acceptedAt: now,
        prepMinutes: input.prepMinutes!,
        readyBy,
        estimatedDelivery: estimateFromReadyTime(readyBy, basis),
      };
    }
    case 'ready':
      return { estimatedDelivery: estimateFromReadyTime(now, basis) };
    case 'deliver':
      return { deliveredAt: now, closedAt: now };
    case 'cancel':
      return { cancellationReason: input.reason?.trim() || null, closedAt: now };
    case 'pick-up':
      return { pickedUpAt: now };
    case 'pay':
      return {};
  }
}

/**
 * The order lifecycle's use cases: a move asked for by the kitchen, a driver or the customer
 * (decided by contracts' decideMove), the kitchen's extra minutes, and the live board. Each move
 * locks the order row, so two clicks at once make one move and the second is told why not.
 */
export class OrderMoves {
  constructor(private readonly deps: OrderMovesDeps) {}

  /** A move, answered with the order as its caller may see it. */
  async move(
    id: number,
    input: OrderStatusMoveInput,
    caller: OrderCaller,
    proof?: DeliveryProofCheck,
    /** Runs in the move's transaction after it is recorded (the back office's audit row). */
    alongside?: (tx: Tx, before: FoodOrderRow, after: FoodOrderRow) => Promise<void>,
  ): Promise<Order> {
    const { db, refunds } = this.deps;
    const { order, refundAsked } = await this.apply(id, input, caller, proof, alongside);
    const view = await foodOrderView(
      db,
      refundAsked ? (await findFoodOrder(db, { id }))! : order,
      refunds,
    );
    // The code is the customer's proof at the door: the driver never reads it from the shop.
    return caller.auth?.user.role === 'driver' ? { ...view, deliveryCode: null } : view;
  }

  /**
   * A move without the order's view, for a caller that answers with something else (a driver's
   * dashboard): the same decision, transaction, events and refund.
   */
  async apply(
    id: number,
    input: OrderStatusMoveInput,
    caller: OrderCaller,
    proof?: DeliveryProofCheck,
    alongside?: (tx: Tx, before: FoodOrderRow, after: FoodOrderRow) => Promise<void>,
  ): Promise<{ order: FoodOrderRow; refundAsked: boolean }> {
    const { db, links, refunds } = this.deps;
    const now = new Date();
    const { order, refundAsked } = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      const actor = await this.actorFor(tx, order, caller);
      const decision = decideMove(
        {
          id: order.id,
          status: order.status,
          paymentStatus: order.paymentStatus,
          deliveryType: order.deliveryType,
          accepted: order.acceptedAt !== null,
        },
        { to: input.status, prepMinutes: input.prepMinutes, reason: input.reason },
        actor,
      );
      if (!decision.allowed) {
        const { code, message: text, params } = decision;
        throw new AppError(REFUSAL_TYPES[decision.status], { code, text, params });
      }
      const delivering = decision.kind === 'deliver' && order.deliveryType === 'delivery';
      // A driver proves the handover; the kitchen marking it done (a phone call) needs no proof.
      if (delivering && actor.role === 'driver' && !proof) {
        throw unprocessable('proof_required');
      }
      if (delivering && proof) await proof.verify(tx, order);
      const changes: Partial<FoodOrderRow> = {
        status: decision.to,
        ...changesFor(decision.kind, order, input, now),
        ...(delivering && proof ? { deliveryProof: proof.proof } : {}),
      };
      await tx.update(orders).set(changes).where(eq(orders.id, id));
      // The row as written: the lock read it whole, and no trigger or default changes it.
      const moved: FoodOrderRow = { ...order, ...changes };
      await recordStatusChange(
        tx,
        {
          move: decision.kind,
          from: order.status,
          order: moved,
          actor: { role: actor.role, userId: caller.auth?.user.id ?? null },
          reason: input.reason?.trim() || null,
          at: now,
        },
        links,
      );
      await this.deps.afterMove?.(tx, { kind: decision.kind, order: moved, at: now });
      await alongside?.(tx, order, moved);
      const refundAsked =
        decision.kind === 'cancel' &&
        order.paymentStatus === 'paid' &&
        (await refunds.request(tx, { id, kind: 'food' }, moved.cancellationReason));
      return { order: moved, refundAsked };
    });
    this.deps.kickRelay();
    // The provider is asked after the commit; a failure here is retried by the reconciler.
    if (refundAsked) await refunds.send(id);
    return { order, refundAsked };
  }

  /** The kitchen needs 5 or 10 more minutes for an accepted order it is still preparing. */
  async delay(id: number, minutes: number): Promise<Order> {
    const { db } = this.deps;
    const order = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (order.status !== 'preparing' || !order.acceptedAt || !order.readyBy) {
        throw conflict(
          apiMessage('not_preparing', {
            order: id,
            accepted: order.status === 'preparing' ? 'no' : 'gone',
          }),
        );
      }
      const readyBy = new Date(order.readyBy.getTime() + minutes * 60_000);
      const estimatedDelivery = estimateFromReadyTime(readyBy, order);
      const [delayed] = await tx
        .update(orders)
        .set({ readyBy, prepMinutes: (order.prepMinutes ?? 0) + minutes, estimatedDelivery })
        .where(eq(orders.id, id))
        .returning();
      if (estimateMoved(order.estimatedDelivery, estimatedDelivery)) {
        await recordEvent(tx, {
          name: 'order.estimate-changed',
          version: 1,
          data: {
            orderId: id,
            userId: order.userId,
            estimatedDelivery: estimatedDelivery.toISOString(),
            readyBy: readyBy.toISOString(),
            cause: 'kitchen-delay',
          },
        });
      }
      return delayed!;
    });
    this.deps.kickRelay();
    return foodOrderView(db, order, this.deps.refunds);
  }

  /**
   * The kitchen board: every paid order still open, oldest first, and those delivered or
   * cancelled since midnight in Amsterdam (orders never paid are not the kitchen's business).
   * With `ids`, only those of them that are on the board: what a live board reads again when
   * messages name orders that changed.
   */
  async board(now = new Date(), ids?: readonly number[]): Promise<KitchenBoard> {
    const { db } = this.deps;
    const since = startOfShopDay(now).toISOString();
    const rows =
      ids === undefined
        ? await boardQuery(db).execute({ since })
        : ids.length === 0
          ? []
          : await boardOrdersQuery(db).execute({ since, ids: [...ids] });
    return {
      orders: await foodOrderViews(db, rows, this.deps.refunds),
      serverTime: now.toISOString(),
      alertMinutes: await this.deps.kitchenAlerts(),
    };
  }

  /** Who is asking, as the machine needs it; 404 for anyone who may not see the order at all. */
  private async actorFor(tx: Tx, order: FoodOrderRow, caller: OrderCaller): Promise<MoveActor> {
    const user = caller.auth?.user;
    if (user?.role === 'driver') {
      const driverId = await driverIdOfUser(tx, user.id);
      const assigned = driverId !== null && order.driverId === driverId;
      if (!assigned) throw notFound('order_not_found');
      return { role: 'driver', assignedDriver: true };
    }
    if (!mayAccessOrder(order, caller)) throw notFound('order_not_found');
    if (user && (BACK_OFFICE_ROLES as readonly string[]).includes(user.role)) {
      return { role: user.role as 'admin' | 'staff' };
    }
    return { role: user ? 'customer' : 'guest', owner: true };
  }
}

/**
 * On the kitchen board: paid and still open, or delivered or cancelled since `since` (the
 * shop's midnight) after being paid.
 */
const onBoard = or(
  inArray(orders.status, ['preparing', 'ready', 'in_transit']),
  and(
    inArray(orders.status, ['delivered', 'cancelled']),
    isNotNull(orders.paidAt),
    gte(orders.closedAt, sql.placeholder('since')),
  ),
);

/** The whole board, oldest first: a board opening, or reloading. */
const boardQuery = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(onBoard)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .prepare('orders_kitchen_board'),
);

/** The orders a live board's messages name, of those on the board: read after every message. */
const boardOrdersQuery = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(and(sql`${orders.id} = any(${sql.placeholder('ids')}::integer[])`, onBoard))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .prepare('orders_kitchen_board_orders'),
);

/** Every move of an order starts by locking its row. */
async function lockOrder(tx: Tx, id: number): Promise<FoodOrderRow> {
  const order = await lockFoodOrder(tx, id);
  if (!order) throw notFound('order_not_found');
  return order;
}
