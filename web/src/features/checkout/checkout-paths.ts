/** Where the checkout's steps send the customer next (a module of its own: pages share it). */
export const CHECKOUT_PATHS = {
  address: '/checkout/address',
  confirm: '/checkout/confirm',
  cart: '/cart',
} as const;
