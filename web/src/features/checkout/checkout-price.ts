import { priceFoodOrder, toCents, type FoodOrderPricing, type PricingFees } from '@shop/contracts';
import { priceableLine, type CartItem } from '@/features/cart';

/** The order's figures, with its VAT per rate (the fees' share included). */
export type CheckoutPrice = FoodOrderPricing;

/**
 * What the confirm page shows, with the same rules and fees the server charges by: the lines,
 * the zone's delivery fee (0 for pickup), the express surcharge and the service fee on subtotal
 * plus fees. The charge itself is the total the server answers for the order.
 */
export function checkoutPrice(
  lines: readonly CartItem[],
  zoneFeeEuros: number,
  express: boolean,
  fees: PricingFees,
): CheckoutPrice {
  return priceFoodOrder({
    lines: lines.map(priceableLine),
    deliveryFeeCents: toCents(zoneFeeEuros),
    express,
    fees,
  });
}
