import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@shop/contracts';
import { menuItem } from '@/testing/fixtures';
import { planReorder, unavailableText, type ReorderCatalog } from './reorder';

const line = (overrides: Partial<OrderItem>): OrderItem => ({
  id: 1,
  menuItemId: 7,
  name: 'Panino Caprese',
  quantity: 1,
  price: 9.75,
  options: [],
  comboSelections: null,
  total: 9.75,
  vat: [{ rate: 0.09, gross: 9.75 }],
  ...overrides,
});

const combo = menuItem({
  id: 20,
  name: 'Combo Panino',
  price: 12.5,
  isComboMeal: true,
  drinkPriceModifiers: { 'Red Bull': 1.5 },
  comboOptions: { drinkIds: [1, 3] },
});
const catalog: ReorderCatalog = {
  menu: [
    menuItem({
      id: 7,
      name: 'Panino Caprese',
      price: 10.25,
      options: [{ id: 3, name: 'Extras', value: 'Extra mozzarella', priceAdd: 1.25 }],
    }),
    combo,
  ],
  combo: {
    sandwiches: [{ id: 1, name: 'Panino Porchetta', standalonePrice: 8.95, taxRate: 0.09 }],
    drinks: [
      { id: 1, name: 'Coca-Cola', price: 0, standalonePrice: 3, taxRate: 0.09 },
      { id: 2, name: 'Beer', price: 1, standalonePrice: 4.5, taxRate: 0.21 },
      { id: 3, name: 'Red Bull', price: 1, standalonePrice: null, taxRate: null },
    ],
    sauces: [{ id: 1, name: 'Aioli', standalonePrice: 0.75, taxRate: 0.09 }],
  },
};
const comboText = (drink: string) =>
  JSON.stringify({ sandwich: 'panino porchetta', drink, sauce: 'Aioli' });

describe('planning a reorder', () => {
  it('prices lines by the menu as it is now, with its option values and surcharges', () => {
    const plan = planReorder(
      {
        items: [
          line({ quantity: 2, options: [{ id: 3, name: 'Extras', value: 'old', priceAdd: 1 }] }),
          line({
            id: 2,
            menuItemId: 20,
            name: 'Combo Panino',
            comboSelections: comboText('Red Bull'),
          }),
        ],
      },
      catalog,
    );
    expect(plan.unavailable).toEqual([]);
    expect(plan.lines.map(({ item, quantity }) => [item.price, quantity])).toEqual([
      [10.25, 2],
      [14, 1],
    ]);
    expect(plan.lines[0]!.item.selectedOptions).toEqual([
      { id: 3, name: 'Extras', value: 'Extra mozzarella', priceAdd: 1.25 },
    ]);
    // Choices are matched by name whatever the case, and stored under the menu's names.
    expect(plan.lines[1]!.item.comboSelections).toBe(
      '{"sandwich":"Panino Porchetta","drink":"Red Bull","sauce":"Aioli"}',
    );
  });

  it('leaves out items off the menu, extras no longer offered and combo choices not allowed', () => {
    const plan = planReorder(
      {
        items: [
          line({ menuItemId: 99, name: 'Tiramisù' }),
          line({ options: [{ id: 4, name: 'Extras', value: 'Truffle', priceAdd: 3 }] }),
          line({ menuItemId: 20, name: 'Combo Panino', comboSelections: comboText('Beer') }),
          line({ menuItemId: 20, name: 'Combo Panino', comboSelections: comboText('Coca-Cola') }),
        ],
      },
      catalog,
    );
    expect(plan.unavailable).toEqual(['Tiramisù', 'Panino Caprese', 'Combo Panino']);
    expect(plan.lines.map(({ item }) => item.comboSelections)).toEqual([
      '{"sandwich":"Panino Porchetta","drink":"Coca-Cola","sauce":"Aioli"}',
    ]);
  });

  it('names what is gone in a sentence', () => {
    expect(unavailableText(['Tiramisù'])).toBe('Tiramisù is no longer available.');
    expect(unavailableText(['Tiramisù', 'Supplì', 'Arancini'])).toBe(
      'Tiramisù, Supplì, and Arancini are no longer available.',
    );
  });
});
