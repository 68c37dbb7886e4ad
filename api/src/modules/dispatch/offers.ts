import { and, asc, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { OFFER_TTL_MS } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { recordEvent } from '../../shared/events/outbox';
import { readKitchenDispatch, readKitchenPoint, type KitchenPoint } from '../content';
import { driverRecords } from '../drivers';
import { jobOffers } from './dispatch.tables';
import { deliveryJobRecords, lockFoodOrder, type FoodOrderRow } from '../orders';

const drivers = driverRecords();
const orders = deliveryJobRecords();

/**
 * Offers: a ready delivery order is offered to one driver at a time, the nearest idle one, for
 * 60 s. Every function here that changes an offer holds the order's row lock first (then the
 * offer's, then a driver's), in that order everywhere, so two api replicas, a driver's tap and
 * the sweeper never deadlock and never both win.
 */

/** Orders a driver works on: assigned and not yet delivered or cancelled. */
export const OPEN_JOB_STATUSES = ['preparing', 'ready', 'in_transit'] as const;

export interface DispatchSettings {
  kitchen: { lat: number; lng: number };
  autoOfferReadyOrders: boolean;
}

/** Where the kitchen is when the shop has no settings row yet: the column's default. */
const DEFAULT_KITCHEN: KitchenPoint = { lat: 52.3806, lng: 4.8886 };

/** The kitchen's point and the automatic-offer switch, both read now. */
export async function dispatchSettings(db: Db | Tx): Promise<DispatchSettings> {
  const row = await readKitchenDispatch(db);
  return {
    kitchen: row ? { lat: row.lat, lng: row.lng } : DEFAULT_KITCHEN,
    autoOfferReadyOrders: row?.auto ?? false,
  };
}

/** The kitchen's point alone, read once per database (content's `readKitchenPoint`). */
export async function kitchenPoint(db: Db): Promise<KitchenPoint> {
  return (await readKitchenPoint(db)) ?? DEFAULT_KITCHEN;
}

/**
 * Tells one driver's dashboard to read its jobs again; with a new offer, their devices that
 * opted in to Web Push are told of it too.
 */
export async function notifyDriver(
  tx: Tx,
  driver: { id: number; userId: number },
  offer?: { orderId: number; expiresAt: Date },
): Promise<void> {
  await recordEvent(tx, {
    name: 'driver.jobs-changed',
    version: 1,
    data: {
      driverId: driver.id,
      userId: driver.userId,
      ...(offer && {
        offer: { orderId: offer.orderId, expiresAt: offer.expiresAt.toISOString() },
      }),
    },
  });
}

export async function notifyDriverById(tx: Tx, driverId: number): Promise<void> {
  const [row] = await driverUserQuery(tx).execute({ driverId });
  if (row) await notifyDriver(tx, row);
}

/** A move of an order with a driver tells the driver's dashboard. */
const driverUserQuery = prepared((db) =>
  db
    .select({ id: drivers.id, userId: drivers.userId })
    .from(drivers)
    .where(eq(drivers.id, sql.placeholder('driverId')))
    .prepare('dispatch_driver_user'),
);

/** Locks an order row, or skips it (null) when another transaction holds it. */
export function lockOrderRow(tx: Tx, orderId: number, skipLocked = false) {
  return lockFoodOrder(tx, orderId, skipLocked);
}

/**
 * The nearest idle driver for an order: active, online, with no open job and no open offer,
 * who has not already let this order go (declined or expired). Nearest to the kitchen by their
 * last stored position; drivers with none come last, then the longest online. The row is locked
 * (SKIP LOCKED): a driver being offered another order right now is not idle.
 */
async function nearestIdleDriver(tx: Tx, orderId: number, kitchen: DispatchSettings['kitchen']) {
  const scale = Math.cos((kitchen.lat * Math.PI) / 180);
  const [row] = await tx
    .select({ id: drivers.id, userId: drivers.userId })
    .from(drivers)
    .where(
      and(
        eq(drivers.isActive, true),
        eq(drivers.isOnline, true),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(jobOffers)
            .where(
              and(
                eq(jobOffers.driverId, drivers.id),
                sql`(${jobOffers.status} = 'offered' or (${jobOffers.orderId} = ${orderId} and ${jobOffers.status} in ('declined', 'expired')))`,
              ),
            ),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(orders)
            .where(
              and(eq(orders.driverId, drivers.id), inArray(orders.status, [...OPEN_JOB_STATUSES])),
            ),
        ),
      ),
    )
    .orderBy(
      sql`(${drivers.lastLatitude} is null or ${drivers.lastLongitude} is null)`,
      sql`power(${drivers.lastLatitude} - ${kitchen.lat}, 2) + power((${drivers.lastLongitude} - ${kitchen.lng}) * ${scale}, 2)`,
      asc(drivers.onlineSince),
      asc(drivers.id),
    )
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/**
 * Offers a locked order to the next driver, if it still needs one (a ready delivery without a
 * driver or an open offer) and a driver is free. Returns the driver offered, or null: the order
 * then waits for staff.
 */
export async function offerOrder(
  tx: Tx,
  order: FoodOrderRow,
  kitchen: DispatchSettings['kitchen'],
  now: Date,
): Promise<{ id: number; userId: number } | null> {
  if (order.deliveryType !== 'delivery' || order.status !== 'ready' || order.driverId !== null) {
    return null;
  }
  const [open] = await tx
    .select({ id: jobOffers.id })
    .from(jobOffers)
    .where(and(eq(jobOffers.orderId, order.id), eq(jobOffers.status, 'offered')));
  if (open) return null;
  const driver = await nearestIdleDriver(tx, order.id, kitchen);
  if (!driver) return null;
  const expiresAt = new Date(now.getTime() + OFFER_TTL_MS);
  await tx.insert(jobOffers).values({
    orderId: order.id,
    driverId: driver.id,
    offeredAt: now,
    expiresAt,
  });
  await notifyDriver(tx, driver, { orderId: order.id, expiresAt });
  return driver;
}

/** Closes every open offer of a locked order (assigned by staff, cancelled) and tells the drivers. */
export async function withdrawOffers(tx: Tx, orderId: number, now: Date): Promise<void> {
  const withdrawn = await tx
    .update(jobOffers)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(eq(jobOffers.orderId, orderId), eq(jobOffers.status, 'offered')))
    .returning({ driverId: jobOffers.driverId });
  for (const { driverId } of withdrawn) await notifyDriverById(tx, driverId);
}

/** The ready deliveries nobody has or is being offered: asked after each order turns ready. */
const waitingOrdersQuery = prepared((db) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'ready'),
        eq(orders.deliveryType, 'delivery'),
        isNull(orders.driverId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobOffers)
            .where(and(eq(jobOffers.orderId, orders.id), eq(jobOffers.status, 'offered'))),
        ),
      ),
    )
    .orderBy(asc(orders.readyBy), asc(orders.id))
    .limit(sql.placeholder('limit'))
    .prepare('dispatch_waiting_orders'),
);

/**
 * Offers the ready delivery orders nobody has or is being offered, oldest first, each in its
 * own short transaction. Orders another replica is handling are skipped, not waited for.
 */
export async function offerWaitingOrders(db: Db, now: Date, limit = 50): Promise<number> {
  const kitchen = await kitchenPoint(db);
  const waiting = await waitingOrdersQuery(db).execute({ limit });
  let offered = 0;
  for (const { id } of waiting) {
    const driver = await db.transaction(async (tx) => {
      const order = await lockOrderRow(tx, id, true);
      return order ? offerOrder(tx, order, kitchen, now) : null;
    });
    if (driver) offered += 1;
  }
  return offered;
}

/**
 * Expires the offers whose 60 s are up and passes each order to the next driver. Idempotent and
 * safe on several replicas at once: each offer is re-read under its order's lock, and an order
 * another replica holds is left for that replica (SKIP LOCKED).
 */
export async function expireOffers(db: Db, now: Date, limit = 100): Promise<number> {
  const due = await db
    .select({ id: jobOffers.id, orderId: jobOffers.orderId })
    .from(jobOffers)
    .where(and(eq(jobOffers.status, 'offered'), lte(jobOffers.expiresAt, now)))
    .orderBy(asc(jobOffers.expiresAt))
    .limit(limit);
  if (due.length === 0) return 0;
  const kitchen = await kitchenPoint(db);
  let expired = 0;
  for (const offer of due) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrderRow(tx, offer.orderId, true);
      if (!order) return false;
      const [row] = await tx
        .update(jobOffers)
        .set({ status: 'expired', answeredAt: now })
        .where(
          and(
            eq(jobOffers.id, offer.id),
            eq(jobOffers.status, 'offered'),
            lte(jobOffers.expiresAt, now),
          ),
        )
        .returning({ driverId: jobOffers.driverId });
      if (!row) return false;
      await notifyDriverById(tx, row.driverId);
      await offerOrder(tx, order, kitchen, now);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
