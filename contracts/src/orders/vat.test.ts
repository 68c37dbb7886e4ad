import { describe, expect, it } from 'vitest';
import { lineVatShares, priceFoodOrder, vatOfLines, type PriceableLine } from './pricing';
import { orderVat, splitByKey, splitByWeights, sumVat, vatAmounts } from './vat';

const FOOD = 0.09;
const ALCOHOL = 0.21;

// The demo menu: Combo Panino 12.50 (+1.00 with a beer), Panino Porchetta 8.95 on its own,
// a Peroni 4.50 at 21 %, Aioli 0.75.
const comboWithBeer: PriceableLine = {
  unitPriceCents: 1350,
  optionsCents: 0,
  quantity: 1,
  taxRate: FOOD,
  vatKey: [
    { rate: FOOD, standaloneCents: 895 },
    { rate: ALCOHOL, standaloneCents: 450 },
    { rate: FOOD, standaloneCents: 75 },
  ],
};

describe('the VAT key of a combo', () => {
  it('puts the beer’s share of a Combo Panino at 21 %, in proportion to the parts’ own prices', () => {
    // 13.50 × 4.50 / (8.95 + 4.50 + 0.75) = 4.2782… → 4.28 at 21 %, the other 9.22 at 9 %.
    expect(lineVatShares(comboWithBeer)).toEqual([
      { rate: FOOD, grossCents: 922 },
      { rate: ALCOHOL, grossCents: 428 },
    ]);
    // VAT: 4.28 × 21/121 = 0.7428 → 0.74; 9.22 × 9/109 = 0.7613 → 0.76.
    expect(vatOfLines([comboWithBeer])).toEqual([
      { rate: FOOD, grossCents: 922, vatCents: 76, netCents: 846 },
      { rate: ALCOHOL, grossCents: 428, vatCents: 74, netCents: 354 },
    ]);
  });

  it('keeps a combo without alcohol at 9 % whole', () => {
    const cola = {
      ...comboWithBeer,
      unitPriceCents: 1250,
      vatKey: [
        { rate: FOOD, standaloneCents: 895 },
        { rate: FOOD, standaloneCents: 300 },
        { rate: FOOD, standaloneCents: 75 },
      ],
    };
    expect(lineVatShares(cola)).toEqual([{ rate: FOOD, grossCents: 1250 }]);
  });

  it('splits the whole line for several combos, and keeps options at the item’s own rate', () => {
    const three = { ...comboWithBeer, quantity: 3, optionsCents: 100 };
    const shares = lineVatShares(three);
    // 40.50 split: 40.50 × 450/1420 = 12.8345… → 12.83 at 21 %; options 3 × 1.00 at 9 %.
    expect(shares).toEqual([
      { rate: FOOD, grossCents: 4050 - 1283 + 300 },
      { rate: ALCOHOL, grossCents: 1283 },
    ]);
    expect(shares.reduce((s, v) => s + v.grossCents, 0)).toBe(3 * 1450);
  });

  it('leaves the price at the combo’s own rate when no part has a price of its own', () => {
    expect(splitByKey(1350, [{ rate: ALCOHOL, standaloneCents: 0 }], FOOD)).toEqual([
      { rate: FOOD, grossCents: 1350 },
    ]);
  });
});

describe('splitByWeights', () => {
  it('adds up to the amount to the cent, whatever the weights', () => {
    for (let amount = 0; amount < 3000; amount += 7) {
      for (const weights of [
        [1, 1, 1],
        [895, 450, 75],
        [1, 2],
        [333, 333, 334],
      ]) {
        const rates = [0.09, 0.21, 0.0];
        const shares = splitByWeights(
          amount,
          weights.map((weight, i) => ({ rate: rates[i]!, weight })),
        );
        expect(shares.reduce((s, v) => s + v.grossCents, 0)).toBe(amount);
      }
    }
  });

  it('gives a left-over cent to the share that lost most in rounding, on a tie the higher rate', () => {
    // 1.00 in thirds: 33.33… each; the one cent left goes to the highest rate.
    expect(
      splitByWeights(100, [
        { rate: 0, weight: 1 },
        { rate: FOOD, weight: 1 },
        { rate: ALCOHOL, weight: 1 },
      ]),
    ).toEqual([
      { rate: 0, grossCents: 33 },
      { rate: FOOD, grossCents: 33 },
      { rate: ALCOHOL, grossCents: 34 },
    ]);
  });

  it('splits a negative amount (a credit) as the positive one, with the sign', () => {
    expect(
      splitByWeights(-1350, [
        { rate: FOOD, weight: 970 },
        { rate: ALCOHOL, weight: 450 },
      ]),
    ).toEqual([
      { rate: FOOD, grossCents: -922 },
      { rate: ALCOHOL, grossCents: -428 },
    ]);
  });
});

describe('orderVat', () => {
  it('splits the fees over the goods’ rates in proportion to the goods', () => {
    // Goods 9.22 at 9 % and 4.28 at 21 %; fees 3.50: 3.50 × 428/1350 = 1.1096… → 1.11 at 21 %.
    const vat = orderVat(
      [
        { rate: FOOD, grossCents: 922 },
        { rate: ALCOHOL, grossCents: 428 },
      ],
      350,
    );
    expect(vat.map((v) => [v.rate, v.grossCents])).toEqual([
      [FOOD, 922 + 239],
      [ALCOHOL, 428 + 111],
    ]);
  });

  it('puts fees without goods at the food rate', () => {
    expect(orderVat([], 250)).toEqual([vatAmounts({ rate: FOOD, grossCents: 250 })]);
  });

  it('gives a mixed order per-rate totals equal to the sum of its lines plus the fees’ share', () => {
    const lines: PriceableLine[] = [
      comboWithBeer,
      { unitPriceCents: 450, optionsCents: 0, quantity: 2, taxRate: ALCOHOL }, // two Peroni
      { unitPriceCents: 1195, optionsCents: 100, quantity: 1, taxRate: FOOD }, // pasta, extra
      { unitPriceCents: 595, optionsCents: 0, quantity: 2, taxRate: FOOD }, // tiramisù
    ];
    const price = priceFoodOrder({
      lines,
      deliveryFeeCents: 250,
      express: false,
      fees: { serviceFeeBasisPoints: 500, expressFeeCents: 300 },
    });
    const goods = (rate: number) =>
      price.lineVat.flat().reduce((s, v) => s + (v.rate === rate ? v.grossCents : 0), 0);
    expect(goods(FOOD)).toBe(922 + 1295 + 1190);
    expect(goods(ALCOHOL)).toBe(428 + 900);
    const fees = price.deliveryFeeCents + price.serviceFeeCents;
    const total = price.vat.reduce((s, v) => s + v.grossCents, 0);
    expect(total).toBe(price.totalCents);
    expect(price.vat.find((v) => v.rate === FOOD)!.grossCents).toBeGreaterThan(goods(FOOD));
    expect(total - goods(FOOD) - goods(ALCOHOL)).toBe(fees);
    // foodTax and merchandiseTax are the order's VAT below and at 21 %.
    expect(price.foodTaxCents).toBe(price.vat.find((v) => v.rate === FOOD)!.vatCents);
    expect(price.merchandiseTaxCents).toBe(price.vat.find((v) => v.rate === ALCOHOL)!.vatCents);
  });
});

describe('sumVat', () => {
  it('adds up VAT per rate, and a credit takes it back', () => {
    const invoice = orderVat([{ rate: FOOD, grossCents: 1000 }], 0);
    const credit = invoice.map((v) => vatAmounts({ rate: v.rate, grossCents: -v.grossCents }));
    expect(sumVat([invoice, credit])).toEqual([
      { rate: FOOD, grossCents: 0, vatCents: 0, netCents: 0 },
    ]);
  });
});
