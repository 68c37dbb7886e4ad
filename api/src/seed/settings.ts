import type { Tx } from '../db/client';
import { settings } from '../modules/content/content.tables';
import { orderingSwitches } from '../modules/ordering/ordering.tables';

/** The hours the footer shows: Mon-Fri 11:00-22:00, Sat 12:00-23:00, Sun 12:00-21:00. */
export const DEMO_OPENING_HOURS = {
  Monday: { open: '11:00', close: '22:00' },
  Tuesday: { open: '11:00', close: '22:00' },
  Wednesday: { open: '11:00', close: '22:00' },
  Thursday: { open: '11:00', close: '22:00' },
  Friday: { open: '11:00', close: '22:00' },
  Saturday: { open: '12:00', close: '23:00' },
  Sunday: { open: '12:00', close: '21:00' },
};

export async function seedShopSettings(tx: Tx): Promise<void> {
  await tx.insert(settings).values({
    id: 1,
    address: 'Haarlemmerstraat 73, 1013 EL Amsterdam',
    phone: '+31 20 123 4567',
    email: 'info@italieno.nl',
    openingHours: JSON.stringify(DEMO_OPENING_HOURS),
  });
  await tx.insert(orderingSwitches).values({ id: 1 }).onConflictDoNothing();
}
