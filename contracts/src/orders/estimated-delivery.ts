import { haversineMeters, type LatLng } from '../common/geo';
import type { VehicleType } from '../drivers/driver.schema';
import type { DeliveryOption } from './order.schema';

/** Minutes from the order's creation to the expected delivery. */
export const STANDARD_DELIVERY_MINUTES = 45;
export const EXPRESS_DELIVERY_MINUTES = 30;
/** Shown when there is no order to compute from. */
export const DEFAULT_DELIVERY_ESTIMATE = '30-45 minutes';

/** Creation plus 45 minutes, plus 30 for express; a scheduled order arrives at its scheduled time. */
export function estimatedDeliveryAt(
  createdAt: Date,
  option: DeliveryOption,
  scheduledFor: Date | null,
): Date {
  if (option === 'scheduled' && scheduledFor) return scheduledFor;
  const minutes = option === 'express' ? EXPRESS_DELIVERY_MINUTES : STANDARD_DELIVERY_MINUTES;
  return new Date(createdAt.getTime() + minutes * 60_000);
}

/**
 * Minutes from the kitchen's door to the customer's, for an estimate made before a driver is on
 * the way (the driver's position refines it later). Amsterdam deliveries by bike or scooter
 * inside our zones take 10–20 minutes; express orders go out first, so the same figure holds.
 */
export const DELIVERY_TRAVEL_MINUTES = 15;

/** An estimate that moves by less than this is not pushed to open pages, so it does not flicker. */
export const ESTIMATE_PUSH_THRESHOLD_MS = 60_000;

interface EstimateBasis {
  deliveryType: 'delivery' | 'pickup';
  scheduledDeliveryTime: Date | null;
}

/**
 * When the food reaches the customer once it is ready at `readyAt`: after the ride for a
 * delivery, at once for a bar pickup; never before a scheduled time.
 */
export function estimateFromReadyTime(readyAt: Date, basis: EstimateBasis): Date {
  const travel = basis.deliveryType === 'delivery' ? DELIVERY_TRAVEL_MINUTES * 60_000 : 0;
  const arrival = new Date(readyAt.getTime() + travel);
  const scheduled = basis.scheduledDeliveryTime;
  return scheduled && scheduled > arrival ? scheduled : arrival;
}

/** Whether the change from `before` to `after` is worth telling open pages about. */
export function estimateMoved(before: Date | null, after: Date | null): boolean {
  if (!before || !after) return before !== after;
  return Math.abs(after.getTime() - before.getTime()) >= ESTIMATE_PUSH_THRESHOLD_MS;
}

/**
 * Streets are longer than the straight line: Amsterdam's canal rings and one-way bridges make a
 * ride about 1.3 times the crow-flies distance (docs/decisions/0027-live-tracking.md).
 */
export const DETOUR_FACTOR = 1.3;

/** A typical average speed through the city, stops at lights included, in km/h. */
export const CITY_SPEED_KMH: Record<VehicleType, number> = {
  bike: 15,
  'e-bike': 20,
  scooter: 25,
  // Traffic, one-way streets and parking eat a car's advantage in the centre.
  car: 20,
};

/** Parking the bike, finding the door, the stairs and the hand-over. */
export const HANDOVER_MINUTES = 2;

export interface PositionEstimateInput {
  /** Where the driver is (their latest fix). */
  from: LatLng;
  /** Where the order goes. */
  to: LatLng;
  vehicleType: VehicleType;
  now: Date;
}

/**
 * When a driver on the way should be at the door: the straight-line distance left times the
 * detour factor, at the vehicle's city speed, plus the hand-over. Recomputed on every fix; no
 * routing service involved.
 */
export function estimateFromPosition({ from, to, vehicleType, now }: PositionEstimateInput): Date {
  const meters = haversineMeters(from, to) * DETOUR_FACTOR;
  const metersPerMs = (CITY_SPEED_KMH[vehicleType] * 1000) / 3_600_000;
  return new Date(now.getTime() + meters / metersPerMs + HANDOVER_MINUTES * 60_000);
}
