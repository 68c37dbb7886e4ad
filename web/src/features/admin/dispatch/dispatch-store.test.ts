import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REORDER_WINDOW_MS, type DispatchSnapshot } from '@shop/contracts';
import type { ServerMessage } from '@shop/contracts/realtime';
import { changeLanguage } from '@/i18n';
import { DispatchStore } from './dispatch-store';

const T0 = Date.parse('2026-11-25T18:00:00Z');

const snapshot = (seq: number, driverIds = [1, 2]): DispatchSnapshot => ({
  seq,
  serverTime: new Date(T0).toISOString(),
  kitchen: { lat: 52.3806, lng: 4.8886 },
  bars: [],
  drivers: driverIds.map((id) => ({
    id,
    name: `Driver ${id}`,
    vehicleType: 'bike',
    online: true,
    position: { lat: 52.37, lng: 4.89, heading: null, speed: null, at: T0 },
    offered: false,
    jobOrderIds: [],
    jobsToday: 0,
    state: 'idle',
  })),
  orders: [
    {
      id: 10,
      state: 'ready',
      customerName: 'Giulia',
      address: 'Damrak 1, 1012 LG Amsterdam',
      destination: { lat: 52.3755, lng: 4.8958 },
      zoneId: 1,
      createdAt: new Date(T0 - 600_000).toISOString(),
      readyBy: null,
      estimatedDelivery: null,
      driverId: null,
    },
  ],
});

const position = (driverId: number, at: number, lat = 52.38) => ({
  driverId,
  lat,
  lng: 4.9,
  accuracy: 5,
  heading: 90,
  speed: 4,
  at,
});

/** One driver's fix as the gateway gathers them for dispatch. */
const fix = (driverId: number, at: number, lat = 52.38): ServerMessage => ({
  type: 'driver-positions',
  topic: 'staff/dispatch',
  positions: [position(driverId, at, lat)],
});

let frames: (() => void)[] = [];
let now = T0;

function makeStore(load: () => Promise<DispatchSnapshot>) {
  return new DispatchStore({
    load,
    now: () => now,
    requestFrame: (cb) => frames.push(cb),
    cancelFrame: () => {},
  });
}

const runFrame = () => {
  const pending = frames;
  frames = [];
  for (const cb of pending) cb();
};

beforeEach(() => {
  frames = [];
  now = T0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the dispatch map store', () => {
  it('applies a burst of fixes once per animation frame, newest per driver', async () => {
    const store = makeStore(async () => snapshot(3));
    await store.resync();
    const onFrame = vi.fn();
    store.subscribeFrame(onFrame);
    for (let i = 1; i <= 200; i++)
      store.receive(fix(1 + (i % 2), T0 + i * 100, 52.37 + i / 10_000));
    expect(onFrame).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    runFrame();
    expect(onFrame).toHaveBeenCalledTimes(1);
    const view = store.getState().sync.view!;
    // Even fixes went to driver 1, odd ones to driver 2.
    expect(view.drivers.get(1)!.position!.at).toBe(T0 + 200 * 100);
    expect(view.drivers.get(2)!.position!.at).toBe(T0 + 199 * 100);
    // The trail keeps the newest fix; the glide ends there.
    expect(store.trails.get(1)!.at(-1)).toEqual([4.9, 52.37 + 200 / 10_000, T0 + 200 * 100]);
    now += 10_000;
    expect(store.drawnPosition(1, now)).toEqual({ lat: 52.37 + 200 / 10_000, lng: 4.9 });
  });

  it("takes every driver's fix from one gathered message", async () => {
    const store = makeStore(async () => snapshot(3));
    await store.resync();
    store.receive({
      type: 'driver-positions',
      topic: 'staff/dispatch',
      positions: [position(1, T0 + 1000, 52.371), position(2, T0 + 1500, 52.372)],
    });
    expect(frames).toHaveLength(1);
    runFrame();
    const view = store.getState().sync.view!;
    expect(view.drivers.get(1)!.position).toMatchObject({ lat: 52.371, at: T0 + 1000 });
    expect(view.drivers.get(2)!.position).toMatchObject({ lat: 52.372, at: T0 + 1500 });
  });

  it('ignores messages of other topics', async () => {
    const store = makeStore(async () => snapshot(3));
    await store.resync();
    store.receive({ ...fix(1, T0 + 1000), topic: 'order/10' } as ServerMessage);
    expect(frames).toHaveLength(0);
  });

  it('loads a new snapshot when a numbered message stays missing', async () => {
    const load = vi.fn(async () => snapshot(3));
    const store = makeStore(load);
    await store.resync();
    store.receive({
      type: 'order-driver',
      topic: 'staff/dispatch',
      seq: 5,
      orderId: 10,
      driverId: 1,
    });
    expect(load).toHaveBeenCalledTimes(1);
    load.mockResolvedValueOnce({
      ...snapshot(5),
      orders: [{ ...snapshot(5).orders[0]!, driverId: 1 }],
    });
    now += REORDER_WINDOW_MS;
    await vi.advanceTimersByTimeAsync(REORDER_WINDOW_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.getState().sync.view!.seq).toBe(5);
    expect(store.getState().sync.view!.orders.get(10)!.driverId).toBe(1);
  });

  it('keeps trying when the snapshot fails, and says so', async () => {
    const load = vi
      .fn<() => Promise<DispatchSnapshot>>()
      .mockRejectedValueOnce(new Error('Server unavailable'))
      .mockResolvedValue(snapshot(1));
    const store = makeStore(load);
    await store.resync();
    expect(store.getState().loadError?.()).toBe('Server unavailable');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(store.getState().loadError).toBeNull();
    expect(store.getState().sync.view!.seq).toBe(1);
  });

  it('says its own reason when the failure gives none, in the language of the moment', async () => {
    const load = vi
      .fn<() => Promise<DispatchSnapshot>>()
      .mockRejectedValueOnce('offline')
      .mockResolvedValue(snapshot(1));
    const store = makeStore(load);
    await store.resync();
    expect(store.getState().loadError?.()).toBe('The dispatch map could not load');
    await changeLanguage('nl');
    try {
      expect(store.getState().loadError?.()).toBe(
        'De kaart van de ritplanning kon niet worden geladen',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});
