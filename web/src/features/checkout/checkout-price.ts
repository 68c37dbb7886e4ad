import {
  priceFoodOrder,
  toCents,
  vatByRate,
  type FoodOrderPrice,
  type PricingFees,
  type VatLine,
} from '@shop/contracts';
import { priceableLine } from '@/features/cart/cart-lines';
import type { CartItem } from '@/features/cart/cart-store';

export interface CheckoutPrice extends FoodOrderPrice {
  /** The VAT included in the lines, per rate. */
  vat: VatLine[];
}

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
  const priceable = lines.map(priceableLine);
  return {
    ...priceFoodOrder({
      lines: priceable,
      deliveryFeeCents: toCents(zoneFeeEuros),
      express,
      fees,
    }),
    vat: vatByRate(priceable),
  };
}
