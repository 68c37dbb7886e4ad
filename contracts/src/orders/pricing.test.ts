import { describe, expect, it } from 'vitest';
import { StoreFees } from '../content/store-settings.schema';
import { DEFAULT_PRICING_FEES, priceFoodOrder, type PriceableLine } from './pricing';

const lines: PriceableLine[] = [
  { unitPriceCents: 895, optionsCents: 150, quantity: 2, taxRate: 0.09 },
  { unitPriceCents: 450, optionsCents: 0, quantity: 1, taxRate: 0.21 },
];
// 2 × 10.45 + 4.50 = 25.40; with a 2.50 delivery fee.
const order = { lines, deliveryFeeCents: 250 };

describe('priceFoodOrder with the store’s fees', () => {
  it('charges 5 % service and 3.00 express by default', () => {
    const price = priceFoodOrder({ ...order, express: true, fees: DEFAULT_PRICING_FEES });
    expect(price).toMatchObject({
      subtotalCents: 2540,
      expressFeeCents: 300,
      // 5 % of 25.40 + 2.50 + 3.00 = 30.90 → 1.545 → 1.55 (half up).
      serviceFeeCents: 155,
      totalCents: 2540 + 250 + 300 + 155,
    });
  });

  it('follows a changed service fee and express surcharge', () => {
    const fees = { serviceFeeBasisPoints: 750, expressFeeCents: 450 };
    const price = priceFoodOrder({ ...order, express: true, fees });
    expect(price.expressFeeCents).toBe(450);
    // 7.5 % of 25.40 + 2.50 + 4.50 = 32.40 → 2.43.
    expect(price.serviceFeeCents).toBe(243);
    expect(price.totalCents).toBe(2540 + 250 + 450 + 243);
    // Without express the surcharge is not charged, whatever it is.
    expect(priceFoodOrder({ ...order, express: false, fees }).expressFeeCents).toBe(0);
  });

  it('charges no service fee at 0 %', () => {
    const fees = { serviceFeeBasisPoints: 0, expressFeeCents: 300 };
    expect(priceFoodOrder({ ...order, express: false, fees }).serviceFeeCents).toBe(0);
  });
});

describe('StoreFees', () => {
  it('takes whole basis points and cents within range, and says what is wrong otherwise', () => {
    expect(StoreFees.safeParse({ serviceFeeBasisPoints: 750, expressFeeCents: 450 }).success).toBe(
      true,
    );
    const message = (value: unknown) =>
      StoreFees.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(message({ serviceFeeBasisPoints: 2001, expressFeeCents: 300 })).toEqual([
      'The service fee can be at most 20 %',
    ]);
    expect(message({ serviceFeeBasisPoints: 500, expressFeeCents: 2.5 })).toEqual([
      'Use whole cents',
    ]);
    expect(message({ serviceFeeBasisPoints: -1, expressFeeCents: -1 })).toEqual([
      'The service fee cannot be negative',
      'The express surcharge cannot be negative',
    ]);
  });
});
