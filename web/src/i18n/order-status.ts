import { OrderStatus } from '@shop/contracts';
import { m } from './paraglide/messages';

/** Each status's name, a message function: a status without its text fails the typecheck. */
const NAMES: Record<OrderStatus, () => string> = {
  pending: m.common_orderStatus_pending,
  preparing: m.common_orderStatus_preparing,
  ready: m.common_orderStatus_ready,
  in_transit: m.common_orderStatus_in_transit,
  delivered: m.common_orderStatus_delivered,
  cancelled: m.common_orderStatus_cancelled,
};

const isOrderStatus = (status: string): status is OrderStatus =>
  (OrderStatus.options as readonly string[]).includes(status);

/**
 * An order status's name in the current language, the one source for the shop,
 * the order pages and the back office; a value the shop does not know shows as it came.
 */
export function orderStatusName(status: string): string {
  return isOrderStatus(status) ? NAMES[status]() : status;
}
