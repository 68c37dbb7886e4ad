import { z } from 'zod';
import { Euros } from '../common/money';
import { Id } from '../common/ids';
import { Latitude, Longitude } from '../common/geo';
import { DeliveryZone } from './zone.schema';

/**
 * The geo calls of the spec's table. Answers carry both spellings the old clients read
 * (isValid and valid; zipCode and postalCode; isActive and active).
 */

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

const coordinate = (schema: typeof Latitude) =>
  z.coerce
    .number({ error: 'Invalid coordinates' })
    .pipe(schema.refine(Number.isFinite, 'Invalid coordinates'));

export const GeocodeInput = z
  .object({
    address: z
      .string({ error: 'Please enter an address' })
      .trim()
      .min(1, 'Please enter an address')
      .max(300, 'That address is too long'),
  })
  .meta({ id: 'GeocodeInput' });
export type GeocodeInput = z.infer<typeof GeocodeInput>;

/** {lat, lng} as the map and the validators send it. */
export const LatLngInput = z
  .object({ lat: coordinate(Latitude), lng: coordinate(Longitude) })
  .meta({ id: 'LatLngInput' });
export type LatLngInput = z.infer<typeof LatLngInput>;

/** {latitude, longitude} as the other validators send it. */
export const LatitudeLongitudeInput = z
  .object({ latitude: coordinate(Latitude), longitude: coordinate(Longitude) })
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
  })
  .meta({ id: 'GeocodeResult' });
export type GeocodeResult = z.infer<typeof GeocodeResult>;

export const PointValidation = z
  .object({
    isValid: z.boolean(),
    valid: z.boolean(),
    zone: ZoneSummary.nullable(),
    message: z.string(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
  })
  .meta({ id: 'PointValidation' });
export type PointValidation = z.infer<typeof PointValidation>;

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
      .string({ error: 'This QR code is not valid for delivery' })
      .trim()
      .min(1, 'This QR code is not valid for delivery')
      .max(500),
  })
  .meta({ id: 'VerifyQrInput' });
export type VerifyQrInput = z.infer<typeof VerifyQrInput>;

export const QrVerification = z
  .object({
    isValid: z.boolean(),
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
    message: z.string(),
  })
  .meta({ id: 'QrVerification' });
export type QrVerification = z.infer<typeof QrVerification>;

export const IN_ZONE_MESSAGE = (zoneName: string) =>
  `Great! Your address is within our delivery zone: ${zoneName}`;
export const OUT_OF_ZONE_MESSAGE =
  "Out of Delivery Range: Sorry, we don't currently deliver to this address. Try another address or visit one of our locations.";
export const ADDRESS_NOT_FOUND_MESSAGE =
  "We couldn't find your address. Please check the spelling and try again.";
