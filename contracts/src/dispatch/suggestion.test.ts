import { describe, expect, it } from 'vitest';
import { DRIVER_STALE_AFTER_MS } from '../drivers/driver-position';
import { driverState, type DispatchMapDriver, type DispatchMapOrder } from './dispatch-map.schema';
import { suggestDrivers } from './suggestion';

const now = new Date('2026-11-25T18:00:00Z');
const kitchen = { lat: 52.3806, lng: 4.8886 };

const driver = (
  id: number,
  lat: number,
  over: Partial<DispatchMapDriver> = {},
): DispatchMapDriver => ({
  id,
  name: `Driver ${id}`,
  vehicleType: 'bike',
  online: true,
  position: { lat, lng: 4.8886, heading: null, speed: null, at: now.getTime() - 2000 },
  offered: false,
  jobOrderIds: [],
  jobsToday: 0,
  state: 'idle',
  ...over,
});

const order: Pick<DispatchMapOrder, 'id' | 'destination' | 'readyBy' | 'driverId'> = {
  id: 10,
  destination: { lat: 52.37, lng: 4.9 },
  readyBy: null,
  driverId: null,
};

describe('the stale rule', () => {
  const at = now.getTime();
  it.each([
    ['idle', driver(1, 52.38)],
    ['offline', driver(1, 52.38, { online: false })],
    ['on-job', driver(1, 52.38, { jobOrderIds: [4] })],
    ['offered', driver(1, 52.38, { offered: true })],
    ['stale', driver(1, 52.38, { position: null })],
  ] as const)('%s', (expected, d) => {
    expect(driverState(d, at)).toBe(expected);
  });

  it('turns stale once the last fix is older than DRIVER_STALE_AFTER_MS', () => {
    const d = driver(1, 52.38, { jobOrderIds: [4] });
    const fixAt = d.position!.at;
    expect(driverState(d, fixAt + DRIVER_STALE_AFTER_MS)).toBe('on-job');
    expect(driverState(d, fixAt + DRIVER_STALE_AFTER_MS + 1)).toBe('stale');
  });
});

describe('the best-driver suggestion', () => {
  it('ranks the driver who would deliver first, nearest to the kitchen first', () => {
    const far = driver(1, 52.4);
    const near = driver(2, 52.381);
    const ranked = suggestDrivers(order, [far, near], new Map(), kitchen, now);
    expect(ranked.map((s) => s.driverId)).toEqual([2, 1]);
    expect(ranked[0]!.deliveredAt.getTime()).toBeLessThan(ranked[1]!.deliveredAt.getTime());
    expect(ranked[0]!.pickUpAt >= ranked[0]!.atKitchen).toBe(true);
  });

  it('counts against when the food is ready: drivers who would wait for it tie, lower id first', () => {
    const readyBy = new Date(now.getTime() + 30 * 60_000).toISOString();
    const near = driver(2, 52.381);
    const lessNear = driver(1, 52.385);
    const ranked = suggestDrivers({ ...order, readyBy }, [near, lessNear], new Map(), kitchen, now);
    // Both are at the kitchen long before the food: both leave when it is ready.
    expect(ranked.map((s) => s.pickUpAt.toISOString())).toEqual([readyBy, readyBy]);
    expect(ranked.map((s) => s.driverId)).toEqual([1, 2]);
  });

  it('routes a driver with jobs through their drops first, and leaves out the full, stale and off-shift', () => {
    const busy = driver(1, 52.381, { jobOrderIds: [20] });
    const free = driver(2, 52.39);
    const full = driver(3, 52.3807, { jobOrderIds: [21, 22, 23] });
    const stale = driver(4, 52.3807, {
      position: {
        lat: 52.3807,
        lng: 4.8886,
        heading: null,
        speed: null,
        at: now.getTime() - 120_000,
      },
    });
    const off = driver(5, 52.3807, { online: false });
    const orders = new Map([[20, { destination: { lat: 52.33, lng: 4.85 } }]]);
    const ranked = suggestDrivers(order, [busy, free, full, stale, off], orders, kitchen, now);
    expect(ranked.map((s) => s.driverId)).toEqual([2, 1]);
  });

  it('suggests nobody for an order without a destination', () => {
    expect(
      suggestDrivers({ ...order, destination: null }, [driver(1, 52.38)], new Map(), kitchen, now),
    ).toEqual([]);
  });
});
