import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error';
import { priceLines, type CatalogItem, type ComboChoice } from './food-order-lines';

const panino: CatalogItem = {
  id: 1,
  name: 'Panino Porchetta',
  priceCents: 895,
  available: true,
  barMenu: true,
  taxRate: '0.090',
  isComboMeal: false,
  comboOptions: null,
  drinkPriceModifiers: null,
  options: [
    { id: 10, name: 'Extras', value: 'Extra mozzarella', priceAddCents: 100 },
    { id: 11, name: 'Extras', value: 'Extra porchetta', priceAddCents: 250 },
  ],
};
const combo: CatalogItem = {
  ...panino,
  id: 2,
  name: 'Combo Panino',
  priceCents: 1250,
  isComboMeal: true,
  options: [],
};
const pasta: CatalogItem = { ...panino, id: 3, name: 'Tagliatelle al Ragù', barMenu: false };
const catalog = new Map([panino, combo, pasta].map((i) => [i.id, i]));
const alone = (standaloneCents: number | null, taxRate: number | null = 0.09) => ({
  standaloneCents,
  taxRate: standaloneCents === null ? null : taxRate,
});
const choices: ComboChoice[] = [
  { id: 20, kind: 'sandwich', name: 'Panino Caprese', ...alone(795) },
  { id: 21, kind: 'sandwich', name: 'Panino Milanese', ...alone(895) },
  { id: 30, kind: 'drink', name: 'Coca-Cola', ...alone(300) },
  { id: 31, kind: 'drink', name: 'Beer', ...alone(450, 0.21) },
  { id: 32, kind: 'drink', name: 'Lemonade', ...alone(null) },
  { id: 40, kind: 'sauce', name: 'Aioli', ...alone(75) },
];

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return { type: err.type, message: err.message };
    throw err;
  }
  throw new Error('expected a refusal');
};

describe('pricing order lines from the catalog', () => {
  it('adds each option once, priced from the catalog', () => {
    const [line] = priceLines(
      [
        {
          menuItemId: 1,
          quantity: 2,
          options: [{ optionId: 10 }, { optionId: 11 }, { optionId: 10 }],
        },
      ],
      catalog,
      choices,
      'normal',
    );
    expect(line).toMatchObject({
      unitPriceCents: 895,
      optionsCents: 350,
      quantity: 2,
      taxRate: 0.09,
    });
    expect(line!.options.map((o) => o.id)).toEqual([10, 11]);
  });

  it('charges the default surcharge for Beer, or the item’s own modifiers when it has them', () => {
    const sel = (drink: string) => ({ sandwich: 'Panino Caprese', drink, sauce: 'aioli' });
    const [beer, cola] = priceLines(
      [
        { menuItemId: 2, quantity: 1, comboSelections: sel('beer') },
        { menuItemId: 2, quantity: 1, comboSelections: sel('Coca-Cola') },
      ],
      catalog,
      choices,
      'normal',
    );
    expect(beer).toMatchObject({
      unitPriceCents: 1350,
      comboSelections: '{"sandwich":"Panino Caprese","drink":"Beer","sauce":"Aioli"}',
    });
    expect(cola!.unitPriceCents).toBe(1250);

    const own = new Map(catalog).set(2, { ...combo, drinkPriceModifiers: { Lemonade: 50 } });
    const [lemonade, beerHere] = priceLines(
      [
        { menuItemId: 2, quantity: 1, comboSelections: sel('Lemonade') },
        { menuItemId: 2, quantity: 1, comboSelections: sel('Beer') },
      ],
      own,
      choices,
      'normal',
    );
    expect(lemonade!.unitPriceCents).toBe(1300);
    expect(beerHere!.unitPriceCents).toBe(1250);
  });

  it('gives a combo the VAT key of its parts’ own prices and rates', () => {
    const sel = (drink: string) => ({ sandwich: 'Panino Caprese', drink, sauce: 'Aioli' });
    const [beer, lemonade] = priceLines(
      [
        { menuItemId: 2, quantity: 1, comboSelections: sel('Beer') },
        { menuItemId: 2, quantity: 1, comboSelections: sel('Lemonade') },
      ],
      catalog,
      choices,
      'normal',
    );
    expect(beer!.vatKey).toEqual([
      { rate: 0.09, standaloneCents: 795 },
      { rate: 0.21, standaloneCents: 450 },
      { rate: 0.09, standaloneCents: 75 },
    ]);
    // A choice not sold on its own weighs nothing and takes the combo's own rate.
    expect(lemonade!.vatKey).toContainEqual({ rate: 0.09, standaloneCents: 0 });
    // Items that are no combo are sold at their own rate.
    const [plain] = priceLines([{ menuItemId: 1, quantity: 1 }], catalog, choices, 'normal');
    expect(plain!.vatKey).toBeNull();
  });

  it('keeps a combo to the choices its configuration allows', () => {
    const limited = new Map(catalog).set(2, { ...combo, comboOptions: { sandwichIds: [21] } });
    expect(
      refusal(() =>
        priceLines(
          [
            {
              menuItemId: 2,
              quantity: 1,
              comboSelections: { sandwich: 'Panino Caprese', drink: 'Beer', sauce: 'Aioli' },
            },
          ],
          limited,
          choices,
          'normal',
        ),
      ),
    ).toEqual({
      type: 'invalid_data',
      message: "The sandwich 'Panino Caprese' is not available for Combo Panino",
    });
  });

  it('ignores combo selections on an item that is no combo', () => {
    const [line] = priceLines(
      [
        {
          menuItemId: 1,
          quantity: 1,
          comboSelections: { sandwich: 'x', drink: 'Beer', sauce: 'y' },
        },
      ],
      catalog,
      choices,
      'normal',
    );
    expect(line).toMatchObject({ unitPriceCents: 895, comboSelections: null });
  });

  it('refuses unavailable items, foreign options and, at a bar, items off the bar menu', () => {
    const retired = new Map(catalog).set(1, { ...panino, available: false });
    expect(
      refusal(() => priceLines([{ menuItemId: 1, quantity: 1 }], retired, choices, 'normal')),
    ).toEqual({ type: 'invalid_data', message: 'Some items in your cart are no longer available' });
    expect(
      refusal(() =>
        priceLines(
          [{ menuItemId: 3, quantity: 1, options: [{ optionId: 99 }] }],
          catalog,
          choices,
          'normal',
        ),
      ).message,
    ).toBe('This option is not available for Tagliatelle al Ragù');
    expect(
      refusal(() => priceLines([{ menuItemId: 3, quantity: 1 }], catalog, choices, 'bar')).message,
    ).toBe('Tagliatelle al Ragù is not on the bar menu');
    expect(priceLines([{ menuItemId: 3, quantity: 1 }], catalog, choices, 'normal')).toHaveLength(
      1,
    );
  });
});
