import { z } from 'zod';
import { Euros } from '../common/euros.schema';
import { Id } from '../common/ids';
import { PolygonCoordinates } from '../common/geo';

export const DeliveryZone = z
  .object({
    id: Id,
    name: z.string(),
    deliveryFee: Euros,
    minimumOrderAmount: Euros,
    /** Both spellings are sent: the map reads isActive, the QR flow reads active. */
    isActive: z.boolean(),
    active: z.boolean(),
    estimatedTime: z.string(),
    coordinates: PolygonCoordinates,
  })
  .meta({ id: 'DeliveryZone' });
export type DeliveryZone = z.infer<typeof DeliveryZone>;

export const Bar = z
  .object({
    id: Id,
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    active: z.boolean(),
  })
  .meta({ id: 'Bar' });
export type Bar = z.infer<typeof Bar>;

/** A QR code printed for a spot the zones alone do not describe (a bar terrace, an event). */
export const CustomLocation = z
  .object({
    id: Id,
    customId: z.string(),
    name: z.string(),
    description: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    address: z.string(),
    active: z.boolean(),
  })
  .meta({ id: 'CustomLocation' });
export type CustomLocation = z.infer<typeof CustomLocation>;
