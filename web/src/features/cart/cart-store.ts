import { useSyncExternalStore } from 'react';
import type { MenuItem } from '@shop/contracts';

/** A selected option on a cart line, priced per unit. */
export interface SelectedOption {
  id: number;
  name: string;
  value: string;
  priceAdd: number;
}

/** A menu item in the food cart (merchandise added to it carries isMerchandise). */
export interface CartItem extends Pick<
  MenuItem,
  'id' | 'name' | 'price' | 'image' | 'categoryId' | 'taxRate'
> {
  quantity: number;
  selectedOptions?: SelectedOption[];
  /** JSON text of { sandwich, drink, sauce } for combo meals. */
  comboSelections?: string;
  isMerchandise?: boolean;
  merchandiseCategory?: string;
}

export const CART_STORAGE_KEY = 'cart';

type Listener = () => void;
const listeners = new Set<Listener>();
let items: CartItem[] = load();

function load(): CartItem[] {
  try {
    const raw = globalThis.localStorage?.getItem(CART_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as CartItem[]) : [];
  } catch {
    return [];
  }
}

function commit(next: CartItem[]) {
  items = next;
  try {
    globalThis.localStorage?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or unavailable: the cart still works for this page view.
  }
  for (const listener of listeners) listener();
}

/** Lines merge when they are the same item with the same combo selections and options. */
function sameLine(a: CartItem, b: CartItem): boolean {
  const options = (i: CartItem) =>
    (i.selectedOptions ?? [])
      .map((o) => o.id)
      .sort((x, y) => x - y)
      .join(',');
  return (
    a.id === b.id &&
    !!a.isMerchandise === !!b.isMerchandise &&
    (a.comboSelections ?? '') === (b.comboSelections ?? '') &&
    options(a) === options(b)
  );
}

export const cartStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getItems: () => items,
  add(item: Omit<CartItem, 'quantity'>) {
    const existing = items.find((line) => sameLine(line, { ...item, quantity: 1 }));
    commit(
      existing
        ? items.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line))
        : [...items, { ...item, quantity: 1 }],
    );
  },
  clear() {
    commit([]);
  },
};

export function useCartItems(): CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getItems, cartStore.getItems);
}

export function useCartCount(): number {
  return useCartItems().reduce((sum, line) => sum + line.quantity, 0);
}
