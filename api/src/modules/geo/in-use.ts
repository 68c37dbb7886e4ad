import type { Tx } from '../../db/client';
import { conflict } from '../../shared/errors/app-error';
import { apiMessage } from '@shop/contracts';

/** A zone or a bar, as an order names it. */
export type OrderedPlace = { zoneId: number } | { barId: number };

/** Whether any order names the place; the orders module answers it. */
export type PlaceHasOrders = (tx: Tx, place: OrderedPlace) => Promise<boolean>;

/**
 * A zone or bar an order names is not deleted: the order history keeps the zone its fee came
 * from and the bar its commission is owed to. The admin switches it off instead.
 */
export async function refuseDeleteWhenOrdered(
  hasOrders: PlaceHasOrders,
  tx: Tx,
  place: OrderedPlace,
  name: string,
  code: 'zone_in_use' | 'bar_in_use',
): Promise<void> {
  if (await hasOrders(tx, place)) {
    throw conflict(apiMessage(code, { name }));
  }
}
