import { useSyncExternalStore } from 'react';
import type { MerchandiseItem } from '@shop/contracts';
import { addLine, merchandiseCartItem, setLineQuantity } from './cart-lines';
import {
  CART_STORAGE_KEY,
  DELIVERY_INFO_STORAGE_KEY,
  loadCart,
  loadDeliveryInfo,
  saveCart,
  saveDeliveryInfo,
} from './cart-storage';
import type { CartItem, DeliveryInfo, NewCartItem } from './cart-types';

export type { CartItem, DeliveryInfo, NewCartItem, SelectedOption } from './cart-types';
export { CART_STORAGE_KEY, DELIVERY_INFO_STORAGE_KEY } from './cart-storage';

interface CartState {
  items: CartItem[];
  deliveryInfo: DeliveryInfo | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

// An empty cart is always this one array. The server's first paint (src/first-paint) shows no
// visitor's cart; while the app hydrates that page React renders with NO_ITEMS, and then with
// the stored cart, which for most first visits is the same array: nothing renders again.
const NO_ITEMS: CartItem[] = [];
const orNoItems = (items: CartItem[]) => (items.length === 0 ? NO_ITEMS : items);

let state: CartState = { items: orNoItems(loadCart()), deliveryInfo: loadDeliveryInfo() };

function emit() {
  for (const listener of listeners) listener();
}

function setItems(items: CartItem[]) {
  state = { ...state, items: orNoItems(items) };
  saveCart(items);
  emit();
}

function setDeliveryInfo(deliveryInfo: DeliveryInfo | null) {
  state = { ...state, deliveryInfo };
  saveDeliveryInfo(deliveryInfo);
  emit();
}

/**
 * The food cart: lines and the delivery info held with them, kept in
 * localStorage under 'cart' and 'deliveryInfo' and shared by every tab.
 */
export const cartStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getItems: (): CartItem[] => state.items,
  getDeliveryInfo: (): DeliveryInfo | null => state.deliveryInfo,

  /** Same item (and combo selections and options) raises the quantity by 1; else a new line. */
  add(item: NewCartItem) {
    setItems(addLine(state.items, item));
  },
  addMerchandise(item: MerchandiseItem) {
    setItems(addLine(state.items, merchandiseCartItem(item)));
  },
  /** 0 or below removes the line. */
  setQuantity(lineKey: string, quantity: number) {
    setItems(setLineQuantity(state.items, lineKey, quantity));
  },
  remove(lineKey: string) {
    setItems(setLineQuantity(state.items, lineKey, 0));
  },
  /** Empties the cart and forgets the delivery info with it. */
  clear() {
    state = { items: NO_ITEMS, deliveryInfo: null };
    saveCart([]);
    saveDeliveryInfo(null);
    emit();
  },
  addDeliveryInfo(info: DeliveryInfo) {
    setDeliveryInfo(info);
  },
  clearDeliveryInfo() {
    setDeliveryInfo(null);
  },
  /** Reads the stored cart again (another tab changed it, or a test set it up). */
  reload() {
    state = { items: orNoItems(loadCart()), deliveryInfo: loadDeliveryInfo() };
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      event.key === CART_STORAGE_KEY ||
      event.key === DELIVERY_INFO_STORAGE_KEY
    ) {
      cartStore.reload();
    }
  });
}

// What the server painted shows, for React to hydrate it with (see NO_ITEMS).
const noItems = () => NO_ITEMS;
const noDeliveryInfo = () => null;

export function useCartItems(): CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getItems, noItems);
}

export function useDeliveryInfo(): DeliveryInfo | null {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getDeliveryInfo, noDeliveryInfo);
}

/** How many items the cart holds (the header badge). */
export function useCartCount(): number {
  return useCartItems().reduce((sum, line) => sum + line.quantity, 0);
}
