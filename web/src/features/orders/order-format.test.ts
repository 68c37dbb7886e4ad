import { describe, expect, it } from 'vitest';
import { foodOrder } from '@/testing/order-fixtures';
import {
  estimatedDeliveryText,
  formatTime,
  orderItemDetails,
  orderStatusText,
  paymentMethodText,
} from './order-format';
import { changeLanguage } from '@/i18n';

const created = new Date('2026-03-14T18:30:00.000Z');
const at = (minutes: number) => formatTime(new Date(created.getTime() + minutes * 60_000));
const unestimated = { createdAt: created.toISOString(), estimatedDelivery: null };

describe('order texts', () => {
  it('pending and preparing orders are Being Prepared; other statuses keep their label', () => {
    expect(orderStatusText('pending')).toBe('Being Prepared');
    expect(orderStatusText('preparing')).toBe('Being Prepared');
    expect(orderStatusText('in_transit')).toBe('In Transit');
    expect(orderStatusText('lost_in_space')).toBe('lost_in_space');
  });

  it('estimates creation plus 45 minutes, 30 for express, the scheduled time when scheduled', () => {
    expect(estimatedDeliveryText(foodOrder(unestimated), created)).toBe(at(45));
    expect(
      estimatedDeliveryText(foodOrder({ ...unestimated, deliveryOption: 'express' }), created),
    ).toBe(at(30));
    const scheduled = new Date(created.getTime() + 120 * 60_000).toISOString();
    expect(
      estimatedDeliveryText(
        foodOrder({
          ...unestimated,
          deliveryOption: 'scheduled',
          scheduledDeliveryTime: scheduled,
        }),
        created,
      ),
    ).toBe(at(120));
  });

  it('reads 30-45 minutes without an order, and names the day when it is not today', () => {
    expect(estimatedDeliveryText(null)).toBe('30-45 minutes');
    const nextDay = new Date(created.getTime() + 24 * 3600_000);
    expect(estimatedDeliveryText(foodOrder(unestimated), nextDay)).toMatch(
      /^Mar 1[45], 2026 \d\d:\d\d$/,
    );
  });

  it('lists the option values and the combo choices of a line', () => {
    expect(
      orderItemDetails({
        options: [{ id: 1, name: 'Extras', value: 'Extra mozzarella', priceAdd: 1 }],
        comboSelections: '{"sandwich":"Panino Milanese","drink":"Red Bull","sauce":"Aioli"}',
      }),
    ).toEqual(['Extra mozzarella', 'Sandwich: Panino Milanese', 'Drink: Red Bull', 'Sauce: Aioli']);
    expect(orderItemDetails({ options: [], comboSelections: 'not json' })).toEqual([]);
  });

  it('names how the order was paid, in both languages; anything else is Cash on Delivery', async () => {
    expect(['card', 'ideal', 'bancontact', 'cash'].map(paymentMethodText)).toEqual([
      'Credit/Debit Card',
      'iDEAL | Wero',
      'Bancontact',
      'Cash on Delivery',
    ]);
    await changeLanguage('nl');
    try {
      expect(['card', 'ideal', 'bancontact', 'cash'].map(paymentMethodText)).toEqual([
        'Creditcard/betaalpas',
        'iDEAL | Wero',
        'Bancontact',
        'Contant bij bezorging',
      ]);
    } finally {
      await changeLanguage('en');
    }
  });
});
