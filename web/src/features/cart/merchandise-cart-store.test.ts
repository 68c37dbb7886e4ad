import { beforeEach, describe, expect, it } from 'vitest';
import { merchandiseCartStore } from './merchandise-cart-store';

const cap = { id: 6, name: 'Dad Cap', price: 19.95 };
const pin = { id: 9, name: 'Enamel Pin Set', price: 9.95 };
const stored = () => JSON.parse(localStorage.getItem('merchandiseCart') ?? 'null');

beforeEach(() => merchandiseCartStore.clear());

describe('merchandise cart', () => {
  it('raises the quantity of an item already in the cart and keeps it under its own key', () => {
    merchandiseCartStore.add(cap);
    merchandiseCartStore.add(pin);
    merchandiseCartStore.add(cap);

    expect(stored()).toEqual([
      { ...cap, quantity: 2 },
      { ...pin, quantity: 1 },
    ]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('removes an item whose quantity is set to 0 or below', () => {
    merchandiseCartStore.add(cap);
    merchandiseCartStore.add(pin);
    merchandiseCartStore.setQuantity(cap.id, 3);
    merchandiseCartStore.setQuantity(pin.id, 0);
    expect(merchandiseCartStore.getItems()).toEqual([{ ...cap, quantity: 3 }]);

    merchandiseCartStore.setQuantity(cap.id, -1);
    expect(merchandiseCartStore.getItems()).toEqual([]);
  });

  it('restores a stored cart and discards a corrupt one', () => {
    localStorage.setItem('merchandiseCart', JSON.stringify([{ ...pin, quantity: 2 }]));
    merchandiseCartStore.reload();
    expect(merchandiseCartStore.getItems()).toEqual([{ ...pin, quantity: 2 }]);

    localStorage.setItem('merchandiseCart', '[{"id":"x"}]');
    merchandiseCartStore.reload();
    expect(merchandiseCartStore.getItems()).toEqual([]);
    expect(localStorage.getItem('merchandiseCart')).toBeNull();
  });
});
