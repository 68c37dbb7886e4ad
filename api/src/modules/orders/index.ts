/**
 * Food orders: placing, reading, moves, tracking links, and the order rows that payments and
 * merchandise orders share. Other modules change an order only through these functions.
 */

import type { Router } from 'express';
import type { Db } from '../../db/client';
import type { GuestSessions } from '../../shared/http/guest-session';
import type { GeoService } from '../geo';
import { OrderMoves, type OrderMovesDeps } from './order-moves';
import { orderRoutes } from './orders.routes';
import { FoodOrdersService, type PlacingReads } from './orders.service';
import type { OrderRefunds } from './orders.view';
import type { TrackingLinks } from './tracking-links';

export type { FoodOrdersService, PlacingReads } from './orders.service';
export type { OrderMoves, RecordedMove } from './order-moves';
export { TrackingLinks } from './tracking-links';
export { checkoutCaller, idempotencyKeyOf } from './checkout-caller';
export { answersSubmit, assertReplayable, requestHash, submitKey } from './idempotency';
export { foodInvoiceSubject, invoiceSubject } from './invoice-subjects';
export {
  PAYMENT_OWNER_ONLY,
  assertMayPayOrder,
  mayAccessOrder,
  type OrderCaller,
  type OrderOwner,
} from './order-access';
export {
  findFoodOrder,
  foodOrderLines,
  foodOrderView,
  foodReceipt,
  lockFoodOrder,
  openJobOfDriver,
  placeHasOrders,
  recentFoodOrders,
  setOrderDriver,
} from './orders.repo';
export {
  toFoodReceipt,
  type FoodOrderRow,
  type OrderRefunds,
  type RefundReader,
  type RefundRow,
} from './orders.view';
export {
  findPayableOrder,
  markOrderPaid,
  markOrderRefunded,
  merchandiseReceipt,
  setOrderPaymentStatus,
  type PayableOrder,
} from './payable-orders';
export { orderNotice, recordStatusChange } from './status-changes';
export {
  anonymiseFoodOrders,
  anonymiseMerchandiseOrders,
  customerOrderRecords,
} from './customer-records';
export {
  MERCHANDISE_IDEMPOTENCY_KEY_CONSTRAINT,
  findMerchandiseOrder,
  insertMerchandiseOrder,
  merchandiseOrderView,
  type MerchandiseOrderRow,
  type NewMerchandiseOrder,
  type NewMerchandiseOrderLine,
} from './merchandise-order-rows';
export { menuItemOrdered, merchandiseOrdered } from './ordered-items';
// What other modules read of the orders inside their own statements.
export {
  deliveryJobRecords,
  foodOrderRecords,
  orderLineRecords,
  orderMoveRecords,
  type DeliveryJobRecord,
} from './orders.read-models';

export interface OrdersModuleDeps {
  db: Db;
  guests: GuestSessions;
  geo: GeoService;
  /** The menu, switches and settings an order is placed by, from the catalogue's cache. */
  placing: PlacingReads;
  links: TrackingLinks;
  refunds: OrderRefunds;
  kickRelay: () => void;
  /** The kitchen board's alert minutes (settings-admin's, from the catalogue's cache). */
  kitchenAlerts: OrderMovesDeps['kitchenAlerts'];
  /** What dispatch does inside a move's transaction (dispatch's dispatchAfterMove). */
  afterMove?: OrderMovesDeps['afterMove'];
}

/**
 * The orders' routes, the service that reads an order for push and realtime, and the moves
 * that dispatch and the back office make on an order.
 */
export function createOrdersModule(deps: OrdersModuleDeps): {
  router: Router;
  service: FoodOrdersService;
  moves: OrderMoves;
} {
  const { db, geo, placing, links, refunds, kickRelay, kitchenAlerts, afterMove } = deps;
  const service = new FoodOrdersService({ db, placing, geo, links, refunds, kickRelay });
  const moves = new OrderMoves({
    db,
    links,
    refunds,
    kickRelay,
    kitchenAlerts,
    ...(afterMove ? { afterMove } : {}),
  });
  return { router: orderRoutes({ db, guests: deps.guests, geo, service, moves }), service, moves };
}
