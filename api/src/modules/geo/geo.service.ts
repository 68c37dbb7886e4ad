import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  QR_INVALID_MESSAGE,
  apiMessage,
  codedText,
  type ApiMessage,
  type Bar,
  type CustomLocation,
  type DeliveryZone,
  type GeocodeResult,
  type PointValidation,
  type PostalAddress,
  type QrVerification,
  type ReverseGeocodeResult,
  type ZoneSummary,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound, unavailable } from '../../shared/errors/app-error';
import { NETHERLANDS, parseAddress } from './address-parser';
import { pointMatchesAddress, sharedGazetteer, type Gazetteer } from './embedded-geocoder';
import { GeocoderUnavailableError, type GeocodedAddress, type Geocoder } from './geocoder';
import { bars, customLocations } from './geo.tables';
import { parseQrCode } from './qr-codes';
import type { Zone, ZoneDirectory } from './zone-directory';

const toPostal = (a: GeocodedAddress): PostalAddress => ({
  streetAddress: a.streetAddress,
  city: a.city,
  state: a.state,
  postalCode: a.postalCode,
  zipCode: a.postalCode,
  country: a.country,
});

/** An answer's `message`: the English, with its code beside it in `texts`. */
type Note = Pick<PointValidation, 'message' | 'texts'>;
const note = (message: ApiMessage): Note => ({
  message: message.text,
  texts: { message: codedText(message) },
});
/** A code that is not one of the shop's: the QR code's validation message. */
const QR_INVALID: Note = {
  message: QR_INVALID_MESSAGE,
  texts: { message: { code: 'qr_code_invalid' } },
};

const zoneNote = (zone: Zone | null): Note =>
  note(zone ? apiMessage('in_zone', { zone: zone.name }) : apiMessage('out_of_zone'));

const qrAnswer = (
  isValid: boolean,
  message: Note,
  extra: Partial<QrVerification> = {},
): QrVerification => ({
  isValid,
  kind: null,
  location: null,
  zone: null,
  customId: null,
  barSlug: null,
  ...message,
  ...extra,
});
const QR_VALID = note(apiMessage('qr_valid'));
const QR_NOT_FOUND = note(apiMessage('qr_location_not_found'));
const LOCATION_UNAVAILABLE = note(apiMessage('location_unavailable'));

/** Delivery zones, geocoding and the QR, bar and custom-location lookups. */
export class GeoService {
  constructor(
    private readonly db: Db,
    readonly zones: ZoneDirectory,
    readonly geocoder: Geocoder,
    private readonly log: Logger,
    private readonly gazetteer: Gazetteer = sharedGazetteer(),
  ) {}

  /**
   * Whether a delivery point can be where the typed address is, by the embedded gazetteer
   * (offline, whichever geocoder is configured); null when it cannot place the address.
   */
  pointMatchesAddress(address: string, lat: number, lng: number): boolean | null {
    return pointMatchesAddress(this.gazetteer, address, lat, lng);
  }

  /** The active zones for the map. */
  async listZones(): Promise<DeliveryZone[]> {
    return (await this.zones.active()).map((z) => z.view);
  }

  /** One zone, active or not (the QR page decides what an inactive zone means). */
  async zone(id: number): Promise<ZoneSummary> {
    const zone = await this.zones.byId(id);
    if (!zone) throw notFound('qr_location_not_found');
    return zone.summary;
  }

  async geocode(address: string): Promise<GeocodeResult> {
    const found = await this.ask(() => this.geocoder.geocode(address));
    if (!found) throw notFound('address_not_found');
    const zone = await this.zones.locate(found.lat, found.lng);
    return {
      coordinates: { lat: found.lat, lng: found.lng },
      lat: found.lat,
      lng: found.lng,
      placeName: found.formattedAddress,
      formattedAddress: found.formattedAddress,
      address: toPostal(found),
      inDeliveryZone: zone !== null,
      zone: zone?.summary ?? null,
      approximate: found.approximate,
      ...zoneNote(zone),
    };
  }

  async validatePoint(lat: number, lng: number): Promise<PointValidation> {
    const zone = await this.zones.locate(lat, lng);
    return {
      isValid: zone !== null,
      valid: zone !== null,
      zone: zone?.summary ?? null,
      ...zoneNote(zone),
      coordinates: { lat, lng },
    };
  }

  async reverse(lat: number, lng: number): Promise<ReverseGeocodeResult> {
    const [found, zone] = await Promise.all([
      this.ask(() => this.geocoder.reverse(lat, lng)),
      this.zones.locate(lat, lng),
    ]);
    if (!found) throw notFound('location_details_not_found');
    return {
      address: toPostal(found),
      formattedAddress: found.formattedAddress,
      inDeliveryZone: zone !== null,
      zone: zone?.summary ?? null,
      approximate: found.approximate,
    };
  }

  async verifyQr(code: string): Promise<QrVerification> {
    const target = parseQrCode(code);
    if (!target) return qrAnswer(false, QR_INVALID);

    if (target.kind === 'zone') {
      const zone = await this.zones.byId(target.zoneId);
      if (!zone) return qrAnswer(false, QR_NOT_FOUND, { kind: 'zone' });
      if (!zone.isActive) {
        return qrAnswer(false, LOCATION_UNAVAILABLE, { kind: 'zone', zone: zone.summary });
      }
      return qrAnswer(true, QR_VALID, { kind: 'zone', zone: zone.summary });
    }

    if (target.kind === 'location') {
      const [spot] = await this.db
        .select()
        .from(customLocations)
        .where(eq(customLocations.customId, target.customId));
      const extra = { kind: 'location' as const, customId: target.customId };
      if (!spot) return qrAnswer(false, note(apiMessage('custom_location_not_found')), extra);
      const location = placeLocation(spot.latitude, spot.longitude, spot.address, spot.description);
      if (!spot.active) return qrAnswer(false, LOCATION_UNAVAILABLE, { ...extra, location });
      const zone = await this.zones.locate(spot.latitude, spot.longitude);
      if (!zone)
        return qrAnswer(false, note(apiMessage('location_outside_zone')), { ...extra, location });
      return qrAnswer(true, QR_VALID, { ...extra, location, zone: zone.summary });
    }

    const [place] = await this.db.select().from(bars).where(eq(bars.slug, target.slug));
    const extra = { kind: 'bar' as const, barSlug: target.slug };
    if (!place) return qrAnswer(false, QR_NOT_FOUND, extra);
    if (!place.active) return qrAnswer(false, LOCATION_UNAVAILABLE, extra);
    // Bar orders are picked up at the bar: no zone is needed, but it is shown when there is one.
    const zone = await this.zones.locate(place.latitude, place.longitude);
    const location = placeLocation(place.latitude, place.longitude, place.address, place.name);
    return qrAnswer(true, QR_VALID, { ...extra, location, zone: zone?.summary ?? null });
  }

  async customLocation(customId: string): Promise<CustomLocation> {
    const [spot] = await this.db
      .select()
      .from(customLocations)
      .where(eq(customLocations.customId, customId));
    if (!spot || !spot.active) throw notFound('custom_location_not_found');
    return {
      id: spot.id,
      customId: spot.customId,
      name: spot.name,
      description: spot.description,
      latitude: spot.latitude,
      longitude: spot.longitude,
      address: spot.address,
      active: spot.active,
    };
  }

  async bar(slug: string): Promise<Bar> {
    const [place] = await this.db.select().from(bars).where(eq(bars.slug, slug));
    if (!place || !place.active) throw notFound('qr_location_not_found');
    return {
      id: place.id,
      slug: place.slug,
      name: place.name,
      address: place.address,
      latitude: place.latitude,
      longitude: place.longitude,
      active: place.active,
    };
  }

  /**
   * Calls the geocoder. Whatever goes wrong there (down, slow, open circuit, a bad answer,
   * even a bug in an adapter) is a 503 with the spec's text and a Retry-After, never a 500.
   */
  private async ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (!(err instanceof GeocoderUnavailableError)) {
        this.log.error({ err, geocoder: this.geocoder.kind }, 'geocoder failed unexpectedly');
      }
      const retryAfter = err instanceof GeocoderUnavailableError ? err.retryAfterSeconds : 5;
      throw unavailable('geocoder_unavailable', retryAfter);
    }
  }
}

/** A QR location from a stored place: its one-line address read into parts. */
function placeLocation(
  latitude: number,
  longitude: number,
  address: string,
  description: string,
): NonNullable<QrVerification['location']> {
  const parsed = parseAddress(address);
  return {
    latitude,
    longitude,
    address,
    city: parsed.city,
    state: '',
    postalCode: parsed.postalCode ?? '',
    country: parsed.countryGiven ? parsed.country : NETHERLANDS,
    description,
  };
}
