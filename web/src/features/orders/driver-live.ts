import {
  DRIVER_STALE_AFTER_MS,
  estimateFromPosition,
  type LatLng,
  type Order,
  type VehicleType,
} from '@shop/contracts';
import { estimatedDeliveryDate, estimatedDeliveryText, formatMoment } from './order-format';
import { m } from '@/i18n/paraglide/messages';

type Driver = NonNullable<Order['driver']>;

const VEHICLE_TEXTS: Record<VehicleType, () => string> = {
  bike: m.orders_order_vehicle_bike,
  'e-bike': m.orders_order_vehicle_eBike,
  scooter: m.orders_order_vehicle_scooter,
  car: m.orders_order_vehicle_car,
};

/** 'Bike', 'E-bike', 'Scooter' or 'Car' in the shop's language. */
export const vehicleText = (vehicle: VehicleType): string => VEHICLE_TEXTS[vehicle]();

/** Where the order goes, when the address has its coordinates. */
export function destinationOf(order: Pick<Order, 'deliveryAddress'>): LatLng | null {
  const { latitude, longitude } = order.deliveryAddress ?? {};
  return latitude === undefined || longitude === undefined
    ? null
    : { lat: latitude, lng: longitude };
}

const seenAt = (driver: Driver): number | null => {
  const at = driver.lastSeenAt ? Date.parse(driver.lastSeenAt) : Number.NaN;
  return Number.isNaN(at) ? null : at;
};

/**
 * When the order should arrive. On its way with a known position: from the driver's remaining
 * distance (estimateFromPosition), counted from now or from the fix, whichever is later, so a
 * fresh fix replaces an estimate that has already passed. Before pick-up: the kitchen's estimate.
 */
export function expectedArrival(order: Order, now: Date): Date | null {
  const driver = order.driver;
  const to = destinationOf(order);
  if (order.status === 'in_transit' && driver?.currentLocation && to) {
    const fixAt = seenAt(driver) ?? now.getTime();
    return estimateFromPosition({
      from: driver.currentLocation,
      to,
      vehicleType: driver.vehicleType,
      now: new Date(Math.max(now.getTime(), fixAt)),
    });
  }
  return estimatedDeliveryDate(order);
}

/** expectedArrival as the order lists show it ('19:45'). */
export function expectedArrivalText(order: Order, now = new Date()): string {
  const estimate = expectedArrival(order, now);
  return estimate ? formatMoment(estimate, now) : estimatedDeliveryText(order, now);
}

/** A driver with a position but no fix for DRIVER_STALE_AFTER_MS: shown greyed, with when. */
export interface DriverSilence {
  /** When the driver turns (or turned) stale; null without a position time. */
  staleAt: number | null;
  /** 'Last seen 3 min ago' once stale; null while fixes arrive. */
  lastSeen: string | null;
}

export function driverSilence(driver: Driver, now: Date): DriverSilence {
  const at = driver.currentLocation ? seenAt(driver) : null;
  if (at === null) return { staleAt: null, lastSeen: null };
  const staleAt = at + DRIVER_STALE_AFTER_MS;
  if (now.getTime() < staleAt) return { staleAt, lastSeen: null };
  const minutes = Math.max(1, Math.floor((now.getTime() - at) / 60_000));
  return { staleAt, lastSeen: m.orders_order_lastSeen({ count: minutes }) };
}

/** The delivery code shows once a driver is on the job, until the order is delivered. */
export function showsDeliveryCode(order: Order): boolean {
  if (!order.deliveryCode || order.deliveryType !== 'delivery') return false;
  if (order.status === 'delivered' || order.status === 'cancelled') return false;
  return order.status === 'in_transit' || order.driver !== null;
}
