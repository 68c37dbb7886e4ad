/** The food and merchandise carts and the order mode: the shell's header and layout read them. */
export { foodOrderItems, isMerchandiseOnly, lineCents, lineKey, priceableLine } from './cart-lines';
export {
  cartStore,
  useCartCount,
  useCartItems,
  type CartItem,
  type NewCartItem,
} from './cart-store';
export {
  merchandiseCartStore,
  merchandiseCount,
  useMerchandiseCart,
  type MerchandiseCartItem,
} from './merchandise-cart-store';
export { enterBarMode, exitBarMode } from './order-mode';
export { useCartBadgeCount } from './use-cart-badge-count';
export { KeepOrderMode, useAtBar, useOrderMode } from './use-order-mode';
export { SummaryRow, VatRows } from './cart-summary';
export { drinkSurchargeCents } from './combo-surcharge';
export { MerchandiseCartView } from './merchandise-cart-view';
