import { eq, sql } from 'drizzle-orm';
import type { StoreSettingsUpdate } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { settings } from './content.tables';

/**
 * The shop's settings row, for the modules that keep part of it: dispatch (the kitchen's point
 * and automatic offers) and settings-admin (opening hours and fees).
 */

/** The kitchen's point and whether ready orders are offered automatically, if the row exists. */
export async function readKitchenDispatch(db: Db | Tx) {
  const [row] = await kitchenDispatchQuery(db).execute();
  return row;
}

/** Every read of a driver's dashboard asks for the kitchen's point. */
const kitchenDispatchQuery = prepared((db) =>
  db
    .select({
      lat: settings.kitchenLatitude,
      lng: settings.kitchenLongitude,
      auto: settings.autoOfferReadyOrders,
    })
    .from(settings)
    .where(eq(settings.id, 1))
    .prepare('content_kitchen_dispatch'),
);

export interface KitchenPoint {
  lat: number;
  lng: number;
}

const kitchenPoints = new WeakMap<Db, Promise<KitchenPoint | undefined>>();

/**
 * The kitchen's point, read once per database: no screen or route moves it (moving the kitchen
 * is a change to the settings row and a restart), and every read of a driver's dashboard and
 * every offer needs it. A failed read, or none for want of a settings row, is tried again.
 */
export function readKitchenPoint(db: Db): Promise<KitchenPoint | undefined> {
  let point = kitchenPoints.get(db);
  if (!point) {
    point = readKitchenDispatch(db).then((row) => row && { lat: row.lat, lng: row.lng });
    kitchenPoints.set(db, point);
    point.then(
      (found) => {
        if (!found) kitchenPoints.delete(db);
      },
      () => kitchenPoints.delete(db),
    );
  }
  return point;
}

/** Switches automatic offers; undefined when the shop has no settings row yet. */
export async function setAutoOfferReadyOrders(db: Db, autoOfferReadyOrders: boolean, at: Date) {
  const [row] = await db
    .update(settings)
    .set({ autoOfferReadyOrders, updatedAt: at })
    .where(eq(settings.id, 1))
    .returning({ autoOfferReadyOrders: settings.autoOfferReadyOrders });
  return row;
}

/** The weekly opening hours as stored (JSON text), if the row exists. */
export async function readOpeningHoursText(db: Db | Tx): Promise<string | null | undefined> {
  const [row] = await db.select({ hours: settings.openingHours }).from(settings).limit(1);
  return row?.hours;
}

/** Writes the opening hours and fees in the caller's transaction; false without a settings row. */
export async function writeHoursAndFees(
  tx: Tx,
  openingHours: string,
  fees: StoreSettingsUpdate['fees'],
): Promise<boolean> {
  const changed = await tx
    .update(settings)
    .set({ openingHours, ...fees, updatedAt: sql`now()` })
    .returning({ id: settings.id });
  return changed.length > 0;
}
