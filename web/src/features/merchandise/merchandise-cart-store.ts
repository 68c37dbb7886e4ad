import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import type { MerchandiseItem } from '@shop/contracts';

export const MERCHANDISE_CART_STORAGE_KEY = 'merchandiseCart';

/** A line of the merchandise shop's own cart (customer-side §3). */
export const MerchandiseCartItem = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().min(0),
  quantity: z.number().int().min(1),
});
export type MerchandiseCartItem = z.infer<typeof MerchandiseCartItem>;

function load(): MerchandiseCartItem[] {
  try {
    const raw = globalThis.localStorage?.getItem(MERCHANDISE_CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed = z.array(MerchandiseCartItem).safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable: discarded below.
  }
  try {
    globalThis.localStorage?.removeItem(MERCHANDISE_CART_STORAGE_KEY);
  } catch {
    // Nothing to clean up.
  }
  return [];
}

type Listener = () => void;
const listeners = new Set<Listener>();
let items: MerchandiseCartItem[] = load();

function commit(next: MerchandiseCartItem[]) {
  items = next;
  try {
    globalThis.localStorage?.setItem(MERCHANDISE_CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not stored: the cart lives for this page view only.
  }
  for (const listener of listeners) listener();
}

/** The merchandise cart, kept in localStorage under its own key. */
export const merchandiseCartStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getItems: (): MerchandiseCartItem[] => items,
  /** An item already in the cart gets one more; else it is added once. */
  add(item: Pick<MerchandiseItem, 'id' | 'name' | 'price'>) {
    const present = items.some((line) => line.id === item.id);
    commit(
      present
        ? items.map((line) =>
            line.id === item.id ? { ...line, quantity: line.quantity + 1 } : line,
          )
        : [...items, { id: item.id, name: item.name, price: item.price, quantity: 1 }],
    );
  },
  /** 0 or below removes the item. */
  setQuantity(id: number, quantity: number) {
    commit(
      quantity <= 0
        ? items.filter((line) => line.id !== id)
        : items.map((line) =>
            line.id === id ? { ...line, quantity: Math.floor(quantity) } : line,
          ),
    );
  },
  clear() {
    commit([]);
  },
  reload() {
    items = load();
    for (const listener of listeners) listener();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === MERCHANDISE_CART_STORAGE_KEY) {
      merchandiseCartStore.reload();
    }
  });
}

export function useMerchandiseCart(): MerchandiseCartItem[] {
  return useSyncExternalStore(
    merchandiseCartStore.subscribe,
    merchandiseCartStore.getItems,
    merchandiseCartStore.getItems,
  );
}

export const merchandiseCount = (lines: readonly MerchandiseCartItem[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
