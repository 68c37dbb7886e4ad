import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { BAR_PICKUP_WINDOW_HOURS, type BarPickupBoard } from '@shop/contracts';
import { Topics } from '@shop/contracts/realtime';
import type { Db } from '../../db/client';
import type { GeoService } from '../geo';
import { orders } from './orders.tables';

/**
 * A partner bar's pickup screen: the numbers of its orders the kitchen has accepted and not yet
 * readied, and of those ready at the bar, oldest first. Order numbers only: the screen is public.
 */
export async function barPickupBoard(
  db: Db,
  geo: GeoService,
  slug: string,
  now = new Date(),
): Promise<BarPickupBoard> {
  const bar = await geo.bar(slug);
  const rows = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.barId, bar.id),
        inArray(orders.status, ['preparing', 'ready']),
        isNotNull(orders.acceptedAt),
        gte(orders.acceptedAt, new Date(now.getTime() - BAR_PICKUP_WINDOW_HOURS * 3_600_000)),
      ),
    )
    .orderBy(asc(orders.acceptedAt), asc(orders.id));
  const numbers = (status: 'preparing' | 'ready') =>
    rows.filter((row) => row.status === status).map((row) => row.id);
  return {
    barName: bar.name,
    topic: Topics.barPickup(bar.id),
    preparing: numbers('preparing'),
    ready: numbers('ready'),
  };
}
