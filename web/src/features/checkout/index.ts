export { forgetPlacedOrders } from './api';
export { readCheckoutChoices, saveCheckoutChoices } from './checkout-attempts';
export { ownerTag } from './checkout-identity';
export { CheckoutNotice, MerchandiseInCartNotice } from './checkout-notice';
export { checkoutPrice } from './checkout-price';
export { barOrderBody, type BarContact } from './order-body';
export { FoodCheckoutLayout } from './food-checkout-layout';
export { usePaidOrder } from './use-paid-order';
export { usePricingFees } from './use-pricing-fees';
