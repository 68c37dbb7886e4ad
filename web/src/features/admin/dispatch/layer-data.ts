import {
  DRIVER_STALE_AFTER_MS,
  driverState,
  type DispatchMapDriver,
  type DispatchMapOrder,
  type DispatchView,
} from '@shop/contracts';
import type { DispatchStore } from './dispatch-store';
import { DRIVER_COLOURS, type Rgb } from './dispatch-colours';

/** A driver as drawn this frame: where the glide has them now, coloured by state. */
export interface DrawnDriver {
  driver: DispatchMapDriver;
  position: [number, number];
  colour: Rgb;
}

export interface Place {
  name: string;
  lat: number;
  lng: number;
  kitchen: boolean;
}

export interface Trail {
  path: [number, number][];
  colour: Rgb;
}

const TRAIL_MS = 5 * 60_000;
/** Trails are redrawn at most this often: a thousand trails re-laid every frame cost more than
 * a marker gliding a second ahead of its trail's end is worth. */
const TRAIL_REFRESH_MS = 1_000;

/** The last result, for as long as the inputs are the same objects. */
function lastOf<A extends readonly unknown[], R>(compute: (...args: A) => R) {
  let inputs: A | null = null;
  let result: R;
  return (...args: A): R => {
    if (!inputs || args.some((arg, i) => arg !== inputs![i])) {
      inputs = args;
      result = compute(...args);
    }
    return result;
  };
}

/**
 * The data each deck.gl layer draws, for one map. deck.gl rebuilds a layer's buffers whenever
 * its data is a new array, so what did not change (the places, the orders, the trails between
 * refreshes) is handed over as the same array; only the drivers and their lines are new each
 * frame while someone moves.
 */
export function createLayerData(store: Pick<DispatchStore, 'trails' | 'drawnPosition'>) {
  const places = lastOf(
    (
      kitchen: DispatchView['kitchen'],
      bars: DispatchView['bars'],
      kitchenName: string,
    ): Place[] => [
      { name: kitchenName, lat: kitchen.lat, lng: kitchen.lng, kitchen: true },
      ...bars.map((b) => ({ name: b.name, lat: b.lat, lng: b.lng, kitchen: false })),
    ],
  );

  const orders = lastOf(
    (all: DispatchView['orders'], visible: (order: DispatchMapOrder) => boolean) =>
      [...all.values()].filter((o) => o.destination && visible(o)),
  );

  const trailsOf = (drawn: readonly DrawnDriver[], now: number) =>
    drawn.flatMap(({ driver, colour }): Trail[] => {
      const trail = store.trails.get(driver.id);
      if (!trail || trail.length < 2) return [];
      const recent = trail
        .filter((p) => p[2] >= now - TRAIL_MS)
        .map((p): [number, number] => [p[0], p[1]]);
      return recent.length < 2 ? [] : [{ path: recent, colour }];
    });
  let trails: { refresh: number; visible: unknown; data: Trail[] } | null = null;

  return {
    /** The kitchen (named in the screen's language) and the partner bars. */
    places: (view: DispatchView, kitchenName: string) =>
      places(view.kitchen, view.bars, kitchenName),
    orders: (view: DispatchView, visible: (order: DispatchMapOrder) => boolean) =>
      orders(view.orders, visible),
    /** Drivers that pass the filters, where they are drawn at `now`. */
    drivers(view: DispatchView, visible: (driver: DispatchMapDriver) => boolean, now: number) {
      const drawn: DrawnDriver[] = [];
      for (const driver of view.drivers.values()) {
        if (!driver.position || !visible(driver)) continue;
        const at = store.drawnPosition(driver.id, now) ?? driver.position;
        drawn.push({
          driver,
          position: [at.lng, at.lat],
          colour: DRIVER_COLOURS[driverState(driver, now)],
        });
      }
      return drawn;
    },
    /**
     * When the map next looks different without any message, or null: an online driver turning
     * stale, or the oldest point of a trail leaving its 5 minutes (drawn at the trail refresh
     * after). Until then nothing drawn changes, so the map is not drawn again.
     */
    nextChange(view: DispatchView, now: number): number | null {
      let next = Infinity;
      for (const driver of view.drivers.values()) {
        const fix = driver.position;
        if (!fix) continue;
        // driverState: stale once more than DRIVER_STALE_AFTER_MS have passed.
        const staleAt = fix.at + DRIVER_STALE_AFTER_MS + 1;
        if (driver.online && staleAt > now) next = Math.min(next, staleAt);
        const trail = store.trails.get(driver.id) ?? [];
        const drawn = trail.filter((p) => p[2] >= now - TRAIL_MS);
        if (drawn.length < 2) continue;
        const leavesAt = drawn[0]![2] + TRAIL_MS + 1;
        next = Math.min(next, Math.ceil(leavesAt / TRAIL_REFRESH_MS) * TRAIL_REFRESH_MS);
      }
      return next === Infinity ? null : next;
    },
    /** The last 5 minutes of each drawn driver's fixes, refreshed once a second. */
    trails(drawn: readonly DrawnDriver[], visible: unknown, now: number) {
      const refresh = Math.floor(now / TRAIL_REFRESH_MS);
      if (trails?.refresh !== refresh || trails.visible !== visible) {
        trails = { refresh, visible, data: trailsOf(drawn, now) };
      }
      return trails.data;
    },
  };
}
