/**
 * Food orders: placing, reading, moves, tracking links, and the order rows that payments and
 * merchandise orders share. Other modules change an order only through these functions.
 */
export { orderRoutes, type OrderRoutesDeps } from './orders.routes';
export { FoodOrdersService } from './orders.service';
export { OrderMoves, type RecordedMove } from './order-moves';
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
  openJobOfDriver,
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
