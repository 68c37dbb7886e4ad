import { count } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { users } from '../modules/auth/auth.tables';
import { seedAccounts, DEMO_ACCOUNTS } from './accounts';
import { seedShopSettings } from './settings';
import { seedMenu } from './menu';
import { seedMerchandise } from './merchandise';
import { seedContent } from './content';
import { seedGeo } from './geo';
import { seedDemoOrders } from './orders';

export { DEMO_ACCOUNTS };

/**
 * Fills an empty database with the demo shop: accounts for every role, the menu, merchandise,
 * zones, a partner bar, reviews, page texts, settings and opening hours, and with `liveOrders`
 * orders in every state of the kitchen board (for `make start`, not for tests). A database that
 * already has users is left alone, so restarts keep what was changed.
 */
export async function seedDemoData(
  db: Db,
  log: Logger,
  options: { liveOrders?: boolean } = {},
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedShopSettings(tx);
    await seedMenu(tx);
    await seedMerchandise(tx);
    await seedContent(tx);
    await seedGeo(tx);
    if (options.liveOrders) await seedDemoOrders(tx);
  });
  log.info('demo data seeded');
  return true;
}
