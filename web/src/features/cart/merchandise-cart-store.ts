import { useSyncExternalStore } from 'react';
import type { MerchandiseItem } from '@shop/contracts';
import {
  hasFields,
  isInteger,
  isIntegerFrom,
  isListOf,
  isNumberIn,
  isString,
} from '@/lib/stored-values';

export const MERCHANDISE_CART_STORAGE_KEY = 'merchandiseCart';

/** A line of the merchandise shop's own cart. */
export interface MerchandiseCartItem {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

const isStoredLine = hasFields({
  id: isInteger,
  name: isString,
  price: isNumberIn(0),
  quantity: isIntegerFrom(1),
});

function load(): MerchandiseCartItem[] {
  try {
    const raw = globalThis.localStorage?.getItem(MERCHANDISE_CART_STORAGE_KEY);
    if (!raw) return [];
    const stored: unknown = JSON.parse(raw);
    if (isListOf(isStoredLine)(stored)) {
      // Only the line's own fields: whatever else was stored is dropped.
      return stored.map(({ id, name, price, quantity }) => ({ id, name, price, quantity }));
    }
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

// An empty cart is always this one array, as the food cart's (cart-store.ts, NO_ITEMS): the
// server's first paint holds no visitor's cart, and hydrating it re-renders nothing when the
// stored cart is empty too.
const NO_LINES: MerchandiseCartItem[] = [];
const orNoLines = (lines: MerchandiseCartItem[]) => (lines.length === 0 ? NO_LINES : lines);

let items = orNoLines(load());

function commit(next: MerchandiseCartItem[]) {
  items = orNoLines(next);
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
    items = orNoLines(load());
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
    () => NO_LINES,
  );
}

export const merchandiseCount = (lines: readonly MerchandiseCartItem[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
