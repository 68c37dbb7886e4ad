import { toEuros } from '@shop/contracts';
import { foodOrderItems, cartStore, type CartItem } from '@/features/cart';
import { readCheckoutAddress } from '@/features/location';
import type { FoodOrderBody } from './api';
import type { CheckoutPrice } from './checkout-price';
import type { DeliveryChoice } from './delivery-options';

/** Where a delivery goes: the validated checkout address, with its coordinates and zone. */
export interface CheckoutDelivery {
  street: string;
  zip: string;
  city: string;
  state: string;
  country: string;
  additionalInfo?: string;
  lat: number;
  lng: number;
  zone: { id: number; name: string; deliveryFee: number };
}

/** The session's checkout address, else the delivery info kept with the cart. */
export function readCheckoutDelivery(): CheckoutDelivery | null {
  const stored = readCheckoutAddress();
  if (stored) {
    return {
      street: stored.street,
      zip: stored.zip,
      city: stored.city,
      state: stored.state,
      country: stored.country,
      ...(stored.additionalInfo ? { additionalInfo: stored.additionalInfo } : {}),
      lat: stored.coordinates.lat,
      lng: stored.coordinates.lng,
      zone: stored.zone,
    };
  }
  const info = cartStore.getDeliveryInfo();
  if (!info) return null;
  return {
    street: info.address.street,
    zip: info.address.postalCode,
    city: info.address.city,
    state: info.address.state ?? '',
    country: info.address.country,
    lat: info.address.lat,
    lng: info.address.lng,
    zone: info.zone,
  };
}

/** The cart's lines as the order lists them (merchandise never reaches a food order). */
const items = (lines: readonly CartItem[]) =>
  foodOrderItems(lines).map(({ isMerchandise: _merchandise, ...item }) => item);

/** The amounts the old payload carried; the server ignores them and prices the order itself. */
const amounts = (price: CheckoutPrice) => ({
  subtotal: toEuros(price.subtotalCents),
  deliveryFee: toEuros(price.deliveryFeeCents + price.expressFeeCents),
  total: toEuros(price.totalCents),
});

/** A delivery order (the body of POST /api/orders, plus the scheduled time). */
export function deliveryOrderBody(input: {
  lines: readonly CartItem[];
  delivery: CheckoutDelivery;
  choice: DeliveryChoice;
  sendInvoice: boolean;
  price: CheckoutPrice;
}): FoodOrderBody {
  const { delivery, choice } = input;
  return {
    orderType: 'normal',
    items: items(input.lines),
    deliveryAddress: {
      streetAddress: delivery.street,
      city: delivery.city,
      ...(delivery.state ? { state: delivery.state } : {}),
      zipCode: delivery.zip,
      country: delivery.country,
      ...(delivery.additionalInfo ? { additionalInfo: delivery.additionalInfo } : {}),
      latitude: delivery.lat,
      longitude: delivery.lng,
    },
    deliveryOption: choice.option,
    ...(choice.option === 'scheduled' ? { scheduledFor: choice.scheduledFor } : {}),
    paymentMethod: 'card',
    sendInvoice: input.sendInvoice,
    ...amounts(input.price),
  };
}

export interface BarContact {
  name: string;
  phone: string;
  /** Guests only: a signed-in customer's invoice goes to the account's address. */
  email?: string;
}

/** A pickup at a partner bar: no address, the bar named by its slug. */
export function barOrderBody(input: {
  lines: readonly CartItem[];
  barSlug: string;
  contact: BarContact;
  sendInvoice: boolean;
  price: CheckoutPrice;
}): FoodOrderBody {
  const { contact } = input;
  return {
    orderType: 'bar',
    barSlug: input.barSlug,
    items: items(input.lines),
    deliveryOption: 'standard',
    customerName: contact.name,
    customerPhone: contact.phone,
    ...(contact.email ? { email: contact.email } : {}),
    paymentMethod: 'card',
    sendInvoice: input.sendInvoice,
    ...amounts(input.price),
  };
}
