import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS, OrderStatus } from '@shop/contracts';
import common from './locales/en/common';
import { changeLanguage } from './index';
import { orderStatusName } from './order-status';

afterEach(() => changeLanguage('en'));

describe('order status names', () => {
  it('are in English exactly the contracts’ labels', () => {
    expect(common.orderStatus).toEqual(ORDER_STATUS_LABELS);
    for (const status of OrderStatus.options) {
      expect(orderStatusName(status)).toBe(ORDER_STATUS_LABELS[status]);
    }
  });

  it('are Dutch in Dutch, and an unknown status shows as it came', async () => {
    await changeLanguage('nl');
    expect(orderStatusName('in_transit')).toBe('Onderweg');
    expect(orderStatusName('preparing')).toBe('In bereiding');
    expect(orderStatusName('on_hold')).toBe('on_hold');
  });
});
