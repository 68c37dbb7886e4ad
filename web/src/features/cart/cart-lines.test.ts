import { describe, expect, it } from 'vitest';
import { formatCents, formatSurcharge } from '@/lib/money';
import { cartTotals, foodOrderItems, lineCents } from './cart-lines';
import type { CartItem, DeliveryInfo } from './cart-types';

const line = (overrides: Partial<CartItem>): CartItem => ({
  id: 1,
  name: 'Panino',
  price: 8.5,
  quantity: 1,
  taxRate: 0.09,
  ...overrides,
});
const zone = (deliveryFee: number): DeliveryInfo => ({
  address: {
    street: 'Damrak 1',
    postalCode: '1012 LG',
    city: 'Amsterdam',
    country: 'Netherlands',
    lat: 52.37,
    lng: 4.89,
  },
  zone: { id: 1, name: 'Amsterdam City Center', deliveryFee },
});

describe('cart money', () => {
  it('a line costs (price + the options’ priceAdd) × quantity, in whole cents', () => {
    const options = [
      { id: 1, name: 'Extras', value: 'Extra mozzarella', priceAdd: 0.1 },
      { id: 2, name: 'Extras', value: 'Extra basil', priceAdd: 0.2 },
    ];
    // 0.1 + 0.2 is not 0.3 in floating point; in cents it is exact.
    expect(lineCents(line({ price: 8.7, quantity: 3, selectedOptions: options }))).toBe(2700);
  });

  it('sums the lines and adds the zone’s delivery fee, with no fee when no zone is known', () => {
    const lines = [line({ price: 8.5, quantity: 2 }), line({ id: 2, price: 2.95 })];

    expect(cartTotals(lines, null)).toMatchObject({
      subtotalCents: 1995,
      deliveryFeeCents: 0,
      totalCents: 1995,
    });
    expect(cartTotals(lines, zone(2.5))).toMatchObject({
      deliveryFeeCents: 250,
      totalCents: 2245,
    });
  });

  it('reports the VAT included per rate: 9 % for food, 21 % for merchandise', () => {
    const totals = cartTotals(
      [
        line({ price: 10.9, quantity: 1, taxRate: 0.09 }),
        line({ id: 3, price: 24.2, isMerchandise: true, taxRate: undefined }),
      ],
      null,
    );

    expect(totals.vat).toEqual([
      { rate: 0.09, grossCents: 1090, vatCents: 90, netCents: 1000 },
      { rate: 0.21, grossCents: 2420, vatCents: 420, netCents: 2000 },
    ]);
  });

  it('puts a combo’s beer at 21 % by its VAT key, as the server will', () => {
    const totals = cartTotals(
      [
        line({
          price: 13.5,
          quantity: 1,
          taxRate: 0.09,
          isComboMeal: true,
          vatKey: [
            { rate: 0.09, standaloneCents: 895 },
            { rate: 0.21, standaloneCents: 450 },
            { rate: 0.09, standaloneCents: 75 },
          ],
        }),
      ],
      null,
    );
    expect(totals.vat.map((v) => [v.rate, v.grossCents, v.vatCents])).toEqual([
      [0.09, 922, 76],
      [0.21, 428, 74],
    ]);
  });

  it('shows money in the German format, an undefined amount as € 0,00', () => {
    expect(formatCents(123456)).toBe('€ 1.234,56');
    expect(formatCents(undefined)).toBe('€ 0,00');
    expect(formatSurcharge(100)).toBe('+€1,00');
  });
});

describe('cart lines for the food order', () => {
  it('lists menu item, quantity, unit price, line total, options and combo selections', () => {
    const combo = JSON.stringify({ sandwich: 'Panino Milanese', drink: 'Beer', sauce: 'Aioli' });
    expect(
      foodOrderItems([
        line({
          price: 8.5,
          quantity: 2,
          selectedOptions: [{ id: 4, name: 'Extras', value: 'Extra mozzarella', priceAdd: 1 }],
        }),
        line({ id: 30, price: 13.5, comboSelections: combo }),
      ]),
    ).toEqual([
      {
        menuItemId: 1,
        quantity: 2,
        price: 8.5,
        total: 19,
        options: [{ optionId: 4, value: 'Extra mozzarella', priceAdd: 1 }],
      },
      {
        menuItemId: 30,
        quantity: 1,
        price: 13.5,
        total: 13.5,
        options: [],
        comboSelections: combo,
      },
    ]);
  });
});
