import {
  cartStore,
  useCartItems,
  isMerchandiseOnly,
  merchandiseCartStore,
  useMerchandiseCart,
  type MerchandiseCartItem,
} from '@/features/cart';

export interface CheckoutLines {
  lines: MerchandiseCartItem[];
  /** Empties the cart the lines came from, once the order is paid. */
  clear: () => void;
}

/** Empties the cart the checkout sells from, as it is now (outside a component). */
export function clearCheckoutLines(): void {
  const merchandiseOnlyFood =
    merchandiseCartStore.getItems().length === 0 && isMerchandiseOnly(cartStore.getItems());
  if (merchandiseOnlyFood) cartStore.clear();
  else merchandiseCartStore.clear();
}

/**
 * What the merchandise checkout sells: the merchandise shop's cart, or else a food cart that
 * holds only merchandise (the cart page sends such a cart here).
 */
export function useCheckoutLines(): CheckoutLines {
  const merchandise = useMerchandiseCart();
  const food = useCartItems();
  if (merchandise.length === 0 && isMerchandiseOnly(food)) {
    return {
      lines: food.map(({ id, name, price, quantity }) => ({ id, name, price, quantity })),
      clear: () => cartStore.clear(),
    };
  }
  return { lines: merchandise, clear: () => merchandiseCartStore.clear() };
}
