import { describe, expect, it } from 'vitest';
import { estimateFromPosition, type Order } from '@shop/contracts';
import { foodOrder } from '@/testing/order-fixtures';
import { driverSilence, expectedArrival, showsDeliveryCode } from './driver-live';

const now = new Date('2026-03-14T19:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const door = { lat: 52.361, lng: 4.871 }; // the fixture's delivery address
const at = { lat: 52.372, lng: 4.89 };

const driver = (overrides: Partial<NonNullable<Order['driver']>> = {}) => ({
  id: 4,
  name: 'Luca',
  phone: '+31 6 1234 5678',
  vehicleType: 'e-bike' as const,
  currentLocation: at as { lat: number; lng: number } | null,
  lastSeenAt: ago(5) as string | null,
  ...overrides,
});

describe('expectedArrival', () => {
  it('before pick-up keeps the kitchen’s estimate, even with a driver assigned', () => {
    const order = foodOrder({ status: 'ready', driver: driver() });
    expect(expectedArrival(order, now)?.toISOString()).toBe(order.estimatedDelivery);
  });

  it('on its way: from the driver’s remaining distance and vehicle', () => {
    const order = foodOrder({ status: 'in_transit', driver: driver() });
    expect(expectedArrival(order, now)).toEqual(
      estimateFromPosition({
        from: at,
        to: door,
        vehicleType: 'e-bike',
        now,
      }),
    );
  });

  it('on its way without a position yet: the kitchen’s estimate', () => {
    const order = foodOrder({
      status: 'in_transit',
      driver: driver({ currentLocation: null, lastSeenAt: null }),
    });
    expect(expectedArrival(order, now)?.toISOString()).toBe(order.estimatedDelivery);
  });

  it('counts from the fix when it is newer than the page’s clock', () => {
    const fixAt = new Date(now.getTime() + 20_000);
    const order = foodOrder({
      status: 'in_transit',
      driver: driver({ lastSeenAt: fixAt.toISOString() }),
    });
    expect(expectedArrival(order, now)).toEqual(
      estimateFromPosition({
        from: at,
        to: door,
        vehicleType: 'e-bike',
        now: fixAt,
      }),
    );
  });
});

describe('driverSilence', () => {
  it('a driver heard from within the minute is live', () => {
    expect(driverSilence(driver({ lastSeenAt: ago(59) }), now)).toEqual({
      staleAt: now.getTime() + 1_000,
      lastSeen: null,
    });
  });

  it('after 60 s without a fix the driver is stale, with the minutes since', () => {
    expect(driverSilence(driver({ lastSeenAt: ago(60) }), now).lastSeen).toBe(
      'Last seen 1 min ago',
    );
    expect(driverSilence(driver({ lastSeenAt: ago(200) }), now).lastSeen).toBe(
      'Last seen 3 min ago',
    );
  });

  it('without a position there is nothing to call stale', () => {
    expect(driverSilence(driver({ currentLocation: null, lastSeenAt: null }), now)).toEqual({
      staleAt: null,
      lastSeen: null,
    });
  });
});

describe('showsDeliveryCode', () => {
  it('shows once a driver has the job, until delivered', () => {
    const code = { deliveryCode: '4821' };
    expect(showsDeliveryCode(foodOrder({ ...code, status: 'preparing' }))).toBe(false);
    expect(showsDeliveryCode(foodOrder({ ...code, status: 'ready', driver: driver() }))).toBe(true);
    expect(showsDeliveryCode(foodOrder({ ...code, status: 'in_transit' }))).toBe(true);
    expect(showsDeliveryCode(foodOrder({ ...code, status: 'delivered', driver: driver() }))).toBe(
      false,
    );
    expect(showsDeliveryCode(foodOrder({ status: 'in_transit', driver: driver() }))).toBe(false);
  });
});
