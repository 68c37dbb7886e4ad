import {
  priceFoodOrder,
  toCents,
  vatByRate,
  type FoodOrderPrice,
  type VatLine,
} from '@shop/contracts';
import { priceableLine } from '@/features/cart/cart-lines';
import type { CartItem } from '@/features/cart/cart-store';

export interface CheckoutPrice extends FoodOrderPrice {
  /** The VAT included in the lines, per rate. */
  vat: VatLine[];
}

/**
 * What the confirm page shows, with the same rules the server charges by: the lines, the
 * zone's delivery fee (0 for pickup), +3.00 for express, 5 % service fee on subtotal plus fees.
 * The charge itself is the total the server answers for the order.
 */
export function checkoutPrice(
  lines: readonly CartItem[],
  zoneFeeEuros: number,
  express: boolean,
): CheckoutPrice {
  const priceable = lines.map(priceableLine);
  return {
    ...priceFoodOrder({ lines: priceable, deliveryFeeCents: toCents(zoneFeeEuros), express }),
    vat: vatByRate(priceable),
  };
}
