import { and, asc, desc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import {
  EARNINGS_RULE,
  deliveryEarning,
  earningsTotals,
  rideDistance,
  startOfShopWeek,
  type DeliveredJob,
  type DriverEarnings,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { driverPositions } from '../../db/schema';
import { deliveryJobRecords } from '../orders';
import { destinationOf } from './job-views';
import { kitchenPoint } from './offers';

/** How many delivered jobs the history shows. */
export const HISTORY_LIMIT = 100;

/**
 * A driver's delivered jobs with what each earned (contracts' EARNINGS_RULE) and how far it was
 * ridden: the driver's own track between pick-up and delivery, or the map's estimate.
 */
export async function deliveredJobs(
  db: Db,
  driverId: number,
  since: Date | null,
  limit = HISTORY_LIMIT,
): Promise<DeliveredJob[]> {
  const orders = deliveryJobRecords();
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.driverId, driverId),
        eq(orders.status, 'delivered'),
        isNotNull(orders.deliveredAt),
        ...(since ? [gte(orders.deliveredAt, since)] : []),
      ),
    )
    .orderBy(desc(orders.deliveredAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const kitchen = await kitchenPoint(db);
  const from = new Date(Math.min(...rows.map((r) => (r.pickedUpAt ?? r.deliveredAt!).getTime())));
  const to = new Date(Math.max(...rows.map((r) => r.deliveredAt!.getTime())));
  // One read of the track for every job shown, split per job below.
  const track = await db
    .select({
      lat: driverPositions.latitude,
      lng: driverPositions.longitude,
      at: driverPositions.recordedAt,
    })
    .from(driverPositions)
    .where(
      and(
        eq(driverPositions.driverId, driverId),
        gte(driverPositions.recordedAt, from),
        lte(driverPositions.recordedAt, to),
      ),
    )
    .orderBy(asc(driverPositions.recordedAt));
  return rows.map((order) => {
    const start = (order.pickedUpAt ?? order.deliveredAt!).getTime();
    const end = order.deliveredAt!.getTime();
    const ride = rideDistance({
      track: track.filter((p) => p.at.getTime() >= start && p.at.getTime() <= end),
      kitchen,
      destination: destinationOf(order),
    });
    const pay = deliveryEarning(order);
    return {
      orderId: order.id,
      customerName: order.customerName,
      streetAddress: order.deliveryAddress?.streetAddress ?? '',
      pickedUpAt: order.pickedUpAt?.toISOString() ?? null,
      deliveredAt: order.deliveredAt!.toISOString(),
      proof: order.deliveryProof,
      ...pay,
      distanceMeters: ride.meters,
      distanceSource: ride.source,
    };
  });
}

/** Today's and this week's earnings, with this week's deliveries. */
export async function driverEarnings(db: Db, driverId: number, now: Date): Promise<DriverEarnings> {
  const deliveries = await deliveredJobs(db, driverId, startOfShopWeek(now), 1000);
  return { ...earningsTotals(deliveries, now), deliveries, rule: { ...EARNINGS_RULE } };
}
