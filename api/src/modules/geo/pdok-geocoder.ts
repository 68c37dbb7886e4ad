import type { Logger } from 'pino';
import { z } from 'zod';
import type { GeocoderConfig } from '../../config/env';
import { NETHERLANDS, formatPostcode, isNetherlands, parseAddress } from './address-parser';
import { formatAddress, type GeocodedAddress, type Geocoder } from './geocoder';
import { geocoderUrl, remoteGeocoder } from './remote-geocoder';

const SEARCH_PATH = 'bzk/locatieserver/search/v3_1/free';
const REVERSE_PATH = 'bzk/locatieserver/search/v3_1/reverse';
const FIELDS =
  'weergavenaam,centroide_ll,straatnaam,huisnummer,huisletter,huisnummertoevoeging,postcode,woonplaatsnaam,provincienaam';

const text = z.string().max(500);
const Doc = z.object({
  weergavenaam: text,
  centroide_ll: z.string().max(100),
  straatnaam: text.optional(),
  huisnummer: z.union([z.number().int(), text]).optional(),
  huisletter: text.optional(),
  huisnummertoevoeging: text.optional(),
  postcode: text.optional(),
  woonplaatsnaam: text.optional(),
  provincienaam: text.optional(),
});
type Doc = z.infer<typeof Doc>;
const Answer = z.object({
  response: z.object({ numFound: z.number().int().min(0), docs: z.array(Doc).max(50) }),
});
type Answer = z.infer<typeof Answer>;

/** 'POINT(4.8952 52.3731)' → lng, lat, both in range; anything else is a failed answer. */
const Point = z
  .string()
  .regex(/^POINT\(\s*-?\d+(\.\d+)?\s+-?\d+(\.\d+)?\s*\)$/)
  .transform((value) => {
    const [lng, lat] = value
      .slice(value.indexOf('(') + 1, -1)
      .trim()
      .split(/\s+/)
      .map(Number);
    return { lat: lat!, lng: lng! };
  })
  .pipe(z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }));

const PdokAnswer = Answer.superRefine((answer, ctx) => {
  answer.response.docs.forEach((doc, i) => {
    if (!Point.safeParse(doc.centroide_ll).success) {
      ctx.addIssue({ code: 'custom', path: ['response', 'docs', i], message: 'bad centroid' });
    }
  });
});

function toAddress(doc: Doc, exact: boolean): GeocodedAddress {
  const { lat, lng } = Point.parse(doc.centroide_ll);
  const number = [doc.huisnummer, doc.huisletter].filter((p) => p !== undefined).join('');
  const house = [number, doc.huisnummertoevoeging].filter(Boolean).join('-');
  const streetAddress = [doc.straatnaam, house].filter(Boolean).join(' ') || doc.weergavenaam;
  const pc = /^(\d{4})\s?([A-Z]{2})$/i.exec(doc.postcode ?? '');
  const postalCode = pc ? formatPostcode(pc[1]!, pc[2]) : (doc.postcode ?? '');
  const city = doc.woonplaatsnaam ?? '';
  return {
    lat,
    lng,
    streetAddress,
    postalCode,
    city,
    state: doc.provincienaam ?? '',
    country: NETHERLANDS,
    formattedAddress: formatAddress({ streetAddress, postalCode, city, country: NETHERLANDS }),
    approximate: !exact || doc.huisnummer === undefined,
  };
}

/** PDOK Locatieserver, the Dutch national geocoder on the BAG address register. */
export function pdokGeocoder(config: GeocoderConfig, log: Logger): Geocoder {
  return remoteGeocoder<Answer, Answer>(
    {
      kind: 'pdok',
      geocodeUrl(base, address) {
        const parsed = parseAddress(address);
        // PDOK knows Dutch addresses only.
        if (parsed.countryGiven && !isNetherlands(parsed.country)) return null;
        const street = [parsed.streetGiven ? parsed.street : '', parsed.houseNumber ?? '']
          .join(' ')
          .trim();
        const q = [street, parsed.postalCode ?? '', parsed.city].filter(Boolean).join(' ');
        return geocoderUrl(base, SEARCH_PATH, { q, fq: 'type:adres', rows: '1', fl: FIELDS });
      },
      reverseUrl: (base, lat, lng) =>
        geocoderUrl(base, REVERSE_PATH, {
          lat: String(lat),
          lon: String(lng),
          type: 'adres',
          rows: '1',
          fl: FIELDS,
        }),
      geocodeAnswer: PdokAnswer,
      reverseAnswer: PdokAnswer,
      readGeocode(answer, address) {
        const doc = answer.response.docs[0];
        return doc ? toAddress(doc, parseAddress(address).houseNumber !== null) : null;
      },
      readReverse(answer) {
        const doc = answer.response.docs[0];
        return doc ? toAddress(doc, false) : null;
      },
    },
    config,
    log,
  );
}
