import {
  capacityDelayMinutes,
  type KitchenAlertMinutes,
  type KitchenCapacity,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import type { CatalogCache } from '../../shared/cache/catalog-cache';
import { conflict } from '../../shared/errors/app-error';
import {
  capacityOf,
  kitchenAlertsOf,
  readStoreRules,
  writeSwitchChanges,
} from './store-settings.service';

/** How long a full kitchen pauses food and bar ordering: one capacity window. */
export const CAPACITY_PAUSE_MS = 15 * 60_000;

/** What the order path and the kitchen board read of the store's rules. */
export interface CachedKitchenRules {
  /** The kitchen's capacity, for placing an order. */
  capacity: () => Promise<KitchenCapacity>;
  /** How long a card may stay in each board column: the board asks on every read. */
  alerts: () => Promise<KitchenAlertMinutes>;
}

/**
 * The store's rules from the catalogue's cache, one read for both (decision 0058): dropped by
 * a change to the store's settings on this replica at once, on the others when its event
 * arrives. They change a few times a year.
 */
export function cachedKitchenRules(catalog: CatalogCache, db: Db): CachedKitchenRules {
  const rules = catalog.reader('settings', () => readStoreRules(db));
  return {
    capacity: async () => capacityOf(await rules()),
    alerts: async () => kitchenAlertsOf(await rules()),
  };
}

/**
 * The minutes a new food order's estimate moves for the kitchen's load. When the store chose to
 * pause instead, a full kitchen pauses food and bar ordering for 15 minutes (shown on the shop
 * like any pause, ending by itself) and the order is refused with a 409.
 */
export async function kitchenCapacityDelay(
  db: Db,
  capacity: KitchenCapacity,
  now: Date,
  /** The orders module's count of food orders placed in the 15 minutes before `now`. */
  recentFoodOrders: (db: Db, now: Date) => Promise<number>,
  /** Told once the pause is committed (the ordering module's `afterSwitchesWritten`). */
  switchesWritten: () => void,
): Promise<number> {
  if (capacity.ordersPer15Minutes === null) return 0;
  const delay = capacityDelayMinutes(await recentFoodOrders(db, now), capacity);
  if (delay !== null) return delay;
  await db.transaction(async (tx) => {
    const rules = await readStoreRules(tx);
    await writeSwitchChanges(tx, {
      changes: { foodOrderingEnabled: false, barOrderingEnabled: false },
      actor: { id: rules?.updatedById ?? 1, name: 'Kitchen capacity' },
      reason: 'capacity',
      until: new Date(now.getTime() + CAPACITY_PAUSE_MS),
      now,
    });
  });
  switchesWritten();
  throw conflict('kitchen_full');
}
