import { z } from 'zod';
import { PolygonCoordinates } from '@shop/contracts';
import type { Tx } from '../db/client';
import { bars, customLocations, deliveryZones } from '../modules/geo/geo.tables';
import zonesJson from './data/zones.json' with { type: 'json' };

/** Built by api/scripts/build-zones.ts from the Amsterdam district boundaries. */
const ZoneShapes = z.array(
  z.object({ name: z.string(), districts: z.array(z.string()), coordinates: PolygonCoordinates }),
);

/** Fee, minimum order and the delivery time the saved-address screen shows, per zone. */
export const DEMO_ZONE_TERMS: Record<
  string,
  { deliveryFeeCents: number; minimumOrderCents: number; estimatedTime: string }
> = {
  'Amsterdam City Center': {
    deliveryFeeCents: 250,
    minimumOrderCents: 1500,
    estimatedTime: '20-30 min',
  },
  'West & Zuid': { deliveryFeeCents: 350, minimumOrderCents: 2000, estimatedTime: '30-45 min' },
  'Noord & Oost': { deliveryFeeCents: 450, minimumOrderCents: 2500, estimatedTime: '35-50 min' },
};

export const DEMO_BAR = {
  slug: 'bar-fiorella',
  name: 'Bar Fiorella',
  address: 'Nieuwmarkt 17, 1012 CR Amsterdam',
  latitude: 52.37258,
  longitude: 4.90045,
  active: true,
  commissionBps: 1000,
};

/** A custom QR location, so the back office's QR sheet has one of each kind. */
export const DEMO_CUSTOM_LOCATION = {
  customId: 'ndsm-wharf',
  name: 'NDSM Wharf terrace',
  description: 'By the crane, next to the ferry stop',
  address: 'NDSM-Plein 28, 1033 WB Amsterdam',
  latitude: 52.4009,
  longitude: 4.8939,
  active: true,
};

export async function seedGeo(tx: Tx): Promise<void> {
  const shapes = ZoneShapes.parse(zonesJson);
  await tx.insert(deliveryZones).values(
    shapes.map((shape, i) => {
      const terms = DEMO_ZONE_TERMS[shape.name];
      if (!terms) throw new Error(`No fee and minimum order for zone ${shape.name}`);
      return { name: shape.name, coordinates: shape.coordinates, sortOrder: i + 1, ...terms };
    }),
  );
  await tx.insert(bars).values(DEMO_BAR);
  await tx.insert(customLocations).values(DEMO_CUSTOM_LOCATION);
}
