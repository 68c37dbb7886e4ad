import type { PostalAddress } from '@shop/contracts';

export const FALLBACK_STREET = 'Unknown Street';
export const DEFAULT_CITY = 'Amsterdam';
export const DEFAULT_COUNTRY = 'Netherlands';

/** An address read into the parts the checkout and the cart store. */
export interface AddressParts {
  street: string;
  postalCode: string;
  city: string;
  state: string;
  country: string;
}

/**
 * A Dutch postcode (four digits and two capitals) followed by the city. The embedded geocoder
 * answers with the four digits alone when it only knows the postcode area, so the letters are
 * optional here; the city must follow either way.
 */
const POSTCODE_AND_CITY = /^(\d{4}(?: ?[A-Z]{2})?)\s+(\S.*)$/;

/**
 * Reads a geocoded place string: split on commas, the first part is the street, the second
 * may hold 'postcode city' (or just the city), the last part is the country when there are at
 * least three parts. Missing parts fall back to 'Unknown Street', Amsterdam and Netherlands.
 */
export function parsePlaceName(place: string): AddressParts {
  const parts = place
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const [first, second] = parts;
  let postalCode = '';
  let city = '';
  if (second !== undefined) {
    const match = POSTCODE_AND_CITY.exec(second);
    if (match) {
      postalCode = match[1]!;
      city = match[2]!.trim();
    } else if (!/^\d{4}( ?[A-Z]{2})?$/.test(second)) {
      city = second;
    } else {
      postalCode = second;
    }
  }
  const country = parts.length >= 3 ? parts.at(-1)! : '';
  return {
    street: first || FALLBACK_STREET,
    postalCode,
    city: city || DEFAULT_CITY,
    state: '',
    country: country || DEFAULT_COUNTRY,
  };
}

/**
 * The parts of a geocoder answer: its structured address when it sent one, else what the place
 * string says. Fallbacks fill whatever is still empty.
 */
export function addressParts(
  formatted: string,
  structured?: Partial<PostalAddress> | null,
): AddressParts {
  const parsed = parsePlaceName(formatted);
  if (!structured) return parsed;
  const street = structured.streetAddress?.trim();
  return {
    street: street && street !== FALLBACK_STREET ? street : parsed.street,
    postalCode: structured.postalCode?.trim() || structured.zipCode?.trim() || parsed.postalCode,
    city: structured.city?.trim() || parsed.city,
    state: structured.state?.trim() || parsed.state,
    country: structured.country?.trim() || parsed.country,
  };
}

const NAMES_AMSTERDAM = /\bamsterdam\b/i;
const NAMES_NETHERLANDS = /\b(netherlands|nederland|holland)\b/i;

/** The manual validator's query: Amsterdam and Netherlands are appended when missing. */
export function withCityAndCountry(address: string): string {
  let query = address.trim().replace(/,\s*$/, '');
  if (!NAMES_AMSTERDAM.test(query)) query += ', Amsterdam';
  if (!NAMES_NETHERLANDS.test(query)) query += ', Netherlands';
  return query;
}
