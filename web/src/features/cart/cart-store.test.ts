import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MerchandiseItem } from '@shop/contracts';
import { lineKey } from './cart-lines';
import { cartStore, type DeliveryInfo, type NewCartItem } from './cart-store';

const panino: NewCartItem = {
  id: 7,
  name: 'Panino Caprese',
  price: 8.5,
  image: null,
  categoryId: 1,
  taxRate: 0.09,
};
const mozzarella = { id: 1, name: 'Extras', value: 'Extra mozzarella', priceAdd: 1 };
const glutenFree = { id: 2, name: 'Bread', value: 'Gluten-free bread', priceAdd: 1.5 };
const combo = (drink: string): NewCartItem => ({
  id: 30,
  name: 'Combo Panino',
  price: 12.5,
  isComboMeal: true,
  comboSelections: JSON.stringify({ sandwich: 'Panino Caprese', drink, sauce: 'Aioli' }),
});
const delivery: DeliveryInfo = {
  address: {
    street: 'Damrak 1',
    postalCode: '1012 LG',
    city: 'Amsterdam',
    country: 'Netherlands',
    lat: 52.37,
    lng: 4.89,
  },
  zone: { id: 1, name: 'Amsterdam City Center', deliveryFee: 2.5, minimumOrderAmount: 15 },
};

const quantities = () => cartStore.getItems().map((line) => line.quantity);
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => cartStore.clear());
afterEach(() => vi.restoreAllMocks());

describe('food cart: adding', () => {
  it('adds a new item with quantity 1 and raises it by 1 when the same item is added again', () => {
    cartStore.add(panino);
    cartStore.add(panino);
    cartStore.add({ ...panino, id: 8, name: 'Cola' });

    expect(cartStore.getItems().map((l) => [l.name, l.quantity])).toEqual([
      ['Panino Caprese', 2],
      ['Cola', 1],
    ]);
  });

  it('merges combos only when their selections are the same', () => {
    cartStore.add(combo('Beer'));
    cartStore.add(combo('Beer'));
    cartStore.add(combo('Coca-Cola'));

    expect(quantities()).toEqual([2, 1]);
  });

  it('merges lines with the same options in any order, and keeps other options apart', () => {
    cartStore.add({ ...panino, selectedOptions: [mozzarella, glutenFree] });
    cartStore.add({ ...panino, selectedOptions: [glutenFree, mozzarella] });
    cartStore.add({ ...panino, selectedOptions: [mozzarella] });
    cartStore.add(panino);

    expect(quantities()).toEqual([2, 1, 1]);
    expect(cartStore.getItems()[0]?.optionsKey).toBe('1,2');
  });

  it('keeps merchandise apart from a menu item with the same id', () => {
    cartStore.add(panino);
    cartStore.add({ ...panino, isMerchandise: true });

    expect(quantities()).toEqual([1, 1]);
  });

  it('gives merchandise added to the food cart the spec defaults', () => {
    const hoodie: MerchandiseItem = {
      id: 3,
      name: 'Italieno Classic Hoodie',
      description: 'Warm',
      price: 54.95,
      image: '/images/merchandise/hoodie.svg',
      category: 'Hoodie',
      available: true,
    };
    cartStore.addMerchandise(hoodie);

    expect(cartStore.getItems()).toEqual([
      expect.objectContaining({
        id: 3,
        name: 'Italieno Classic Hoodie',
        price: 54.95,
        quantity: 1,
        description: 'Italieno Merchandise',
        categoryId: 0,
        available: true,
        featured: false,
        taxRate: 0.21,
        quantityPerOrder: 1,
        preparationTime: 0,
        isComboMeal: false,
        isMerchandise: true,
        merchandiseCategory: 'Hoodie',
      }),
    ]);
  });
});

describe('food cart: quantities and clearing', () => {
  it('sets a quantity, and removes the line at 0 or below', () => {
    cartStore.add(panino);
    cartStore.add(combo('Beer'));
    cartStore.setQuantity(lineKey(panino), 4);
    expect(quantities()).toEqual([4, 1]);

    cartStore.setQuantity(lineKey(panino), 0);
    cartStore.setQuantity(lineKey(combo('Beer')), -2);
    expect(cartStore.getItems()).toEqual([]);
  });

  it('clearing the cart also clears the delivery info, in memory and in storage', () => {
    cartStore.add(panino);
    cartStore.addDeliveryInfo(delivery);
    expect(stored('deliveryInfo')).toEqual(delivery);

    cartStore.clear();

    expect(cartStore.getItems()).toEqual([]);
    expect(cartStore.getDeliveryInfo()).toBeNull();
    expect(stored('cart')).toEqual([]);
    expect(localStorage.getItem('deliveryInfo')).toBeNull();
  });
});

describe('food cart: storage', () => {
  it('keeps the cart under "cart" and the delivery info under "deliveryInfo"', () => {
    cartStore.add({ ...panino, selectedOptions: [mozzarella] });
    cartStore.addDeliveryInfo(delivery);

    expect(stored('cart')).toEqual([
      { ...panino, selectedOptions: [mozzarella], optionsKey: '1', quantity: 1 },
    ]);
    expect(stored('deliveryInfo')).toEqual(delivery);
  });

  it('restores the cart and the delivery info when the page loads', async () => {
    localStorage.setItem('cart', JSON.stringify([{ ...panino, quantity: 3 }]));
    localStorage.setItem('deliveryInfo', JSON.stringify(delivery));
    vi.resetModules();

    const fresh = await import('./cart-store');

    expect(fresh.cartStore.getItems()).toEqual([{ ...panino, quantity: 3 }]);
    expect(fresh.cartStore.getDeliveryInfo()).toEqual(delivery);
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['JSON that is not a list', '{"id":1}'],
    ['a line without a price', '[{"id":1,"name":"Panino","quantity":1}]'],
    ['a line with quantity 0', '[{"id":1,"name":"Panino","price":8,"quantity":0}]'],
  ])('discards a stored cart holding %s', (_, raw) => {
    localStorage.setItem('cart', raw);
    cartStore.reload();

    expect(cartStore.getItems()).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('discards corrupt delivery info', () => {
    localStorage.setItem('deliveryInfo', '{"address":{"street":"Damrak 1"}}');
    cartStore.reload();

    expect(cartStore.getDeliveryInfo()).toBeNull();
    expect(localStorage.getItem('deliveryInfo')).toBeNull();
  });

  it('saves a reduced cart (id, name, price, quantity) when the full cart cannot be saved', () => {
    const realSetItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (value.includes('selectedOptions')) throw new DOMException('full', 'QuotaExceededError');
      realSetItem.call(this, key, value);
    });

    cartStore.add({ ...panino, selectedOptions: [mozzarella] });

    expect(stored('cart')).toEqual([{ id: 7, name: 'Panino Caprese', price: 8.5, quantity: 1 }]);
    expect(cartStore.getItems()[0]?.selectedOptions).toEqual([mozzarella]);
  });

  it('keeps working in memory when nothing can be saved', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });

    cartStore.add(panino);
    cartStore.add(panino);

    expect(quantities()).toEqual([2]);
  });
});
