import { merchandiseCount, useMerchandiseCart } from './merchandise-cart-store';
import { useCartCount } from './cart-store';

/**
 * The header's cart badge: the items of the food cart and of the merchandise cart, as /cart
 * shows both.
 */
export function useCartBadgeCount(): number {
  return useCartCount() + merchandiseCount(useMerchandiseCart());
}
