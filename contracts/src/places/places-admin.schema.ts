import { z } from 'zod';
import { Id } from '../common/ids';
import { Latitude, Longitude } from '../common/geo';
import { API_MESSAGES } from '../errors/api-messages';
import { CodedText } from '../common/errors';
import { vm, type NamedField, type ZoneAmount } from '../errors/validation-messages';

/**
 * The back office's delivery zones, custom QR locations and partner bars. Money is in cents,
 * as the tables hold it; the screens show euros.
 */

/** A slug as the shop's links and QR codes carry it: lower-case words joined by hyphens. */
export const PLACE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PLACE_SLUG_MESSAGE = vm('slug_format');
export const SLUG_TAKEN_MESSAGE = API_MESSAGES.slug_taken;
export const ZONE_NAME_TAKEN_MESSAGE = API_MESSAGES.zone_name_taken;
export const ZONE_TOO_FEW_POINTS_MESSAGE = API_MESSAGES.zone_shape({ problem: 'too_few_points' });
export const ZONE_NO_AREA_MESSAGE = API_MESSAGES.zone_shape({ problem: 'no_area' });
export const ZONE_SELF_CROSSING_MESSAGE = API_MESSAGES.zone_shape({ problem: 'self_crossing' });

const slug = (max: number) =>
  z
    .string({ error: vm('slug_required') })
    .trim()
    .min(1, vm('slug_required'))
    .max(max, vm('at_most_characters', { max }))
    .regex(PLACE_SLUG_PATTERN, PLACE_SLUG_MESSAGE);

const text = (field: NamedField, max: number) =>
  z
    .string({ error: vm('field_required', { field }) })
    .trim()
    .min(1, vm('field_required', { field }))
    .max(max, vm('at_most_characters', { max }));

const cents = (amount: ZoneAmount, maxCents: number) =>
  z
    .number({ error: vm('amount_not_a_number', { amount }) })
    .int(vm('amount_not_whole_cents', { amount }))
    .min(0, vm('amount_negative', { amount }))
    .max(maxCents, vm('amount_too_high', { amount, maxCents }));

/** A ring as the editor draws it: [lng, lat] corners; closing it (first = last) is optional. */
export const ZoneRing = z
  .array(z.tuple([Longitude, Latitude]), { error: vm('zone_not_drawn') })
  .min(3, ZONE_TOO_FEW_POINTS_MESSAGE)
  .max(2000, vm('zone_too_many_corners'));

export const AdminZoneInput = z
  .object({
    name: text('name', 80),
    deliveryFeeCents: cents('delivery_fee', 100_00),
    minimumOrderCents: cents('minimum_order', 1000_00),
    estimatedTime: z
      .string()
      .trim()
      .max(40, vm('at_most_characters', { max: 40 })),
    isActive: z.boolean(),
    /** The outer border first; further rings are holes. */
    coordinates: z
      .array(ZoneRing, { error: vm('zone_not_drawn') })
      .min(1, vm('zone_not_drawn'))
      .max(20, vm('zone_too_many_rings')),
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
  /** The code of `message` (zone_overlap) and its values. */
  texts: z.object({ message: CodedText }).optional(),
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
  name: text('name', 120),
  address: text('address', 300),
  latitude: z
    .number({ error: vm('latitude_required') })
    .min(-90, vm('latitude_range'))
    .max(90, vm('latitude_range')),
  longitude: z
    .number({ error: vm('longitude_required') })
    .min(-180, vm('longitude_range'))
    .max(180, vm('longitude_range')),
  active: z.boolean(),
};

export const AdminCustomLocationInput = z
  .object({
    customId: slug(64),
    ...placeFields,
    description: z
      .string()
      .trim()
      .max(500, vm('at_most_characters', { max: 500 })),
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
      .number({ error: vm('commission_not_a_number') })
      .min(0, vm('commission_negative'))
      .max(100, vm('commission_too_high'))
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, vm('commission_decimals')),
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
    /** The code of `instruction` and its values. */
    texts: z.object({ instruction: CodedText }).optional(),
  })
  .meta({ id: 'QrCodeEntry' });
export type QrCodeEntry = z.infer<typeof QrCodeEntry>;

export const QrCodeList = z.object({ codes: z.array(QrCodeEntry) }).meta({ id: 'QrCodeList' });
export type QrCodeList = z.infer<typeof QrCodeList>;

export const QrCodeQuery = z.object({
  kind: z.enum(['zone', 'location', 'bar']).optional(),
});
