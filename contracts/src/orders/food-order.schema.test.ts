import { describe, expect, it } from 'vitest';
import {
  CreateFoodOrderInput,
  minimumOrderMessage,
  PAYMENT_METHODS_ACCEPTED,
  scheduledDeliveryTime,
} from './food-order.schema';

const item = { menuItemId: 3, quantity: 1 };

describe('CreateFoodOrderInput', () => {
  it('defaults to a standard card delivery with an invoice', () => {
    expect(CreateFoodOrderInput.parse({ items: [item] })).toMatchObject({
      deliveryOption: 'standard',
      orderType: 'normal',
      paymentMethod: 'card',
      sendInvoice: true,
    });
  });

  it('reads combo selections from the JSON text the cart stores, or from an object', () => {
    const selections = { sandwich: 'Panino Caprese', drink: 'Beer', sauce: 'Aioli' };
    for (const comboSelections of [JSON.stringify(selections), selections]) {
      const parsed = CreateFoodOrderInput.parse({ items: [{ ...item, comboSelections }] });
      expect(parsed.items[0]!.comboSelections).toEqual(selections);
    }
    for (const comboSelections of [null, '', 'null']) {
      const parsed = CreateFoodOrderInput.parse({ items: [{ ...item, comboSelections }] });
      expect(parsed.items[0]!.comboSelections).toBeNull();
    }
  });

  it('refuses a combo missing a choice with the customiser hint', () => {
    const result = CreateFoodOrderInput.safeParse({
      items: [
        { ...item, comboSelections: { sandwich: 'Panino Caprese', drink: ' ', sauce: 'Aioli' } },
      ],
    });
    expect(result.error?.issues[0]?.message).toBe('Please make all selections to continue');
  });

  it('treats empty contact fields as not given, and checks given ones', () => {
    const parsed = CreateFoodOrderInput.parse({
      items: [item],
      customerName: '',
      email: '  ',
      customerPhone: '',
    });
    expect(parsed.customerName).toBeUndefined();
    expect(parsed.email).toBeUndefined();
    expect(parsed.customerPhone).toBeUndefined();
    expect(
      CreateFoodOrderInput.safeParse({ items: [item], email: 'giulia@' }).error?.issues[0]?.message,
    ).toBe('Please enter a valid email address');
  });

  it('accepts and keeps no meaning in prices, totals and fees of any shape', () => {
    const parsed = CreateFoodOrderInput.parse({
      items: [{ ...item, price: '4,50', total: -1, options: [{ optionId: 2, priceAdd: 'free' }] }],
      subtotal: null,
      deliveryFee: {},
      total: 0.01,
    });
    expect(parsed.items[0]!.options).toEqual([{ optionId: 2, priceAdd: 'free' }]);
  });

  it('needs the bar of a bar order', () => {
    const result = CreateFoodOrderInput.safeParse({ items: [item], orderType: 'bar' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['barSlug'],
      message: 'A bar order needs the bar it is placed at (barSlug)',
    });
    expect(
      CreateFoodOrderInput.safeParse({ items: [item], orderType: 'bar', barSlug: 'bar-fiorella' })
        .success,
    ).toBe(true);
  });
});

describe('food order rules', () => {
  it('names the zone and its minimum in the German money format', () => {
    expect(minimumOrderMessage('West & Zuid', 2000)).toBe(
      'The minimum order for West & Zuid is € 20,00',
    );
    expect(minimumOrderMessage('Noord & Oost', 1250)).toBe(
      'The minimum order for Noord & Oost is € 12,50',
    );
  });

  it('takes card, iDEAL and Bancontact as the intended method, and nothing else', () => {
    for (const paymentMethod of ['card', 'ideal', 'bancontact'] as const) {
      expect(CreateFoodOrderInput.parse({ items: [item], paymentMethod }).paymentMethod).toBe(
        paymentMethod,
      );
    }
    const refused = CreateFoodOrderInput.safeParse({ items: [item], paymentMethod: 'sofort' });
    expect(refused.error?.issues[0]?.message).toBe(PAYMENT_METHODS_ACCEPTED);
  });

  it('schedules 30 minutes, 1 hour or 2 hours ahead; asap has no scheduled time', () => {
    const at = new Date('2026-11-21T18:00:00.000Z');
    expect(scheduledDeliveryTime(at, '30min')?.toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(scheduledDeliveryTime(at, '1h')?.toISOString()).toBe('2026-11-21T19:00:00.000Z');
    expect(scheduledDeliveryTime(at, '2h')?.toISOString()).toBe('2026-11-21T20:00:00.000Z');
    expect(scheduledDeliveryTime(at, 'asap')).toBeNull();
  });
});
