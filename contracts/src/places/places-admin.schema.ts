import { z } from 'zod';
import { Id } from '../common/ids';
import { Latitude, Longitude } from '../common/geo';
import { API_MESSAGES } from '../errors/api-messages';

/**
 * The back office's delivery zones, custom QR locations and partner bars. Money is in cents,
 * as the tables hold it; the screens show euros.
 */

/** A slug as the shop's links and QR codes carry it: lower-case words joined by hyphens. */
export const PLACE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PLACE_SLUG_MESSAGE =
  'Use lower-case letters, digits and single hyphens, e.g. ndsm-terrace';
export const SLUG_TAKEN_MESSAGE = API_MESSAGES.slug_taken;
export const ZONE_NAME_TAKEN_MESSAGE = API_MESSAGES.zone_name_taken;
export const ZONE_TOO_FEW_POINTS_MESSAGE = API_MESSAGES.zone_shape({ problem: 'too_few_points' });
export const ZONE_NO_AREA_MESSAGE = API_MESSAGES.zone_shape({ problem: 'no_area' });
export const ZONE_SELF_CROSSING_MESSAGE = API_MESSAGES.zone_shape({ problem: 'self_crossing' });

const slug = (max: number) =>
  z
    .string({ error: 'Slug is required' })
    .trim()
    .min(1, 'Slug is required')
    .max(max, `At most ${max} characters`)
    .regex(PLACE_SLUG_PATTERN, PLACE_SLUG_MESSAGE);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `At most ${max} characters`);

const cents = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is at most € ${max / 100}`);

/** A ring as the editor draws it: [lng, lat] corners; closing it (first = last) is optional. */
export const ZoneRing = z
  .array(z.tuple([Longitude, Latitude]), { error: 'Draw the zone on the map' })
  .min(3, ZONE_TOO_FEW_POINTS_MESSAGE)
  .max(2000, 'A zone has at most 2000 corners');

export const AdminZoneInput = z
  .object({
    name: text('Name', 80),
    deliveryFeeCents: cents('Delivery fee', 100_00),
    minimumOrderCents: cents('Minimum order', 1000_00),
    estimatedTime: z.string().trim().max(40, 'At most 40 characters'),
    isActive: z.boolean(),
    /** The outer border first; further rings are holes. */
    coordinates: z
      .array(ZoneRing, { error: 'Draw the zone on the map' })
      .min(1, 'Draw the zone on the map')
      .max(20, 'At most 20 rings'),
  })
  .meta({ id: 'AdminZoneInput' });
export type AdminZoneInput = z.infer<typeof AdminZoneInput>;
export type AdminZoneFormValues = z.input<typeof AdminZoneInput>;

export const AdminZone = z
  .object({
    id: Id,
    name: z.string(),
    deliveryFeeCents: z.number().int(),
    minimumOrderCents: z.number().int(),
    estimatedTime: z.string(),
    isActive: z.boolean(),
    sortOrder: z.number().int(),
    /** Closed rings of [lng, lat], the first the outer border. */
    coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
  })
  .meta({ id: 'AdminZone' });
export type AdminZone = z.infer<typeof AdminZone>;

export const ZoneOverlap = z.object({
  zoneId: Id,
  name: z.string(),
  message: z.string(),
});
export type ZoneOverlap = z.infer<typeof ZoneOverlap>;

export const AdminZoneList = z.object({ zones: z.array(AdminZone) }).meta({ id: 'AdminZoneList' });
export type AdminZoneList = z.infer<typeof AdminZoneList>;

/** A saved zone, with the active zones it overlaps: a warning, not a refusal. */
export const AdminZoneSaved = z
  .object({ zone: AdminZone, warnings: z.array(ZoneOverlap) })
  .meta({ id: 'AdminZoneSaved' });
export type AdminZoneSaved = z.infer<typeof AdminZoneSaved>;

/** Shared by custom locations and bars: where the place is. */
const placeFields = {
  name: text('Name', 120),
  address: text('Address', 300),
  latitude: z
    .number({ error: 'Latitude is required' })
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90'),
  longitude: z
    .number({ error: 'Longitude is required' })
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180'),
  active: z.boolean(),
};

export const AdminCustomLocationInput = z
  .object({
    customId: slug(64),
    ...placeFields,
    description: z.string().trim().max(500, 'At most 500 characters'),
  })
  .meta({ id: 'AdminCustomLocationInput' });
export type AdminCustomLocationInput = z.infer<typeof AdminCustomLocationInput>;
export type AdminCustomLocationFormValues = z.input<typeof AdminCustomLocationInput>;

export const AdminCustomLocation = z
  .object({
    id: Id,
    customId: z.string(),
    name: z.string(),
    description: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    active: z.boolean(),
  })
  .meta({ id: 'AdminCustomLocation' });
export type AdminCustomLocation = z.infer<typeof AdminCustomLocation>;

export const AdminCustomLocationList = z
  .object({ locations: z.array(AdminCustomLocation) })
  .meta({ id: 'AdminCustomLocationList' });
export type AdminCustomLocationList = z.infer<typeof AdminCustomLocationList>;

export const AdminBarInput = z
  .object({
    slug: slug(80),
    ...placeFields,
    /** The bar's share of its orders' turnover, in per cent with at most two decimals. */
    commissionPercent: z
      .number({ error: 'Commission must be a number' })
      .min(0, 'Commission cannot be negative')
      .max(100, 'Commission is at most 100 %')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'At most two decimals'),
  })
  .meta({ id: 'AdminBarInput' });
export type AdminBarInput = z.infer<typeof AdminBarInput>;
export type AdminBarFormValues = z.input<typeof AdminBarInput>;

export const AdminBar = z
  .object({
    id: Id,
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    active: z.boolean(),
    commissionPercent: z.number(),
  })
  .meta({ id: 'AdminBar' });
export type AdminBar = z.infer<typeof AdminBar>;

export const AdminBarList = z.object({ bars: z.array(AdminBar) }).meta({ id: 'AdminBarList' });
export type AdminBarList = z.infer<typeof AdminBarList>;

/** What a printed code points at, and the text it holds. */
export const QrCodeEntry = z
  .object({
    kind: z.enum(['zone', 'location', 'bar']),
    id: Id,
    name: z.string(),
    active: z.boolean(),
    /** The shop link the code encodes, e.g. https://italieno.nl/bar/bar-fiorella. */
    payload: z.string(),
    /** One line for the printed sheet: what a guest does with the code. */
    instruction: z.string(),
  })
  .meta({ id: 'QrCodeEntry' });
export type QrCodeEntry = z.infer<typeof QrCodeEntry>;

export const QrCodeList = z.object({ codes: z.array(QrCodeEntry) }).meta({ id: 'QrCodeList' });
export type QrCodeList = z.infer<typeof QrCodeList>;

export const QrCodeQuery = z.object({
  kind: z.enum(['zone', 'location', 'bar']).optional(),
});
