import { z } from 'zod';
import { Id } from '../common/ids';
import { LatLng } from '../common/geo';
import { VehicleType } from '../drivers/driver.schema';
import { DRIVER_STALE_AFTER_MS } from '../drivers/driver-position';

/**
 * The live dispatch map (GET /api/admin/dispatch, then `staff/dispatch` messages). The snapshot
 * is current to a sequence number; every state-changing message on `staff/dispatch` carries the
 * next one, so the screen notices a gap and loads a new snapshot
 * (docs/decisions/0030-dispatch-map.md).
 */

/** How many open jobs one driver may carry at once; an assignment past it is refused. */
export const DRIVER_MAX_OPEN_JOBS = 3;

/** What a driver is doing, as the map colours them. */
export const DispatchDriverState = z.enum(['idle', 'offered', 'on-job', 'stale', 'offline']);
export type DispatchDriverState = z.infer<typeof DispatchDriverState>;

export const DISPATCH_DRIVER_STATE_LABELS: Record<DispatchDriverState, string> = {
  idle: 'Idle',
  offered: 'Offered a job',
  'on-job': 'On a job',
  stale: 'No recent fix',
  offline: 'Off shift',
};

/**
 * Where an open delivery order stands, as the map draws it: paid and waiting for the kitchen to
 * accept it, being prepared, ready (with or without a driver), on its way.
 */
export const DispatchOrderState = z.enum(['awaiting', 'preparing', 'ready', 'in_transit']);
export type DispatchOrderState = z.infer<typeof DispatchOrderState>;

export const DISPATCH_ORDER_STATE_LABELS: Record<DispatchOrderState, string> = {
  awaiting: 'Waiting to be accepted',
  preparing: 'Preparing',
  ready: 'Ready',
  in_transit: 'On its way',
};

/** A driver's last accepted fix, as the map keeps it. */
export const DispatchFix = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  heading: z.number().nullable(),
  speed: z.number().nullable(),
  /** The fix's own time, epoch milliseconds. */
  at: z.number().int(),
});
export type DispatchFix = z.infer<typeof DispatchFix>;

export const DispatchMapDriver = z
  .object({
    id: Id,
    name: z.string(),
    vehicleType: VehicleType,
    /** On shift. */
    online: z.boolean(),
    position: DispatchFix.nullable(),
    /** An offer waits for their answer. */
    offered: z.boolean(),
    /** Their open jobs (preparing, ready or on the way), oldest assignment first. */
    jobOrderIds: z.array(Id),
    /** Deliveries completed today (the shop's day, Amsterdam time). */
    jobsToday: z.number().int().nonnegative(),
    /** As the server saw it when the snapshot was taken; the screen recomputes it as time passes. */
    state: DispatchDriverState,
  })
  .meta({ id: 'DispatchMapDriver' });
export type DispatchMapDriver = z.infer<typeof DispatchMapDriver>;

export const DispatchMapOrder = z
  .object({
    id: Id,
    state: DispatchOrderState,
    customerName: z.string(),
    /** The delivery address on one line. */
    address: z.string(),
    destination: LatLng.nullable(),
    zoneId: Id.nullable(),
    createdAt: z.string(),
    /** When the kitchen expects the food to be ready; null before it accepted the order. */
    readyBy: z.string().nullable(),
    estimatedDelivery: z.string().nullable(),
    driverId: Id.nullable(),
  })
  .meta({ id: 'DispatchMapOrder' });
export type DispatchMapOrder = z.infer<typeof DispatchMapOrder>;

export const DispatchPlace = z.object({
  id: Id,
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type DispatchPlace = z.infer<typeof DispatchPlace>;

/** GET /api/admin/dispatch */
export const DispatchSnapshot = z
  .object({
    /** Every `staff/dispatch` message numbered at or below this is already reflected here. */
    seq: z.number().int().nonnegative(),
    serverTime: z.string(),
    /** Where the food is picked up. */
    kitchen: LatLng,
    bars: z.array(DispatchPlace),
    drivers: z.array(DispatchMapDriver),
    /** Open delivery orders: paid and not yet delivered or cancelled. */
    orders: z.array(DispatchMapOrder),
  })
  .meta({ id: 'DispatchSnapshot' });
export type DispatchSnapshot = z.infer<typeof DispatchSnapshot>;

/**
 * The driver's state now: off shift; stale when on shift but without a fix for
 * DRIVER_STALE_AFTER_MS (or none at all); on a job; offered one; idle.
 */
export function driverState(
  driver: Pick<DispatchMapDriver, 'online' | 'position' | 'offered' | 'jobOrderIds'>,
  now: number,
): DispatchDriverState {
  if (!driver.online) return 'offline';
  if (!driver.position || now - driver.position.at > DRIVER_STALE_AFTER_MS) return 'stale';
  if (driver.jobOrderIds.length > 0) return 'on-job';
  if (driver.offered) return 'offered';
  return 'idle';
}
