import { z } from 'zod';
import type { CartItem, DeliveryInfo } from './cart-types';

export const CART_STORAGE_KEY = 'cart';
export const DELIVERY_INFO_STORAGE_KEY = 'deliveryInfo';

const price = z.number().min(0);

const StoredOption = z.object({
  id: z.number(),
  name: z.string(),
  value: z.string(),
  priceAdd: price,
});

/** What a stored line must hold; anything more is kept as it was saved. */
const StoredLine = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  price,
  quantity: z.number().int().min(1),
  selectedOptions: z.array(StoredOption).optional(),
  comboSelections: z.string().optional(),
  taxRate: z.number().min(0).max(1).optional(),
  isMerchandise: z.boolean().optional(),
});

const StoredDeliveryInfo = z.looseObject({
  address: z.looseObject({
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    state: z.string().optional(),
    country: z.string(),
    lat: z.number(),
    lng: z.number(),
  }),
  zone: z.looseObject({
    id: z.number(),
    name: z.string(),
    deliveryFee: price,
    minimumOrderAmount: z.number().optional(),
  }),
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
  const parsed = z.array(StoredLine).safeParse(stored);
  if (!parsed.success) {
    discard(CART_STORAGE_KEY);
    return [];
  }
  return parsed.data as CartItem[];
}

export function loadDeliveryInfo(): DeliveryInfo | null {
  const stored = read(DELIVERY_INFO_STORAGE_KEY);
  if (stored === null) return null;
  const parsed = StoredDeliveryInfo.safeParse(stored);
  if (!parsed.success) {
    discard(DELIVERY_INFO_STORAGE_KEY);
    return null;
  }
  return parsed.data as DeliveryInfo;
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
