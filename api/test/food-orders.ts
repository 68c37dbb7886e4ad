import { afterAll, beforeAll } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { comboChoices, menuItemOptions, menuItems } from '../src/modules/menu/menu.tables';
import { bars, deliveryZones } from '../src/modules/geo/geo.tables';
import { orders } from '../src/modules/orders/orders.tables';
import { outbox } from '../src/shared/events/outbox.tables';
import { startSeededApp, type SeededApp } from './seeded-app';

/** Addresses the embedded geocoder knows, one per situation. */
export const ADDRESSES = {
  /** Amsterdam City Center: fee 2.50, minimum 15.00. */
  damrak: {
    streetAddress: 'Damrak 1',
    city: 'Amsterdam',
    zipCode: '1012 LG',
    country: 'Netherlands',
  },
  /** West & Zuid: fee 3.50, minimum 20.00. */
  museumplein: {
    streetAddress: 'Museumplein 6',
    city: 'Amsterdam',
    zipCode: '1071 DJ',
    country: 'Netherlands',
  },
  /** Nieuw-West: outside every zone. */
  osdorp: {
    streetAddress: 'Osdorpplein 10',
    city: 'Amsterdam',
    zipCode: '1068 EL',
    country: 'Netherlands',
  },
} as const;

export const DAMRAK_POINT = { latitude: 52.3755, longitude: 4.8958 };

export const guestContact = {
  customerName: 'Sofia Romano',
  email: 'sofia@example.com',
  customerPhone: '+31 6 12345678',
};

/** The seeded menu by name: ids, prices and options as the database holds them. */
export async function seededMenu(db: Db) {
  const items = await db.select().from(menuItems);
  const options = await db.select().from(menuItemOptions);
  const choices = await db.select().from(comboChoices);
  const item = (name: string) => {
    const row = items.find((i) => i.name === name);
    if (!row) throw new Error(`no menu item ${name}`);
    return { ...row, options: options.filter((o) => o.menuItemId === row.id) };
  };
  return { items, options, choices, item };
}

export async function zoneByName(db: Db, name: string) {
  const [zone] = await db.select().from(deliveryZones).where(eq(deliveryZones.name, name));
  if (!zone) throw new Error(`no zone ${name}`);
  return zone;
}

export async function foodOrderCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

/** The outbox rows of one event name. */
export async function outboxEvents(db: Db, name: string) {
  return db.select().from(outbox).where(eq(outbox.name, name));
}

/**
 * A seeded app for placing food orders, started once for the test file that calls this (at its
 * top level), with the demo menu and a closed bar ('bar-chiuso'). The accessors read the app
 * once it has started.
 */
export function placingOrdersApp() {
  let app: SeededApp | undefined;
  let menu: Awaited<ReturnType<typeof seededMenu>> | undefined;
  beforeAll(async () => {
    app = await startSeededApp();
    menu = await seededMenu(app.database.db);
    await app.database.db.insert(bars).values({
      slug: 'bar-chiuso',
      name: 'Bar Chiuso',
      address: 'Javastraat 1, 1094 HA Amsterdam',
      latitude: 52.363,
      longitude: 4.9395,
      active: false,
    });
  });
  afterAll(async () => {
    await app?.stop();
  });
  const started = () => {
    if (!app || !menu) throw new Error('the app starts in beforeAll');
    return { app, menu };
  };
  const porchetta = () => started().menu.item('Panino Porchetta');
  return {
    app: () => started().app,
    db: () => started().app.database.db,
    menu: () => started().menu,
    porchetta,
    mozzarella: () => porchetta().options.find((o) => o.value === 'Extra mozzarella')!,
    combo: () => started().menu.item('Combo Panino'),
    /** A delivery order to Damrak (City Center) that clears the 15.00 minimum. */
    deliveryOrder: (extra: Record<string, unknown> = {}) => ({
      items: [{ menuItemId: porchetta().id, quantity: 2 }],
      deliveryAddress: ADDRESSES.damrak,
      paymentMethod: 'card',
      ...guestContact,
      ...extra,
    }),
  };
}
