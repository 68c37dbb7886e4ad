import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList, Order } from '@shop/contracts';
import type { ServerMessage } from '@shop/contracts/realtime';
import { createQueryClient } from '@/lib/query-client';
import { foodOrder } from '@/testing/order-fixtures';
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

  describe('driver positions', () => {
    const luca = {
      id: 4,
      name: 'Luca',
      phone: '+31 6 1234 5678',
      vehicleType: 'bike' as const,
      currentLocation: { lat: 52.37, lng: 4.88 },
      lastSeenAt: '2026-03-14T19:00:00.000Z',
    };
    const at = (iso: string) => new Date(iso).getTime();
    const fix = (overrides: Partial<Extract<ServerMessage, { type: 'driver-position' }>> = {}) =>
      ({
        type: 'driver-position',
        topic: 'order/12',
        driverId: 4,
        lat: 52.365,
        lng: 4.875,
        accuracy: 9,
        heading: 180,
        speed: 4.2,
        at: at('2026-03-14T19:00:04.000Z'),
        ...overrides,
      }) as const;

    function cacheWithOrders() {
      const queryClient = createQueryClient();
      const mine = foodOrder({ status: 'in_transit', driver: luca });
      const other = foodOrder({ id: 13, driver: { ...luca, id: 9, name: 'Sara' } });
      queryClient.setQueryData(['/api/orders/12'], mine);
      queryClient.setQueryData(['/api/orders/12?t=signed-link'], mine);
      queryClient.setQueryData(['/api/orders'], [mine, other, foodOrder({ id: 14 })]);
      queryClient.setQueryData(['/api/kitchen/orders'], { orders: [] });
      return queryClient;
    }

    it('moves the driver on the order’s page and in My Orders, without reading them again', () => {
      const queryClient = cacheWithOrders();
      applyServerMessage(queryClient, fix());
      for (const key of ['/api/orders/12', '/api/orders/12?t=signed-link']) {
        expect(queryClient.getQueryData<Order>([key])?.driver).toMatchObject({
          currentLocation: { lat: 52.365, lng: 4.875 },
          lastSeenAt: '2026-03-14T19:00:04.000Z',
        });
        expect(queryClient.getQueryState([key])?.isInvalidated).toBe(false);
      }
      const list = queryClient.getQueryData<Order[]>(['/api/orders'])!;
      expect(list[0]?.driver?.currentLocation).toEqual({ lat: 52.365, lng: 4.875 });
      // Another driver's order and an order without a driver stay as they were.
      expect(list[1]?.driver?.currentLocation).toEqual(luca.currentLocation);
      expect(list[2]?.driver).toBeNull();
      expect(queryClient.getQueryState(['/api/kitchen/orders'])?.isInvalidated).toBe(false);
    });

    it('a fix older than the one shown (kept while the driver was offline) does not move back', () => {
      const queryClient = cacheWithOrders();
      applyServerMessage(queryClient, fix({ at: at('2026-03-14T19:00:10.000Z'), lat: 52.36 }));
      applyServerMessage(queryClient, fix({ at: at('2026-03-14T19:00:06.000Z'), lat: 52.364 }));
      const order = queryClient.getQueryData<Order>(['/api/orders/12']);
      expect(order?.driver?.currentLocation?.lat).toBe(52.36);
      expect(order?.driver?.lastSeenAt).toBe('2026-03-14T19:00:10.000Z');
    });

    it('an order-driver message reads the order, My Orders and the kitchen board again', () => {
      const { queryClient, invalidated } = cacheWith([
        '/api/orders/12',
        '/api/orders',
        '/api/kitchen/orders',
        '/api/menu',
      ]);
      applyServerMessage(queryClient, {
        type: 'order-driver',
        topic: 'order/12',
        orderId: 12,
        driverId: 4,
      });
      expect(invalidated('/api/orders/12')).toBe(true);
      expect(invalidated('/api/orders')).toBe(true);
      expect(invalidated('/api/kitchen/orders')).toBe(true);
      expect(invalidated('/api/menu')).toBe(false);
    });
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
