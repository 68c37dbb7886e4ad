import { describe, expect, it } from 'vitest';
import {
  isDisplayable,
  numericPrice,
  numericQuantity,
  sortCategories,
  sortMenuItems,
} from './menu.rules';
import { MenuItemUpdate, parseComboSelectionsText } from './menu.schema';

describe('isDisplayable', () => {
  const item = { available: true, name: 'Panino Porchetta', price: 8.95 };

  it('shows an available item with a name and a price of at least 0', () => {
    expect(isDisplayable(item)).toBe(true);
    expect(isDisplayable({ ...item, price: 0 })).toBe(true);
  });

  it('hides an unavailable item', () => {
    expect(isDisplayable({ ...item, available: false })).toBe(false);
  });

  it('hides an item whose name is empty or only spaces', () => {
    expect(isDisplayable({ ...item, name: '' })).toBe(false);
    expect(isDisplayable({ ...item, name: '   ' })).toBe(false);
  });

  it('hides an item with a negative price', () => {
    expect(isDisplayable({ ...item, price: -0.01 })).toBe(false);
  });

  it('accepts a price sent as numeric text, as old data has it', () => {
    expect(isDisplayable({ ...item, price: '4.50' })).toBe(true);
    expect(isDisplayable({ ...item, price: '-1' })).toBe(false);
  });

  it('hides an item whose price is not a number at all', () => {
    for (const price of ['abc', '', ' ', null, undefined, Number.NaN, Infinity, true, {}]) {
      expect(isDisplayable({ ...item, price })).toBe(false);
    }
  });
});

describe('numericPrice and numericQuantity', () => {
  it('when a price is not numeric, then it counts as 0', () => {
    expect(numericPrice('abc')).toBe(0);
    expect(numericPrice(null)).toBe(0);
    expect(numericPrice(Number.NaN)).toBe(0);
    expect(numericPrice('7.25')).toBe(7.25);
    expect(numericPrice(3)).toBe(3);
  });

  it('when a quantity is not numeric, then it counts as 1', () => {
    expect(numericQuantity('x')).toBe(1);
    expect(numericQuantity(undefined)).toBe(1);
    expect(numericQuantity('')).toBe(1);
    expect(numericQuantity(null)).toBe(1);
    expect(numericQuantity('3')).toBe(3);
    expect(numericQuantity(2)).toBe(2);
  });
});

describe('menu ordering', () => {
  const categories = [
    { id: 1, name: 'Pasta', sortOrder: 1 },
    { id: 2, name: 'Drinks', sortOrder: 9 },
    { id: 3, name: 'Dolci', sortOrder: 2 },
    { id: 4, name: 'Sandwiches', sortOrder: 10 },
    { id: 5, name: 'Fritti', sortOrder: 2 },
  ];
  const items = [
    { id: 1, name: 'Tiramisù', categoryId: 3 },
    { id: 2, name: 'Rigatoni', categoryId: 1 },
    { id: 3, name: 'Red Bull', categoryId: 2 },
    { id: 4, name: 'Panino Porchetta', categoryId: 4 },
    { id: 5, name: 'Arancini', categoryId: 5 },
    { id: 6, name: 'Cannolo', categoryId: 3 },
    { id: 7, name: 'Coca-Cola', categoryId: 2 },
    { id: 8, name: 'Panino Caprese', categoryId: 4 },
    { id: 9, name: 'Mystery', categoryId: 99 },
  ];

  it('puts Sandwiches first, then Drinks, then categories by sortOrder, then items by name', () => {
    expect(sortMenuItems(items, categories).map((i) => i.name)).toEqual([
      'Panino Caprese',
      'Panino Porchetta',
      'Coca-Cola',
      'Red Bull',
      'Rigatoni',
      // Dolci and Fritti share sortOrder 2: their items interleave by name.
      'Arancini',
      'Cannolo',
      'Tiramisù',
      'Mystery',
    ]);
  });

  it('matches the category names regardless of case and surrounding spaces', () => {
    const cats = [
      { id: 1, name: 'pasta', sortOrder: 0 },
      { id: 2, name: ' DRINKS ', sortOrder: 5 },
    ];
    const sorted = sortMenuItems(
      [
        { name: 'B', categoryId: 1 },
        { name: 'A', categoryId: 2 },
      ],
      cats,
    );
    expect(sorted.map((i) => i.name)).toEqual(['A', 'B']);
  });

  it('leaves the input list as it was', () => {
    const copy = [...items];
    sortMenuItems(items, categories);
    expect(items).toEqual(copy);
  });

  it('orders categories the same way: Sandwiches, Drinks, then sortOrder, then name', () => {
    expect(sortCategories(categories).map((c) => c.name)).toEqual([
      'Sandwiches',
      'Drinks',
      'Pasta',
      'Dolci',
      'Fritti',
    ]);
  });
});

describe('MenuItemUpdate', () => {
  it('accepts the switches and a price in euros with whole cents', () => {
    expect(MenuItemUpdate.parse({ available: false, featured: true, price: 12.5 })).toEqual({
      available: false,
      featured: true,
      price: 12.5,
    });
    expect(MenuItemUpdate.parse({ price: 0 })).toEqual({ price: 0 });
    expect(MenuItemUpdate.parse({ price: 1000 })).toEqual({ price: 1000 });
    expect(MenuItemUpdate.parse({ price: 8.95 })).toEqual({ price: 8.95 });
  });

  it('ignores keys staff may not change here', () => {
    expect(MenuItemUpdate.parse({ price: 5, name: 'Free pizza', id: 1 })).toEqual({ price: 5 });
  });

  it.each([
    [{ price: -1 }, 'Price cannot be negative'],
    [{ price: 1000.01 }, 'Price can be at most 1000 euros'],
    [{ price: 4.999 }, 'Price can have at most 2 decimals'],
    [{ price: '4.50' }, 'Price must be a number'],
    [{ available: 'yes' }, 'available must be true or false'],
    [{}, 'Nothing to change'],
    [{ name: 'only unknown keys' }, 'Nothing to change'],
  ])('refuses %j with "%s"', (input, message) => {
    const result = MenuItemUpdate.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('parseComboSelectionsText', () => {
  it('reads the three choices a cart or an order line stores as JSON text', () => {
    expect(
      parseComboSelectionsText('{"sandwich":"Panino Caprese","drink":"Beer","sauce":"Aioli"}'),
    ).toEqual({ sandwich: 'Panino Caprese', drink: 'Beer', sauce: 'Aioli' });
  });

  it.each([null, undefined, '', 'not json', '{"sandwich":"Panino Caprese","drink":"Beer"}', '[]'])(
    'answers null for %j',
    (text) => expect(parseComboSelectionsText(text)).toBeNull(),
  );
});
