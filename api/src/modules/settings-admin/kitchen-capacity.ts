import { eq } from 'drizzle-orm';
import {
  capacityDelayMinutes,
  type KitchenAlertMinutes,
  type KitchenCapacity,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import type { CatalogCache } from '../../shared/cache/catalog-cache';
import { conflict } from '../../shared/errors/app-error';
import { readCapacity, readKitchenAlerts, writeSwitchChanges } from './store-settings.service';
import { storeRules } from './store-settings.tables';

/** How long a full kitchen pauses food and bar ordering: one capacity window. */
export const CAPACITY_PAUSE_MS = 15 * 60_000;

/**
 * The kitchen's capacity rules from the catalogue's cache, for the order path (decision 0058):
 * dropped by a change to the store's settings on this replica at once, on the others when its
 * event arrives.
 */
export function cachedKitchenCapacity(
  catalog: CatalogCache,
  db: Db,
): () => Promise<KitchenCapacity> {
  return catalog.reader('settings', () => readCapacity(db));
}

/**
 * How long a card may stay in each board column, from the catalogue's cache: the kitchen board
 * asks for it on every read, the store's settings change it a few times a year.
 */
export function cachedKitchenAlerts(
  catalog: CatalogCache,
  db: Db,
): () => Promise<KitchenAlertMinutes> {
  return catalog.reader('settings', () => readKitchenAlerts(db));
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
  kickRelay: () => void,
  /** The orders module's count of food orders placed in the 15 minutes before `now`. */
  recentFoodOrders: (db: Db, now: Date) => Promise<number>,
  /** Told once the pause is written: this process's cached switches are out of date. */
  paused: () => void,
): Promise<number> {
  if (capacity.ordersPer15Minutes === null) return 0;
  const delay = capacityDelayMinutes(await recentFoodOrders(db, now), capacity);
  if (delay !== null) return delay;
  await db.transaction(async (tx) => {
    const [rules] = await tx.select().from(storeRules).where(eq(storeRules.id, 1));
    await writeSwitchChanges(tx, {
      changes: { foodOrderingEnabled: false, barOrderingEnabled: false },
      actor: { id: rules?.updatedById ?? 1, name: 'Kitchen capacity' },
      reason: 'capacity',
      until: new Date(now.getTime() + CAPACITY_PAUSE_MS),
      now,
    });
  });
  paused();
  kickRelay();
  throw conflict('kitchen_full');
}
