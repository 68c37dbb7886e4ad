import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '@shop/contracts';
import type { ServerMessage } from '@shop/contracts/realtime';
import { createQueryClient } from '@/lib/query-client';
import { applyServerMessage, resyncLiveQueries } from './apply-server-message';

function cacheWith(keys: string[]) {
  const queryClient = createQueryClient();
  for (const key of keys) queryClient.setQueryData([key], { cached: key });
  const invalidated = (key: string) => queryClient.getQueryState([key])?.isInvalidated ?? false;
  return { queryClient, invalidated };
}

describe('live messages into the query cache', () => {
  it('an ordering-status message replaces the cached ordering status', () => {
    const { queryClient } = cacheWith(['/api/ordering-status']);
    const data = {
      masterEnabled: false,
      foodOrderingEnabled: true,
      barOrderingEnabled: true,
      merchandiseOrderingEnabled: true,
    };
    applyServerMessage(queryClient, {
      type: 'ordering-status',
      topic: 'public/ordering-status',
      data,
    });
    expect(queryClient.getQueryData(['/api/ordering-status'])).toEqual(data);
  });

  it('a catalog change invalidates exactly the reads of the named resources', () => {
    const { queryClient, invalidated } = cacheWith([
      '/api/menu',
      '/api/menu/recommendations',
      '/api/combo/drinks',
      '/api/page-texts/home',
      '/api/merchandise',
      '/api/merchandise-orders/3',
      '/api/categories',
      '/api/settings',
    ]);
    applyServerMessage(queryClient, {
      type: 'catalog-changed',
      topic: 'public/catalog',
      resources: ['menu', 'combo', 'page-texts'],
    });
    expect(invalidated('/api/menu')).toBe(true);
    expect(invalidated('/api/menu/recommendations')).toBe(true);
    expect(invalidated('/api/combo/drinks')).toBe(true);
    expect(invalidated('/api/page-texts/home')).toBe(true);
    expect(invalidated('/api/merchandise')).toBe(false);
    expect(invalidated('/api/categories')).toBe(false);
    expect(invalidated('/api/settings')).toBe(false);
  });

  it('a merchandise change leaves merchandise orders alone', () => {
    const { queryClient, invalidated } = cacheWith([
      '/api/merchandise',
      '/api/merchandise-orders/3',
    ]);
    applyServerMessage(queryClient, {
      type: 'catalog-changed',
      topic: 'public/catalog',
      resources: ['merchandise'],
    });
    expect(invalidated('/api/merchandise')).toBe(true);
    expect(invalidated('/api/merchandise-orders/3')).toBe(false);
  });

  it('an order-status message makes the order pages read their order again, nothing else', () => {
    const { queryClient, invalidated } = cacheWith([
      '/api/orders/12',
      '/api/orders',
      'POST /api/orders',
      '/api/merchandise-orders/12',
      '/api/menu',
    ]);
    applyServerMessage(queryClient, {
      type: 'order-status',
      topic: 'user/7',
      orderId: 12,
      status: 'preparing',
      paymentStatus: 'paid',
    });
    expect(invalidated('/api/orders/12')).toBe(true);
    expect(invalidated('/api/orders')).toBe(true);
    // Placing an order is never repeated by a status change.
    expect(invalidated('POST /api/orders')).toBe(false);
    expect(invalidated('/api/merchandise-orders/12')).toBe(false);
    expect(invalidated('/api/menu')).toBe(false);
  });

  it('a moved estimate makes the tracking page of a guest and My Orders read again', () => {
    const { queryClient, invalidated } = cacheWith([
      '/api/orders/12?t=signed-link',
      '/api/orders',
      '/api/menu',
    ]);
    applyServerMessage(queryClient, {
      type: 'order-estimate',
      topic: 'order/12',
      orderId: 12,
      estimatedDelivery: '2026-03-14T19:45:00.000Z',
      readyBy: '2026-03-14T19:30:00.000Z',
    });
    expect(invalidated('/api/orders/12?t=signed-link')).toBe(true);
    expect(invalidated('/api/orders')).toBe(true);
    expect(invalidated('/api/menu')).toBe(false);
  });

  it('a notification goes to the top of the bell, unread, once', () => {
    const queryClient = createQueryClient();
    const note = (id: string, read = false): Notification => ({
      id,
      type: 'order_status_update',
      title: `Order #${id}`,
      message: 'Your order is being prepared',
      orderId: 12,
      status: 'preparing',
      estimatedDeliveryTime: null,
      timestamp: '2026-03-14T18:40:00.000Z',
      read,
    });
    queryClient.setQueryData<NotificationList>(['/api/notifications'], {
      notifications: [note('1', true)],
      unread: 0,
    });
    const push = (n: Notification) =>
      applyServerMessage(queryClient, { type: 'notification', topic: 'user/7', notification: n });
    push(note('2'));
    push(note('2'));
    const list = queryClient.getQueryData<NotificationList>(['/api/notifications']);
    expect(list?.notifications.map((n) => n.id)).toEqual(['2', '1']);
    expect(list?.unread).toBe(1);
  });

  it('every order message makes the kitchen board read itself again', () => {
    const messages: ServerMessage[] = [
      { type: 'order-placed', topic: 'staff/orders', orderId: 12, kind: 'food', orderType: 'bar' },
      { type: 'order-paid', topic: 'staff/orders', orderId: 12, kind: 'food' },
      {
        type: 'order-status',
        topic: 'staff/orders',
        orderId: 12,
        status: 'preparing',
        paymentStatus: 'paid',
        move: 'accept',
        estimatedDelivery: '2026-03-14T19:15:00.000Z',
      },
      {
        type: 'order-estimate',
        topic: 'staff/orders',
        orderId: 12,
        estimatedDelivery: '2026-03-14T19:20:00.000Z',
        readyBy: '2026-03-14T19:05:00.000Z',
      },
    ];
    for (const message of messages) {
      const { queryClient, invalidated } = cacheWith(['/api/kitchen/orders', '/api/menu']);
      applyServerMessage(queryClient, message);
      expect(invalidated('/api/kitchen/orders'), message.type).toBe(true);
      expect(invalidated('/api/menu'), message.type).toBe(false);
    }
  });

  it('a paid merchandise order leaves the kitchen board alone', () => {
    const { queryClient, invalidated } = cacheWith(['/api/kitchen/orders']);
    applyServerMessage(queryClient, {
      type: 'order-paid',
      topic: 'staff/orders',
      orderId: 3,
      kind: 'merchandise',
    });
    expect(invalidated('/api/kitchen/orders')).toBe(false);
  });

  it('after a reconnect every live read is refetched, private reads are not', async () => {
    const { queryClient, invalidated } = cacheWith([
      '/api/ordering-status',
      '/api/settings',
      '/api/reviews',
      '/api/orders',
      '/api/orders/12',
      '/api/notifications',
      '/api/kitchen/orders',
      '/api/addresses',
    ]);
    await resyncLiveQueries(queryClient);
    expect(invalidated('/api/ordering-status')).toBe(true);
    expect(invalidated('/api/settings')).toBe(true);
    expect(invalidated('/api/reviews')).toBe(true);
    // A status change sent while no socket listened: My Orders and Track Order read again.
    expect(invalidated('/api/orders')).toBe(true);
    expect(invalidated('/api/orders/12')).toBe(true);
    // Notifications made while no socket listened show up in the bell.
    expect(invalidated('/api/notifications')).toBe(true);
    // An order paid during the drop: the kitchen board reads itself again.
    expect(invalidated('/api/kitchen/orders')).toBe(true);
    expect(invalidated('/api/addresses')).toBe(false);
  });
});
