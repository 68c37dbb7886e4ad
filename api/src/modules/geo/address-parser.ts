/**
 * Reads a typed or geocoded address: split on commas; a Dutch postcode is four digits and two
 * letters, optionally with a space, followed by the city; the last part is the country.
 * Amsterdam and Netherlands are assumed when missing; the fallbacks are street 'Unknown
 * Street', city Amsterdam, country Netherlands.
 */

export const FALLBACK_STREET = 'Unknown Street';
export const DEFAULT_CITY = 'Amsterdam';
export const NETHERLANDS = 'Netherlands';

export interface ParsedAddress {
  /** The street or place name without the house number; FALLBACK_STREET when none. */
  street: string;
  houseNumber: string | null;
  /** '1017 CT' for a full postcode, '1017' when only the four digits were given. */
  postalCode: string | null;
  city: string;
  country: string;
  streetGiven: boolean;
  cityGiven: boolean;
  countryGiven: boolean;
  /** The address with Amsterdam and Netherlands appended when missing. */
  query: string;
}

/** Lower case, accents dropped, anything but letters and digits removed: 'NDSM-plein' → 'ndsmplein'. */
export function matchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/([a-z])str\.?(?=\s|$)/g, '$1straat')
    .replace(/^1e\b/, 'eerste')
    .replace(/^2e\b/, 'tweede')
    .replace(/^3e\b/, 'derde')
    .replace(/[^a-z0-9]/g, '');
}

const NETHERLANDS_NAMES = new Set(
  [
    'netherlands',
    'the netherlands',
    'nederland',
    'nl',
    'nld',
    'holland',
    'pays-bas',
    'niederlande',
    'paesi bassi',
    'países bajos',
  ].map(matchKey),
);

/** Other countries, recognised so that their name is not read as a city. */
const OTHER_COUNTRIES = new Set(
  [
    'belgium',
    'belgie',
    'belgique',
    'germany',
    'deutschland',
    'france',
    'italy',
    'italia',
    'spain',
    'espana',
    'portugal',
    'luxembourg',
    'austria',
    'switzerland',
    'denmark',
    'poland',
    'united kingdom',
    'uk',
    'great britain',
    'ireland',
    'united states',
    'usa',
  ].map(matchKey),
);

/** Four digits (not starting with 0) and two letters; Dutch postcodes never use SA, SD or SS. */
const PC6 = /(?<![\p{L}\d])([1-9]\d{3}) ?(?!s[ads])([a-z]{2})(?![\p{L}\d])/iu;
const PC4_AT_START = /^([1-9]\d{3})(?:\s+(\D.*))?$/;
const HOUSE_NUMBER =
  /^(.*?\p{L}.*?)\s+(\d{1,5}[A-Za-z]{0,2}(?:(?:\s*[-/]\s*|\s+)[A-Za-z0-9]{1,6})?)$/u;

export function isNetherlands(country: string): boolean {
  return NETHERLANDS_NAMES.has(matchKey(country));
}

export function isAmsterdam(city: string): boolean {
  return matchKey(city).startsWith('amsterdam');
}

/** '1017ct' → '1017 CT'. */
export function formatPostcode(digits: string, letters?: string): string {
  return letters ? `${digits} ${letters.toUpperCase()}` : digits;
}

export function parseAddress(input: string): ParsedAddress {
  const parts = input
    .split(',')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

  let country: string | null = null;
  const last = parts.at(-1);
  if (parts.length >= 2 && last) {
    const key = matchKey(last);
    if (NETHERLANDS_NAMES.has(key)) country = NETHERLANDS;
    else if (OTHER_COUNTRIES.has(key)) country = last;
    if (country) parts.pop();
  }

  let streetPart = parts[0] ?? '';
  let postalCode: string | null = null;
  let city: string | null = null;

  for (const part of parts.slice(1)) {
    const full = PC6.exec(part);
    if (full && !postalCode) {
      postalCode = formatPostcode(full[1]!, full[2]);
      const rest = (
        part.slice(0, full.index) +
        ' ' +
        part.slice(full.index + full[0].length)
      ).trim();
      if (rest) city ??= rest;
      continue;
    }
    const short = PC4_AT_START.exec(part);
    if (short && !postalCode) {
      postalCode = short[1]!;
      if (short[2]) city ??= short[2].trim();
      continue;
    }
    city ??= part;
  }

  // A postcode typed without commas: 'Damrak 1 1012LG Amsterdam' or just '1017 CT'.
  if (!postalCode) {
    const inline = PC6.exec(streetPart);
    if (inline) {
      postalCode = formatPostcode(inline[1]!, inline[2]);
      const after = streetPart.slice(inline.index + inline[0].length).trim();
      streetPart = streetPart.slice(0, inline.index).trim();
      if (after) city ??= after;
    } else if (PC4_AT_START.test(streetPart) && parts.length === 1) {
      const short = PC4_AT_START.exec(streetPart)!;
      postalCode = short[1]!;
      if (short[2]) city ??= short[2].trim();
      streetPart = '';
    }
  }

  // 'Damrak 1 Amsterdam' without a comma.
  if (!city) {
    const trailing = /\s+(amsterdam)$/i.exec(streetPart);
    if (trailing) {
      city = DEFAULT_CITY;
      streetPart = streetPart.slice(0, trailing.index).trim();
    }
  }

  let street = streetPart;
  let houseNumber: string | null = null;
  const numbered = HOUSE_NUMBER.exec(streetPart);
  if (numbered) {
    street = numbered[1]!.trim();
    houseNumber = numbered[2]!.replace(/\s+/g, ' ');
  }

  const streetGiven = street.length > 0;
  const cityGiven = city !== null;
  const countryGiven = country !== null;
  const resolvedCity = city ?? DEFAULT_CITY;
  const resolvedCountry = country ?? NETHERLANDS;
  const streetLine = [street, houseNumber].filter(Boolean).join(' ');
  const locality = [postalCode, resolvedCity].filter(Boolean).join(' ');
  return {
    street: streetGiven ? street : FALLBACK_STREET,
    houseNumber,
    postalCode,
    city: resolvedCity,
    country: resolvedCountry,
    streetGiven,
    cityGiven,
    countryGiven,
    query: [streetLine, locality, resolvedCountry].filter(Boolean).join(', '),
  };
}
