import {
  hasFields,
  isBoolean,
  isInteger,
  isIntegerFrom,
  isListOf,
  isNumber,
  isNumberIn,
  isString,
} from '@/lib/stored-values';
import type { CartItem, DeliveryInfo } from './cart-types';

export const CART_STORAGE_KEY = 'cart';
export const DELIVERY_INFO_STORAGE_KEY = 'deliveryInfo';

const isPrice = isNumberIn(0);

const isStoredOption = hasFields({
  id: isNumber,
  name: isString,
  value: isString,
  priceAdd: isPrice,
});

/** What a stored line must hold; anything more is kept as it was saved. */
const isStoredLine = hasFields(
  { id: isInteger, name: isString, price: isPrice, quantity: isIntegerFrom(1) },
  {
    selectedOptions: isListOf(isStoredOption),
    comboSelections: isString,
    taxRate: isNumberIn(0, 1),
    isMerchandise: isBoolean,
  },
);

const isStoredDeliveryInfo = hasFields({
  address: hasFields(
    {
      street: isString,
      postalCode: isString,
      city: isString,
      country: isString,
      lat: isNumber,
      lng: isNumber,
    },
    { state: isString },
  ),
  zone: hasFields(
    { id: isNumber, name: isString, deliveryFee: isPrice },
    { minimumOrderAmount: isNumber },
  ),
});

const storage = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

function read(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return undefined;
  }
}

function discard(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clean up.
  }
}

/** The stored cart; corrupt data (bad JSON, not a list, a malformed line) is discarded. */
export function loadCart(): CartItem[] {
  const stored = read(CART_STORAGE_KEY);
  if (stored === null) return [];
  if (!isListOf(isStoredLine)(stored)) {
    discard(CART_STORAGE_KEY);
    return [];
  }
  return stored as CartItem[];
}

export function loadDeliveryInfo(): DeliveryInfo | null {
  const stored = read(DELIVERY_INFO_STORAGE_KEY);
  if (stored === null) return null;
  if (!isStoredDeliveryInfo(stored)) {
    discard(DELIVERY_INFO_STORAGE_KEY);
    return null;
  }
  return stored as DeliveryInfo;
}

/**
 * Saves the cart. When the browser refuses (quota, private mode), a reduced cart of id, name,
 * price and quantity is tried, so the lines at least survive a reload.
 */
export function saveCart(lines: readonly CartItem[]): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    const reduced = lines.map(({ id, name, price, quantity }) => ({ id, name, price, quantity }));
    try {
      store.setItem(CART_STORAGE_KEY, JSON.stringify(reduced));
    } catch {
      // Not stored: the cart lives for this page view only.
    }
  }
}

export function saveDeliveryInfo(info: DeliveryInfo | null): void {
  try {
    if (info) storage()?.setItem(DELIVERY_INFO_STORAGE_KEY, JSON.stringify(info));
    else storage()?.removeItem(DELIVERY_INFO_STORAGE_KEY);
  } catch {
    // Not stored: kept in memory for this page view.
  }
}
