import { describe, expect, it } from 'vitest';
import type { DispatchMapDriver, DispatchMapOrder, DispatchSnapshot } from './dispatch-map.schema';
import {
  REORDER_WINDOW_MS,
  applyPositions,
  applySnapshot,
  checkGap,
  emptySync,
  receiveMessage,
  type DispatchSeqMessage,
  type DispatchSync,
} from './dispatch-sync';

const T0 = Date.parse('2026-11-25T18:00:00Z');

const driver = (id: number, over: Partial<DispatchMapDriver> = {}): DispatchMapDriver => ({
  id,
  name: `Driver ${id}`,
  vehicleType: 'bike',
  online: true,
  position: { lat: 52.37, lng: 4.89, heading: null, speed: null, at: T0 },
  offered: false,
  jobOrderIds: [],
  jobsToday: 0,
  state: 'idle',
  ...over,
});

const order = (id: number, over: Partial<DispatchMapOrder> = {}): DispatchMapOrder => ({
  id,
  state: 'ready',
  customerName: 'Giulia',
  address: 'Prinsengracht 1, 1015 DK Amsterdam',
  destination: { lat: 52.38, lng: 4.88 },
  zoneId: 1,
  createdAt: new Date(T0 - 20 * 60_000).toISOString(),
  readyBy: null,
  estimatedDelivery: null,
  driverId: null,
  ...over,
});

const snapshot = (seq: number, over: Partial<DispatchSnapshot> = {}): DispatchSnapshot => ({
  seq,
  serverTime: new Date(T0).toISOString(),
  kitchen: { lat: 52.3806, lng: 4.8886 },
  bars: [],
  drivers: [driver(1), driver(2)],
  orders: [order(10), order(11)],
  ...over,
});

const assigned = (seq: number, orderId: number, driverId: number | null): DispatchSeqMessage => ({
  type: 'order-driver',
  topic: 'staff/dispatch',
  seq,
  orderId,
  driverId,
});

const status = (
  seq: number,
  orderId: number,
  s: 'ready' | 'in_transit' | 'delivered',
): DispatchSeqMessage => ({
  type: 'order-status',
  topic: 'staff/dispatch',
  seq,
  orderId,
  status: s,
  paymentStatus: 'paid',
});

function feed(sync: DispatchSync, messages: DispatchSeqMessage[], at = T0): DispatchSync {
  return messages.reduce((s, m) => receiveMessage(s, m, at), sync);
}

const started = () => applySnapshot(emptySync(), snapshot(5));

describe('the dispatch map: snapshot plus numbered messages', () => {
  it('applies the messages after the snapshot in order', () => {
    const sync = feed(started(), [assigned(6, 10, 1), status(7, 10, 'in_transit')]);
    expect(sync.view!.seq).toBe(7);
    expect(sync.view!.orders.get(10)).toMatchObject({ driverId: 1, state: 'in_transit' });
    expect(sync.view!.drivers.get(1)!.jobOrderIds).toEqual([10]);
    expect(sync.needsSnapshot).toBe(false);
  });

  it('drops messages the snapshot already reflects, and duplicates', () => {
    // 5 is in the snapshot; 6 arrives twice.
    const sync = feed(started(), [assigned(5, 11, 2), assigned(6, 10, 1), assigned(6, 10, 2)]);
    expect(sync.view!.seq).toBe(6);
    expect(sync.view!.orders.get(11)!.driverId).toBeNull();
    expect(sync.view!.orders.get(10)!.driverId).toBe(1);
    expect(sync.view!.drivers.get(2)!.jobOrderIds).toEqual([]);
  });

  it('puts briefly reordered messages back in order', () => {
    const sync = feed(started(), [status(7, 10, 'in_transit'), assigned(6, 10, 1)]);
    expect(sync.view!.seq).toBe(7);
    expect(sync.view!.orders.get(10)).toMatchObject({ driverId: 1, state: 'in_transit' });
    expect(sync.pending).toEqual([]);
  });

  it('waits for a missing message, then asks for a new snapshot', () => {
    let sync = feed(started(), [status(7, 10, 'in_transit')]);
    expect(sync.view!.seq).toBe(5);
    expect(sync.needsSnapshot).toBe(false);
    sync = checkGap(sync, T0 + REORDER_WINDOW_MS - 1);
    expect(sync.needsSnapshot).toBe(false);
    sync = checkGap(sync, T0 + REORDER_WINDOW_MS);
    expect(sync.needsSnapshot).toBe(true);
  });

  it('a new snapshot clears the gap and replays only the newer waiting messages', () => {
    let sync = feed(started(), [status(7, 10, 'in_transit'), assigned(9, 11, 2)]);
    sync = checkGap(sync, T0 + REORDER_WINDOW_MS);
    // The snapshot is current to 8: it shows 7 (and 6, 8); 9 is applied on top.
    sync = applySnapshot(
      sync,
      snapshot(8, { orders: [order(10, { state: 'in_transit', driverId: 1 }), order(11)] }),
    );
    expect(sync.needsSnapshot).toBe(false);
    expect(sync.view!.seq).toBe(9);
    expect(sync.view!.orders.get(11)!.driverId).toBe(2);
    expect(sync.pending).toEqual([]);
  });

  it('keeps messages that arrive before the first snapshot and applies the newer ones', () => {
    let sync = feed(emptySync(), [assigned(4, 10, 2), assigned(6, 10, 1)]);
    expect(sync.view).toBeNull();
    sync = applySnapshot(sync, snapshot(5));
    expect(sync.view!.seq).toBe(6);
    expect(sync.view!.orders.get(10)!.driverId).toBe(1);
  });

  it('a snapshot taken before messages already applied does not undo them', () => {
    let sync = feed(started(), [assigned(6, 10, 1), assigned(7, 11, 2)]);
    // Requested when the counter stood at 6: it knows of 6, not of 7.
    sync = applySnapshot(
      sync,
      snapshot(6, {
        orders: [order(10, { driverId: 1 }), order(11)],
        drivers: [driver(1, { jobOrderIds: [10] }), driver(2)],
      }),
    );
    expect(sync.view!.seq).toBe(7);
    expect(sync.view!.orders.get(11)!.driverId).toBe(2);
    expect(sync.view!.drivers.get(2)!.jobOrderIds).toEqual([11]);
  });

  it('removes a delivered order and frees its driver', () => {
    let sync = feed(started(), [assigned(6, 10, 1)]);
    sync = feed(sync, [status(7, 10, 'delivered')]);
    expect(sync.view!.orders.has(10)).toBe(false);
    expect(sync.view!.drivers.get(1)!.jobOrderIds).toEqual([]);
  });

  it('asks for a refresh when a message names an order it does not hold', () => {
    const sync = feed(started(), [assigned(6, 99, 1)]);
    expect(sync.view!.seq).toBe(6);
    expect(sync.needsRefresh).toBe(true);
  });

  it('moves an order from one driver to another on reassignment', () => {
    const sync = feed(started(), [assigned(6, 10, 1), assigned(7, 10, 2)]);
    expect(sync.view!.drivers.get(1)!.jobOrderIds).toEqual([]);
    expect(sync.view!.drivers.get(2)!.jobOrderIds).toEqual([10]);
  });
});

describe('dispatch map positions', () => {
  it('keeps the newest fix per driver and drops a late older one', () => {
    const view = started().view!;
    const fix = (at: number, lat: number) => ({
      driverId: 1,
      lat,
      lng: 4.9,
      accuracy: 5,
      heading: 90,
      speed: 4,
      at,
    });
    const next = applyPositions(view, [fix(T0 + 8000, 52.4), fix(T0 + 4000, 52.3)]);
    expect(next.drivers.get(1)!.position).toMatchObject({ lat: 52.4, at: T0 + 8000 });
    expect(applyPositions(next, [fix(T0 + 6000, 52.1)])).toBe(next);
  });

  it('a snapshot keeps a fix newer than its own', () => {
    let sync = started();
    sync = {
      ...sync,
      view: applyPositions(sync.view!, [
        {
          driverId: 2,
          lat: 52.39,
          lng: 4.91,
          accuracy: 5,
          heading: null,
          speed: null,
          at: T0 + 9000,
        },
      ]),
    };
    sync = applySnapshot(sync, snapshot(6));
    expect(sync.view!.drivers.get(2)!.position!.at).toBe(T0 + 9000);
    expect(sync.view!.drivers.get(1)!.position!.at).toBe(T0);
  });
});
