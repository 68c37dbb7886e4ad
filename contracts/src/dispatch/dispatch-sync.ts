import type { DriverPosition } from '../drivers/driver-position';
import type { ServerMessage } from '../realtime/messages';
import type {
  DispatchMapDriver,
  DispatchMapOrder,
  DispatchPlace,
  DispatchSnapshot,
} from './dispatch-map.schema';
import type { LatLng } from '../common/geo';

/**
 * The dispatch map's state: a snapshot plus the `staff/dispatch` messages after it, applied in
 * sequence order. Pure functions; the screen keeps the result in a store outside React.
 *
 * Every numbered message is a state-set (this order's status is X, this driver is on shift), so
 * applying one the snapshot already reflects changes nothing. A message numbered at or below
 * the state's `seq` is dropped; one that skips ahead waits up to REORDER_WINDOW_MS for the
 * missing ones (two api replicas may publish out of order), then a new snapshot is asked for.
 * A message about something the state does not hold (a newly paid order, an offer) cannot be
 * applied from its few fields: it asks for a refresh, which is a snapshot too.
 */

/** How long a message that skipped ahead waits for the ones before it. */
export const REORDER_WINDOW_MS = 1_000;
/** More messages than this waiting behind a gap: give up waiting and reload. */
export const MAX_BUFFERED_MESSAGES = 500;

/** The `staff/dispatch` messages that change state (positions are latest-wins, not numbered). */
export type DispatchSeqMessage = Extract<
  ServerMessage,
  { type: 'order-status' | 'order-estimate' | 'order-driver' | 'driver-shift' | 'driver-jobs' }
>;

const SEQUENCED = new Set<ServerMessage['type']>([
  'order-status',
  'order-estimate',
  'order-driver',
  'driver-shift',
  'driver-jobs',
]);

export function isDispatchSeqMessage(message: ServerMessage): message is DispatchSeqMessage {
  return SEQUENCED.has(message.type);
}

export interface DispatchView {
  /** Every message numbered at or below this is reflected. */
  seq: number;
  kitchen: LatLng;
  bars: DispatchPlace[];
  drivers: ReadonlyMap<number, DispatchMapDriver>;
  orders: ReadonlyMap<number, DispatchMapOrder>;
}

export interface DispatchSync {
  /** Null until the first snapshot arrives. */
  view: DispatchView | null;
  /** Numbered messages not applied yet, by sequence number, with when they arrived. */
  pending: { message: DispatchSeqMessage; receivedAt: number }[];
  /** A gap did not fill in time (or the buffer overflowed): load a new snapshot. */
  needsSnapshot: boolean;
  /** A message named something not on the map: a new snapshot will show it. */
  needsRefresh: boolean;
  /**
   * The last messages applied. A snapshot requested before they arrived may not show them, so
   * they are applied again on top of it (state-sets: harmless when it does show them).
   */
  recent: DispatchSeqMessage[];
}

/** How many applied messages are kept for replaying over a snapshot that is behind them. */
export const RECENT_MESSAGES = 500;

export const emptySync = (): DispatchSync => ({
  view: null,
  pending: [],
  needsSnapshot: true,
  needsRefresh: false,
  recent: [],
});

function viewOf(snapshot: DispatchSnapshot): DispatchView {
  return {
    seq: snapshot.seq,
    kitchen: snapshot.kitchen,
    bars: snapshot.bars,
    drivers: new Map(snapshot.drivers.map((d) => [d.id, d])),
    orders: new Map(snapshot.orders.map((o) => [o.id, o])),
  };
}

/**
 * Takes a snapshot: it replaces the state, keeps any driver's fix that is newer than the
 * snapshot's (fixes kept coming while it loaded), and applies the numbered messages that
 * arrived meanwhile and are newer than it.
 */
export function applySnapshot(sync: DispatchSync, snapshot: DispatchSnapshot): DispatchSync {
  const view = viewOf(snapshot);
  if (sync.view) {
    const drivers = new Map(view.drivers);
    for (const [id, driver] of drivers) {
      const mine = sync.view.drivers.get(id)?.position;
      if (mine && (!driver.position || mine.at > driver.position.at)) {
        drivers.set(id, { ...driver, position: mine });
      }
    }
    view.drivers = drivers;
  }
  const newer = (m: DispatchSeqMessage) => (m.seq ?? 0) > snapshot.seq;
  const replay = sync.recent.filter(newer).map((message) => ({ message, receivedAt: 0 }));
  const pending = [...replay, ...sync.pending.filter((p) => newer(p.message))];
  return drain({ view, pending, needsSnapshot: false, needsRefresh: false, recent: [] });
}

/** Receives one numbered message at `now` (ms). */
export function receiveMessage(
  sync: DispatchSync,
  message: DispatchSeqMessage,
  now: number,
): DispatchSync {
  const seq = message.seq;
  // Not numbered (published without a counter): it cannot be ordered, so reload instead.
  if (seq === undefined) return { ...sync, needsRefresh: true };
  if (sync.view && seq <= sync.view.seq) return sync;
  if (sync.pending.some((p) => p.message.seq === seq)) return sync;
  const pending = [...sync.pending, { message, receivedAt: now }].sort(
    (a, b) => (a.message.seq ?? 0) - (b.message.seq ?? 0),
  );
  // Before the first snapshot, everything waits for it.
  if (!sync.view) return { ...sync, pending };
  return checkGap(drain({ ...sync, pending }), now);
}

/** Called on a timer too: a gap that outlived the reorder window means messages were lost. */
export function checkGap(sync: DispatchSync, now: number): DispatchSync {
  if (sync.needsSnapshot || !sync.view || sync.pending.length === 0) return sync;
  const oldest = Math.min(...sync.pending.map((p) => p.receivedAt));
  if (now - oldest >= REORDER_WINDOW_MS || sync.pending.length > MAX_BUFFERED_MESSAGES) {
    return { ...sync, needsSnapshot: true };
  }
  return sync;
}

/** Applies the waiting messages that follow on from the state's number, in order. */
function drain(sync: DispatchSync): DispatchSync {
  if (!sync.view) return sync;
  let view = sync.view;
  let needsRefresh = sync.needsRefresh;
  let i = 0;
  while (i < sync.pending.length && sync.pending[i]!.message.seq === view.seq + 1) {
    const result = applyMessage(view, sync.pending[i]!.message);
    view = { ...result.view, seq: view.seq + 1 };
    needsRefresh ||= result.needsRefresh;
    i++;
  }
  if (i === 0) return sync;
  const applied = sync.pending.slice(0, i).map((p) => p.message);
  const recent = [...sync.recent, ...applied].slice(-RECENT_MESSAGES);
  return { ...sync, view, pending: sync.pending.slice(i), needsRefresh, recent };
}

const CLOSED_STATUSES = new Set(['pending', 'delivered', 'cancelled']);

function withoutJob(driver: DispatchMapDriver, orderId: number): DispatchMapDriver {
  if (!driver.jobOrderIds.includes(orderId)) return driver;
  return { ...driver, jobOrderIds: driver.jobOrderIds.filter((id) => id !== orderId) };
}

/** One state-set, without sequence bookkeeping. */
export function applyMessage(
  view: DispatchView,
  message: DispatchSeqMessage,
): { view: DispatchView; needsRefresh: boolean } {
  const same = { view, needsRefresh: false };
  switch (message.type) {
    case 'order-status': {
      const order = view.orders.get(message.orderId);
      if (CLOSED_STATUSES.has(message.status)) {
        if (!order) return same;
        const orders = new Map(view.orders);
        orders.delete(order.id);
        const drivers = new Map(view.drivers);
        if (order.driverId !== null) {
          const driver = drivers.get(order.driverId);
          if (driver) drivers.set(driver.id, withoutJob(driver, order.id));
        }
        return { view: { ...view, orders, drivers }, needsRefresh: false };
      }
      // A newly paid order: its address and destination come with the next snapshot.
      if (!order) return { view, needsRefresh: true };
      const state =
        message.status === 'preparing'
          ? message.move === 'accept' || order.state === 'preparing'
            ? 'preparing'
            : 'awaiting'
          : message.status === 'ready'
            ? 'ready'
            : 'in_transit';
      const orders = new Map(view.orders);
      orders.set(order.id, {
        ...order,
        state,
        ...(message.estimatedDelivery !== undefined
          ? { estimatedDelivery: message.estimatedDelivery }
          : {}),
      });
      // Accepting sets when the food will be ready, which the message does not carry.
      return { view: { ...view, orders }, needsRefresh: message.move === 'accept' };
    }
    case 'order-estimate': {
      const order = view.orders.get(message.orderId);
      if (!order) return same;
      const orders = new Map(view.orders);
      orders.set(order.id, {
        ...order,
        estimatedDelivery: message.estimatedDelivery,
        readyBy: message.readyBy,
      });
      return { view: { ...view, orders }, needsRefresh: false };
    }
    case 'order-driver': {
      const order = view.orders.get(message.orderId);
      if (!order) return { view, needsRefresh: true };
      const orders = new Map(view.orders);
      orders.set(order.id, { ...order, driverId: message.driverId });
      const drivers = new Map(view.drivers);
      for (const driver of drivers.values()) {
        const next = withoutJob(driver, order.id);
        if (next !== driver) drivers.set(driver.id, next);
      }
      let needsRefresh = false;
      if (message.driverId !== null) {
        const driver = drivers.get(message.driverId);
        if (driver) {
          drivers.set(driver.id, {
            ...driver,
            offered: false,
            jobOrderIds: [...driver.jobOrderIds, order.id],
          });
        } else needsRefresh = true;
      }
      return { view: { ...view, orders, drivers }, needsRefresh };
    }
    case 'driver-shift': {
      const driver = view.drivers.get(message.driverId);
      if (!driver) return { view, needsRefresh: message.online };
      const drivers = new Map(view.drivers);
      drivers.set(driver.id, {
        ...driver,
        online: message.online,
        offered: message.online ? driver.offered : false,
      });
      return { view: { ...view, drivers }, needsRefresh: false };
    }
    case 'driver-jobs':
      // An offer came or went: only the server knows which; a refresh shows it.
      return { view, needsRefresh: true };
  }
}

/**
 * Applies a batch of fixes (one animation frame's worth): the newest fix per driver wins, an
 * older one arriving late is dropped. Drivers the state does not hold are skipped.
 */
export function applyPositions(
  view: DispatchView,
  positions: readonly DriverPosition[],
): DispatchView {
  let drivers: Map<number, DispatchMapDriver> | null = null;
  for (const p of positions) {
    const driver = (drivers ?? view.drivers).get(p.driverId);
    if (!driver || (driver.position && driver.position.at >= p.at)) continue;
    drivers ??= new Map(view.drivers);
    drivers.set(driver.id, {
      ...driver,
      position: { lat: p.lat, lng: p.lng, heading: p.heading, speed: p.speed, at: p.at },
    });
  }
  return drivers ? { ...view, drivers } : view;
}
