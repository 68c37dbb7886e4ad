import { describe, expect, it } from 'vitest';
import { foodOrder } from '@/testing/order-fixtures';
import { splitOrders } from './my-orders';

const ids = (orders: { id: number }[]) => orders.map((o) => o.id);

describe('current orders and order history', () => {
  it('puts paid orders on their way under current, finished or refunded ones under history', () => {
    const { current, history } = splitOrders([
      foodOrder({ id: 6, status: 'preparing', paymentStatus: 'processing' }),
      foodOrder({ id: 5, status: 'ready' }),
      foodOrder({ id: 4, status: 'delivered' }),
      foodOrder({ id: 3, status: 'cancelled' }),
      foodOrder({ id: 2, status: 'preparing', paymentStatus: 'refunded' }),
    ]);
    expect(ids(current)).toEqual([6, 5]);
    expect(ids(history)).toEqual([4, 3, 2]);
  });

  it('leaves out checkouts never paid, unless staff have taken the order on', () => {
    const { current, history } = splitOrders([
      foodOrder({ id: 4, status: 'pending', paymentStatus: 'unpaid' }),
      foodOrder({ id: 3, status: 'pending', paymentStatus: 'failed' }),
      foodOrder({ id: 2, status: 'preparing', paymentStatus: 'unpaid' }),
      foodOrder({ id: 1, status: 'cancelled', paymentStatus: 'unpaid' }),
    ]);
    expect(ids(current)).toEqual([2]);
    expect(ids(history)).toEqual([1]);
  });
});
