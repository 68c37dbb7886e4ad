import { afterEach, describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  DELIVERY_INFO_STORAGE_KEY,
  loadCart,
  loadDeliveryInfo,
} from './cart-storage';

const line = {
  id: 7,
  name: 'Margherita',
  price: 9.5,
  quantity: 2,
  selectedOptions: [{ id: 1, name: 'Size', value: 'Large', priceAdd: 1.5 }],
  taxRate: 0.09,
  // Saved by a newer shop: kept as it was.
  note: 'extra crispy',
};

const deliveryInfo = {
  address: {
    street: 'Damrak 1',
    postalCode: '1012 LG',
    city: 'Amsterdam',
    country: 'Netherlands',
    lat: 52.376,
    lng: 4.897,
  },
  zone: { id: 1, name: 'Centrum', deliveryFee: 2.5 },
};

const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

afterEach(() => localStorage.clear());

describe('the stored cart', () => {
  it('comes back as it was saved, fields it does not know included', () => {
    store(CART_STORAGE_KEY, [line, { id: 8, name: 'Cola', price: 2, quantity: 1 }]);
    expect(loadCart()).toEqual([line, { id: 8, name: 'Cola', price: 2, quantity: 1 }]);
  });

  it.each([
    ['a quantity of 0', { ...line, quantity: 0 }],
    ['a fractional quantity', { ...line, quantity: 1.5 }],
    ['a negative price', { ...line, price: -1 }],
    ['a missing name', { ...line, name: undefined }],
    ['a price given as text', { ...line, price: '9.50' }],
    [
      'an option without its price',
      { ...line, selectedOptions: [{ id: 1, name: 'S', value: 'L' }] },
    ],
    ['a VAT rate above 100 %', { ...line, taxRate: 1.5 }],
    ['combo selections that are not text', { ...line, comboSelections: { drink: 'Cola' } }],
  ])('is discarded, and forgotten, when a line has %s', (_, bad) => {
    store(CART_STORAGE_KEY, [line, bad]);
    expect(loadCart()).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('is discarded when it is not a list or not JSON', () => {
    store(CART_STORAGE_KEY, { 0: line });
    expect(loadCart()).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, '[{');
    expect(loadCart()).toEqual([]);
  });
});

describe('the stored delivery address', () => {
  it('comes back with or without its optional fields', () => {
    store(DELIVERY_INFO_STORAGE_KEY, deliveryInfo);
    expect(loadDeliveryInfo()).toEqual(deliveryInfo);
    const withOptional = {
      address: { ...deliveryInfo.address, state: 'Noord-Holland' },
      zone: { ...deliveryInfo.zone, minimumOrderAmount: 15 },
    };
    store(DELIVERY_INFO_STORAGE_KEY, withOptional);
    expect(loadDeliveryInfo()).toEqual(withOptional);
  });

  it.each([
    ['no coordinates', { ...deliveryInfo, address: { ...deliveryInfo.address, lat: undefined } }],
    [
      'a negative delivery fee',
      { ...deliveryInfo, zone: { ...deliveryInfo.zone, deliveryFee: -2 } },
    ],
    ['no zone', { address: deliveryInfo.address }],
    [
      'a state that is not text',
      { ...deliveryInfo, address: { ...deliveryInfo.address, state: 3 } },
    ],
  ])('is discarded when it has %s', (_, bad) => {
    store(DELIVERY_INFO_STORAGE_KEY, bad);
    expect(loadDeliveryInfo()).toBeNull();
    expect(localStorage.getItem(DELIVERY_INFO_STORAGE_KEY)).toBeNull();
  });
});
