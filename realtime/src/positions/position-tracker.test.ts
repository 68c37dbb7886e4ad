import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { PositionBroadcast, PositionDropReason } from '@shop/contracts';
import type { DomainEvent } from '@shop/contracts/events';
import type { DriverState } from './driver-directory';
import { MemoryLatestPositions } from './latest-positions';
import { PositionTracker, type DriverSocket } from './position-tracker';

const log = pino({ level: 'silent' });
const NOW = Date.UTC(2026, 10, 25, 18, 0, 0);

function setup(states: Record<number, DriverState | null>) {
  const broadcasts: PositionBroadcast[] = [];
  const lookups: number[] = [];
  let now = NOW;
  const tracker = new PositionTracker(
    {
      directory: {
        lookup: async (userId) => {
          lookups.push(userId);
          return states[userId] ?? null;
        },
      },
      bus: {
        publish: (b) => broadcasts.push(b),
        subscribe: () => () => {},
        failures: () => 0,
        close: async () => {},
      },
      latest: new MemoryLatestPositions(() => now),
      track: null,
      now: () => now,
    },
    log,
  );
  const notices: PositionDropReason[] = [];
  const socket: DriverSocket = { notify: (r) => notices.push(r), noticeSentAt: new Map() };
  const fix = (offsetMs: number) => ({
    lat: 52.37,
    lng: 4.89,
    accuracy: 5,
    heading: null,
    speed: null,
    timestamp: NOW + offsetMs,
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    tracker,
    broadcasts,
    lookups,
    notices,
    socket,
    fix,
    settle,
    advance: (ms: number) => (now += ms),
  };
}

const event = <E extends DomainEvent>(e: Omit<E, 'id' | 'occurredAt'>): DomainEvent =>
  ({ ...e, id: randomUUID(), occurredAt: new Date(NOW).toISOString() }) as DomainEvent;

function statusChanged(orderId: number, driverId?: number): DomainEvent {
  return event({
    name: 'order.status-changed',
    version: 1,
    data: {
      orderId,
      userId: 9,
      move: 'deliver',
      from: 'in_transit',
      to: 'delivered',
      paymentStatus: 'paid',
      actor: { role: 'staff', userId: 2 },
      reason: null,
      prepMinutes: null,
      estimatedDelivery: null,
      notice: {
        customerName: 'Anna',
        customerEmail: 'anna@example.nl',
        orderType: 'normal',
        deliveryType: 'delivery',
        barName: null,
        totalCents: 1999,
        trackingToken: 't',
      },
      ...(driverId ? { driverId } : {}),
    },
  } as never);
}

describe('PositionTracker', () => {
  it("publishes an accepted fix to the driver's active orders, keeps it as latest, and counts it", async () => {
    const states = { 7: { driverId: 70, isActive: true, isOnline: false, orderIds: [1001, 1002] } };
    const t = setup(states);
    t.tracker.open(7, t.socket);
    t.tracker.receive(7, t.socket, t.fix(0));
    await t.settle();
    expect(t.broadcasts).toEqual([
      {
        position: {
          driverId: 70,
          lat: 52.37,
          lng: 4.89,
          accuracy: 5,
          heading: null,
          speed: null,
          at: NOW,
        },
        orderIds: [1001, 1002],
      },
    ]);
    expect(t.tracker.stats()).toMatchObject({ accepted: 1, drivers: 1 });
  });

  it('when an order the driver carries is delivered, then the driver is read again and the order no longer hears them', async () => {
    const states: Record<number, DriverState> = {
      7: { driverId: 70, isActive: true, isOnline: false, orderIds: [1001] },
    };
    const t = setup(states);
    t.tracker.open(7, t.socket);
    await t.settle();
    // The event names the order, not the driver (older producers leave driverId out).
    states[7] = { ...states[7]!, orderIds: [] };
    t.tracker.onEvent(statusChanged(1001));
    await t.settle();
    expect(t.lookups).toEqual([7, 7]);
    t.tracker.receive(7, t.socket, t.fix(0));
    expect(t.broadcasts).toEqual([]);
    expect(t.notices).toEqual(['off_shift']);
  });

  it('ignores events about drivers and orders it does not hold', async () => {
    const t = setup({ 7: { driverId: 70, isActive: true, isOnline: true, orderIds: [] } });
    t.tracker.open(7, t.socket);
    await t.settle();
    t.tracker.onEvent(statusChanged(555, 99));
    t.tracker.onEvent(
      event({
        name: 'driver.shift-changed',
        version: 1,
        data: { driverId: 80, userId: 8, online: true },
      } as never),
    );
    await t.settle();
    expect(t.lookups).toEqual([7]);
  });

  it('tells a socket of each reason at most once every 10 s, and counts every drop', async () => {
    const t = setup({ 7: { driverId: 70, isActive: true, isOnline: true, orderIds: [] } });
    t.tracker.open(7, t.socket);
    await t.settle();
    for (let i = 0; i < 5; i++) t.tracker.receive(7, t.socket, { ...t.fix(0), accuracy: 500 });
    expect(t.notices).toEqual(['inaccurate']);
    t.advance(10_000);
    t.tracker.receive(7, t.socket, { ...t.fix(0), accuracy: 500 });
    expect(t.notices).toEqual(['inaccurate', 'inaccurate']);
    expect(t.tracker.stats().dropped.inaccurate).toBe(6);
  });

  it("keeps one driver's last fix across their sockets, and forgets them when the last closes", async () => {
    const t = setup({ 7: { driverId: 70, isActive: true, isOnline: true, orderIds: [] } });
    const second: DriverSocket = { notify: () => {}, noticeSentAt: new Map() };
    t.tracker.open(7, t.socket);
    t.tracker.open(7, second);
    await t.settle();
    t.tracker.receive(7, t.socket, t.fix(0));
    t.tracker.receive(7, second, t.fix(500));
    expect(t.broadcasts).toHaveLength(1);
    expect(t.tracker.stats().dropped.too_frequent).toBe(1);
    t.tracker.close(7, t.socket);
    expect(t.tracker.stats().drivers).toBe(1);
    t.tracker.close(7, second);
    expect(t.tracker.stats().drivers).toBe(0);
    expect(t.lookups).toEqual([7]);
  });

  it('takes a fix whose socket closed before the driver was read, then forgets the driver', async () => {
    // A page that replaces its socket right after login may have sent its first fix on the old one.
    const t = setup({ 7: { driverId: 70, isActive: true, isOnline: true, orderIds: [] } });
    t.tracker.open(7, t.socket);
    t.tracker.receive(7, t.socket, t.fix(0));
    t.tracker.close(7, t.socket);
    expect(t.broadcasts).toHaveLength(0);
    await t.settle();
    expect(t.broadcasts.map((b) => b.position.driverId)).toEqual([70]);
    expect(t.tracker.stats()).toMatchObject({ accepted: 1, drivers: 0 });
  });

  it('tells no closed socket why its waiting fix was dropped, and counts the drop', async () => {
    const t = setup({ 7: { driverId: 70, isActive: true, isOnline: false, orderIds: [] } });
    t.tracker.open(7, t.socket);
    t.tracker.receive(7, t.socket, t.fix(0));
    t.tracker.close(7, t.socket);
    await t.settle();
    expect(t.notices).toEqual([]);
    expect(t.tracker.stats()).toMatchObject({ accepted: 0, drivers: 0 });
    expect(t.tracker.stats().dropped.off_shift).toBe(1);
  });
});
