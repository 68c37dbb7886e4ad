import type { LatLng } from '../common/geo';
import { estimateFromPosition } from '../orders/estimated-delivery';
import {
  DRIVER_MAX_OPEN_JOBS,
  driverState,
  type DispatchMapDriver,
  type DispatchMapOrder,
} from './dispatch-map.schema';

export interface DriverSuggestion {
  driverId: number;
  /** When they would be at the kitchen (counting the jobs they carry first). */
  atKitchen: Date;
  /** When they would leave with the food: at the kitchen and the food ready. */
  pickUpAt: Date;
  /** When the customer would have it. */
  deliveredAt: Date;
}

/**
 * The drivers who could take `order`, best first: the earliest delivery to the customer, by
 * the tracking page's estimate rule (estimateFromPosition). A driver rides to the kitchen
 * (after the destinations of the jobs they carry), waits for the food if it is not ready yet,
 * then rides to the customer. Drivers off shift, stale, full, or without a fix are left out;
 * ties go to the driver with fewer jobs, then the lower id (stable).
 */
export function suggestDrivers(
  order: Pick<DispatchMapOrder, 'destination' | 'readyBy' | 'driverId' | 'id'>,
  drivers: Iterable<DispatchMapDriver>,
  orders: ReadonlyMap<number, Pick<DispatchMapOrder, 'destination'>>,
  kitchen: LatLng,
  now: Date,
): DriverSuggestion[] {
  const destination = order.destination;
  if (!destination) return [];
  const readyAt = order.readyBy ? new Date(order.readyBy) : now;
  const foodReady = readyAt > now ? readyAt : now;
  const ranked: (DriverSuggestion & { jobs: number })[] = [];
  for (const driver of drivers) {
    const state = driverState(driver, now.getTime());
    if (state === 'offline' || state === 'stale' || !driver.position) continue;
    const carried = driver.jobOrderIds.filter((id) => id !== order.id);
    if (carried.length >= DRIVER_MAX_OPEN_JOBS) continue;
    let at: LatLng = driver.position;
    let t = now;
    for (const id of carried) {
      const stop = orders.get(id)?.destination;
      if (!stop) continue;
      t = estimateFromPosition({ from: at, to: stop, vehicleType: driver.vehicleType, now: t });
      at = stop;
    }
    const atKitchen = estimateFromPosition({
      from: at,
      to: kitchen,
      vehicleType: driver.vehicleType,
      now: t,
    });
    const pickUpAt = atKitchen > foodReady ? atKitchen : foodReady;
    const deliveredAt = estimateFromPosition({
      from: kitchen,
      to: destination,
      vehicleType: driver.vehicleType,
      now: pickUpAt,
    });
    ranked.push({ driverId: driver.id, atKitchen, pickUpAt, deliveredAt, jobs: carried.length });
  }
  ranked.sort(
    (a, b) =>
      a.deliveredAt.getTime() - b.deliveredAt.getTime() ||
      a.jobs - b.jobs ||
      a.driverId - b.driverId,
  );
  return ranked.map(({ jobs: _jobs, ...s }) => s);
}
