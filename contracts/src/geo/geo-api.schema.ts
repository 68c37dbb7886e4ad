import { z } from 'zod';
import { Euros } from '../common/euros.schema';
import { Id } from '../common/ids';
import { DeliveryZone } from './zone.schema';
import { CodedText } from '../common/errors';
import { API_MESSAGES } from '../errors/api-messages';
import { vm } from '../errors/validation-messages';

/**
 * The geo calls of the spec's table. Answers carry both spellings the old clients read
 * (isValid and valid; zipCode and postalCode; isActive and active).
 */

/** The code of an answer's `message` (an old answer has none: its English stands alone). */
const messageTexts = z.object({ message: CodedText }).optional();

export const ZoneSummary = z
  .object({
    id: Id,
    name: z.string(),
    deliveryFee: Euros,
    minimumOrderAmount: Euros,
    estimatedTime: z.string(),
    isActive: z.boolean(),
    active: z.boolean(),
  })
  .meta({ id: 'ZoneSummary' });
export type ZoneSummary = z.infer<typeof ZoneSummary>;

export const ZonesResponse = z
  .object({ zones: z.array(DeliveryZone) })
  .meta({ id: 'ZonesResponse' });
export type ZonesResponse = z.infer<typeof ZonesResponse>;

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * A coordinate as a JSON number or a numeric string (query strings, form fields). null, '',
 * booleans and arrays are refused rather than read as 0.
 */
const coordinate = (name: 'Latitude' | 'Longitude', limit: 90 | 180) =>
  z
    .union([z.number(), z.string().trim().regex(NUMERIC).transform(Number)], {
      error: vm('invalid_coordinates'),
    })
    .pipe(
      z
        .number({ error: vm('invalid_coordinates') })
        .min(-limit, vm(name === 'Latitude' ? 'latitude_range' : 'longitude_range'))
        .max(limit, vm(name === 'Latitude' ? 'latitude_range' : 'longitude_range')),
    );

export const GeocodeInput = z
  .object({
    address: z
      .string({ error: vm('address_to_check_required') })
      .trim()
      .min(1, vm('address_to_check_required'))
      .max(300, vm('address_to_check_too_long')),
  })
  .meta({ id: 'GeocodeInput' });
export type GeocodeInput = z.infer<typeof GeocodeInput>;

/** {lat, lng} as the map and the validators send it (query strings are read as numbers). */
export const LatLngInput = z
  .object({ lat: coordinate('Latitude', 90), lng: coordinate('Longitude', 180) })
  .meta({ id: 'LatLngInput' });
export type LatLngInput = z.infer<typeof LatLngInput>;

/** {latitude, longitude} as the other validators send it. */
export const LatitudeLongitudeInput = z
  .object({ latitude: coordinate('Latitude', 90), longitude: coordinate('Longitude', 180) })
  .meta({ id: 'LatitudeLongitudeInput' });
export type LatitudeLongitudeInput = z.infer<typeof LatitudeLongitudeInput>;

export const PostalAddress = z
  .object({
    streetAddress: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    zipCode: z.string(),
    country: z.string(),
  })
  .meta({ id: 'PostalAddress' });
export type PostalAddress = z.infer<typeof PostalAddress>;

export const GeocodeResult = z
  .object({
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
    lat: z.number(),
    lng: z.number(),
    placeName: z.string(),
    formattedAddress: z.string(),
    address: PostalAddress,
    inDeliveryZone: z.boolean(),
    zone: ZoneSummary.nullable(),
    /** True when the position is a postcode or street centroid rather than the exact door. */
    approximate: z.boolean(),
    message: z.string(),
    texts: messageTexts,
  })
  .meta({ id: 'GeocodeResult' });
export type GeocodeResult = z.infer<typeof GeocodeResult>;

export const PointValidation = z
  .object({
    isValid: z.boolean(),
    valid: z.boolean(),
    zone: ZoneSummary.nullable(),
    message: z.string(),
    texts: messageTexts,
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
  })
  .meta({ id: 'PointValidation' });
export type PointValidation = z.infer<typeof PointValidation>;

/** The customer side's zone validation result: name, isValid, message (plus the point answer). */
export const ZoneValidation = PointValidation.extend({ name: z.string().nullable() }).meta({
  id: 'ZoneValidation',
});
export type ZoneValidation = z.infer<typeof ZoneValidation>;

export const ReverseGeocodeResult = z
  .object({
    address: PostalAddress,
    formattedAddress: z.string(),
    inDeliveryZone: z.boolean(),
    zone: ZoneSummary.nullable(),
    approximate: z.boolean(),
  })
  .meta({ id: 'ReverseGeocodeResult' });
export type ReverseGeocodeResult = z.infer<typeof ReverseGeocodeResult>;

export const VerifyQrInput = z
  .object({
    code: z
      .string({ error: vm('qr_code_invalid') })
      .trim()
      .min(1, vm('qr_code_invalid'))
      .max(500, vm('qr_code_invalid')),
  })
  .meta({ id: 'VerifyQrInput' });
export type VerifyQrInput = z.infer<typeof VerifyQrInput>;

/** What a QR code points at: a whole zone, a custom delivery spot, or a partner bar. */
export const QrKind = z.enum(['zone', 'location', 'bar']);
export type QrKind = z.infer<typeof QrKind>;

export const QrVerification = z
  .object({
    isValid: z.boolean(),
    /** null when the code is not one of ours. */
    kind: QrKind.nullable(),
    location: z
      .object({
        latitude: z.number(),
        longitude: z.number(),
        address: z.string(),
        city: z.string(),
        state: z.string(),
        postalCode: z.string(),
        country: z.string(),
        description: z.string(),
      })
      .nullable(),
    zone: ZoneSummary.nullable(),
    /** The custom location's id for kind 'location', so the page can store it. */
    customId: z.string().nullable(),
    /** The bar's slug for kind 'bar': the web app continues at /bar/{slug}. */
    barSlug: z.string().nullable(),
    message: z.string(),
    texts: messageTexts,
  })
  .meta({ id: 'QrVerification' });
export type QrVerification = z.infer<typeof QrVerification>;

export const IN_ZONE_MESSAGE = (zoneName: string) => API_MESSAGES.in_zone({ zone: zoneName });
export const OUT_OF_ZONE_MESSAGE = API_MESSAGES.out_of_zone;
export const ADDRESS_NOT_FOUND_MESSAGE = API_MESSAGES.address_not_found;
/** A delivery point far from where its address lies (a food order's cross-check). */
export const ADDRESS_POINT_MISMATCH_MESSAGE = API_MESSAGES.address_point_mismatch;
/** The geocoder is down, slow or refusing: the spec's address-check failure text. */
export const GEOCODER_UNAVAILABLE_MESSAGE = API_MESSAGES.geocoder_unavailable;
/** A map point with no address near it. */
export const LOCATION_DETAILS_NOT_FOUND_MESSAGE = API_MESSAGES.location_details_not_found;
export const QR_INVALID_MESSAGE = vm('qr_code_invalid');
export const QR_VALID_MESSAGE = API_MESSAGES.qr_valid;
export const QR_LOCATION_NOT_FOUND_MESSAGE = API_MESSAGES.qr_location_not_found;
export const CUSTOM_LOCATION_NOT_FOUND_MESSAGE = API_MESSAGES.custom_location_not_found;
export const LOCATION_UNAVAILABLE_MESSAGE = API_MESSAGES.location_unavailable;
export const LOCATION_OUTSIDE_ZONE_MESSAGE = API_MESSAGES.location_outside_zone;
export const GEOCODE_RATE_LIMIT_MESSAGE = API_MESSAGES.geocode_rate_limited;
