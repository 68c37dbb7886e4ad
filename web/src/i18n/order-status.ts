import { OrderStatus } from '@shop/contracts';
import { i18n } from './index';

const isOrderStatus = (status: string): status is OrderStatus =>
  (OrderStatus.options as readonly string[]).includes(status);

/**
 * An order status's name in the current language, the one source for the shop,
 * the order pages and the back office; a value the shop does not know shows as it came.
 */
export function orderStatusName(status: string): string {
  return isOrderStatus(status) ? i18n.getFixedT('common', 'orderStatus')(status) : status;
}
