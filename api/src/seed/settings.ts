import type { LegalDetails } from '@shop/contracts';
import type { Tx } from '../db/client';
import { settings } from '../modules/content/content.tables';
import { orderingSwitches } from '../modules/ordering/ordering.tables';
import { storeRules } from '../modules/settings-admin/store-settings.tables';

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

/**
 * Example legal details, in the formats the Chamber of Commerce and the tax office use, so the
 * first invoice shows where each belongs; an admin replaces them in Store settings.
 */
export const DEMO_LEGAL_DETAILS: LegalDetails = {
  legalName: 'Italieno Amsterdam B.V.',
  streetAddress: 'Haarlemmerstraat 73',
  postalCode: '1013 EL',
  city: 'Amsterdam',
  kvkNumber: '12345678',
  vatId: 'NL123456789B01',
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
  await tx
    .insert(storeRules)
    .values({ id: 1, legalDetails: DEMO_LEGAL_DETAILS })
    .onConflictDoUpdate({ target: storeRules.id, set: { legalDetails: DEMO_LEGAL_DETAILS } });
}
