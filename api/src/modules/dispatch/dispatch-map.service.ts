import { and, asc, count, eq, gt, gte, inArray } from 'drizzle-orm';
import {
  driverState,
  startOfShopDay,
  type DispatchFix,
  type DispatchMapDriver,
  type DispatchMapOrder,
  type DispatchSnapshot,
  type DriverPosition,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { driverRecords } from '../drivers';
import { jobOffers } from './dispatch.tables';
import { activeBars } from '../geo';
import { deliveryJobRecords, type DeliveryJobRecord } from '../orders';
import type { DispatchSequence } from './dispatch-sequence';
import { OPEN_JOB_STATUSES, kitchenPoint } from './offers';

export interface DispatchMapDeps {
  db: Db;
  sequence: DispatchSequence;
  /** The freshest fixes (the gateway's latest positions); the drivers table's last stored
   *  position when absent or older. */
  latestPositions?: () => Promise<DriverPosition[]>;
  clock?: () => Date;
}

/** An open delivery order's place on the map; accepting starts the kitchen's clock. */
function orderState(row: DeliveryJobRecord): DispatchMapOrder['state'] {
  if (row.status === 'preparing') return row.acceptedAt ? 'preparing' : 'awaiting';
  return row.status === 'ready' ? 'ready' : 'in_transit';
}

/** The dispatch map's snapshot: every driver, every open delivery order, the places. */
export class DispatchMap {
  /** The snapshot being read now, which screens asking meanwhile share. */
  private reading: Promise<DispatchSnapshot> | null = null;

  constructor(private readonly deps: DispatchMapDeps) {}

  /**
   * Everything the map shows, current to its `seq`. A screen that asks while a read is under
   * way gets that read's answer: twenty screens opened together cost one read of a thousand
   * drivers and every open order, not twenty that hold up every other request. The answer is
   * at most one read older than a read of its own, and still right: each screen applies the
   * messages numbered after its `seq` and loads a new snapshot when it sees a gap.
   */
  snapshot(): Promise<DispatchSnapshot> {
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /**
   * The gateways' freshest fixes; none while Redis, which keeps them, is away (restarting, cut
   * off): the map then shows each driver where the track last stored them, a few seconds older,
   * rather than no map at all. The health check reports Redis on its own.
   */
  private async latestFixes(): Promise<DriverPosition[]> {
    try {
      return (await this.deps.latestPositions?.()) ?? [];
    } catch {
      return [];
    }
  }

  private async read(): Promise<DispatchSnapshot> {
    const { db } = this.deps;
    // The counter first: every message numbered up to it was published after its commit, so
    // the reads below see it. Later messages are state-sets the screen may apply again.
    const seq = await this.deps.sequence.current();
    const now = (this.deps.clock ?? (() => new Date()))();
    const drivers = driverRecords();
    const orders = deliveryJobRecords();
    const [kitchen, barRows, driverRows, orderRows, offerRows, todayRows, fixes] =
      await Promise.all([
        kitchenPoint(db),
        activeBars(db),
        db.select().from(drivers).where(eq(drivers.isActive, true)).orderBy(asc(drivers.fullName)),
        db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.deliveryType, 'delivery'),
              eq(orders.paymentStatus, 'paid'),
              inArray(orders.status, [...OPEN_JOB_STATUSES]),
            ),
          )
          .orderBy(asc(orders.createdAt), asc(orders.id)),
        db
          .select({ driverId: jobOffers.driverId })
          .from(jobOffers)
          .where(and(eq(jobOffers.status, 'offered'), gt(jobOffers.expiresAt, now))),
        db
          .select({ driverId: orders.driverId, n: count() })
          .from(orders)
          .where(and(eq(orders.status, 'delivered'), gte(orders.deliveredAt, startOfShopDay(now))))
          .groupBy(orders.driverId),
        this.latestFixes(),
      ]);

    const offered = new Set(offerRows.map((o) => o.driverId));
    const jobsTodayOf = new Map(todayRows.map((t) => [t.driverId, t.n]));
    const fixOf = new Map(fixes.map((f) => [f.driverId, f]));
    const jobsOf = new Map<number, number[]>();
    for (const row of [...orderRows].sort(
      (a, b) => (a.assignedAt?.getTime() ?? 0) - (b.assignedAt?.getTime() ?? 0) || a.id - b.id,
    )) {
      if (row.driverId === null) continue;
      jobsOf.set(row.driverId, [...(jobsOf.get(row.driverId) ?? []), row.id]);
    }

    const driverList = driverRows.map((row): DispatchMapDriver => {
      const live = fixOf.get(row.id);
      let position: DispatchFix | null = null;
      if (live) {
        position = {
          lat: live.lat,
          lng: live.lng,
          heading: live.heading,
          speed: live.speed,
          at: live.at,
        };
      } else if (row.lastLatitude !== null && row.lastLongitude !== null && row.lastSeenAt) {
        position = {
          lat: row.lastLatitude,
          lng: row.lastLongitude,
          heading: null,
          speed: null,
          at: row.lastSeenAt.getTime(),
        };
      }
      const driver = {
        id: row.id,
        name: row.fullName,
        vehicleType: row.vehicleType,
        online: row.isOnline,
        position,
        offered: offered.has(row.id),
        jobOrderIds: jobsOf.get(row.id) ?? [],
        jobsToday: jobsTodayOf.get(row.id) ?? 0,
      };
      return { ...driver, state: driverState(driver, now.getTime()) };
    });

    const orderList = orderRows.map((row): DispatchMapOrder => {
      const a = row.deliveryAddress;
      const destination =
        a?.latitude !== undefined && a.longitude !== undefined
          ? { lat: a.latitude, lng: a.longitude }
          : null;
      return {
        id: row.id,
        state: orderState(row),
        customerName: row.customerName,
        address: a ? [a.streetAddress, `${a.zipCode} ${a.city}`.trim()].join(', ') : '',
        destination,
        zoneId: row.zoneId,
        createdAt: row.createdAt.toISOString(),
        readyBy: row.readyBy?.toISOString() ?? null,
        estimatedDelivery: row.estimatedDelivery?.toISOString() ?? null,
        driverId: row.driverId,
      };
    });

    return {
      seq,
      serverTime: now.toISOString(),
      kitchen,
      bars: barRows.map((b) => ({ id: b.id, name: b.name, lat: b.latitude, lng: b.longitude })),
      drivers: driverList,
      orders: orderList,
    };
  }
}
