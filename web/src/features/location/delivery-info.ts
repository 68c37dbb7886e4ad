/**
 * The delivery info held with the cart (location §3): the address and the zone whose fee the
 * cart adds. This is the one place the location screens hand it over; the cart reads the same
 * storage key on load.
 */
export interface DeliveryInfo {
  address: {
    street: string;
    postalCode: string;
    city: string;
    state: string;
    country: string;
    lat: number;
    lng: number;
  };
  zone: { id: number; name: string; deliveryFee: number; minimumOrderAmount: number };
}

export const DELIVERY_INFO_STORAGE_KEY = 'deliveryInfo';

export function saveDeliveryInfo(info: DeliveryInfo): void {
  try {
    globalThis.localStorage?.setItem(DELIVERY_INFO_STORAGE_KEY, JSON.stringify(info));
  } catch {
    // Storage refused: the checkout asks for the address again.
  }
}
