import type { Tx } from '../../db/client';
import { conflict } from '../../shared/errors/app-error';
import { placeHasOrders } from '../orders';

/**
 * A zone or bar an order names is not deleted: the order history keeps the zone its fee came
 * from and the bar its commission is owed to. The admin switches it off instead.
 */
export async function refuseDeleteWhenOrdered(
  tx: Tx,
  place: { zoneId: number } | { barId: number },
  name: string,
  code: 'zone_in_use' | 'bar_in_use',
): Promise<void> {
  if (await placeHasOrders(tx, place)) {
    throw conflict(
      `"${name}" has orders, so it cannot be deleted. Switch it off (inactive) instead.`,
      code,
    );
  }
}
