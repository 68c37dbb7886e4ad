import { sql } from 'drizzle-orm';
import type { Order } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { drivers } from './drivers.tables';

export type DriverCard = NonNullable<Order['driver']>;

/** Every view of an order with a driver shows their card. */
const driversByIdQuery = prepared((db) =>
  db
    .select()
    .from(drivers)
    .where(sql`${drivers.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('drivers_cards_by_id'),
);

/**
 * What an order's page shows of its driver: name, phone, vehicle and the last stored position
 * (the positions gateway keeps it a few seconds fresh while they ride). By driver id.
 */
export async function driverCards(
  db: Db | Tx,
  ids: readonly number[],
): Promise<Map<number, DriverCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await driversByIdQuery(db).execute({ ids: unique });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.fullName,
        phone: row.phone,
        vehicleType: row.vehicleType,
        currentLocation:
          row.lastLatitude !== null && row.lastLongitude !== null
            ? { lat: row.lastLatitude, lng: row.lastLongitude }
            : null,
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      },
    ]),
  );
}
