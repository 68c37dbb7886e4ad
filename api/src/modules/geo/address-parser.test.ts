import { describe, expect, it } from 'vitest';
import { matchKey, parseAddress } from './address-parser';

describe('parseAddress', () => {
  it('reads street, number, postcode with a space, city and country from comma parts', () => {
    expect(parseAddress('Damrak 1, 1012 LG Amsterdam, Netherlands')).toMatchObject({
      street: 'Damrak',
      houseNumber: '1',
      postalCode: '1012 LG',
      city: 'Amsterdam',
      country: 'Netherlands',
      cityGiven: true,
      countryGiven: true,
    });
  });

  it('reads a postcode without a space and writes it with one', () => {
    expect(parseAddress('Damrak 1, 1012LG Amsterdam').postalCode).toBe('1012 LG');
  });

  it('accepts a lower-case postcode and upper-cases its letters', () => {
    const parsed = parseAddress('damrak 1, 1012lg amsterdam, nederland');
    expect(parsed.postalCode).toBe('1012 LG');
    expect(parsed.country).toBe('Netherlands');
  });

  it('finds a postcode typed without commas', () => {
    expect(parseAddress('Damrak 1 1012LG Amsterdam')).toMatchObject({
      street: 'Damrak',
      houseNumber: '1',
      postalCode: '1012 LG',
      city: 'Amsterdam',
    });
  });

  it('reads a postcode on its own, with the street falling back to Unknown Street', () => {
    expect(parseAddress('1017 CT')).toMatchObject({
      street: 'Unknown Street',
      streetGiven: false,
      postalCode: '1017 CT',
      city: 'Amsterdam',
    });
    expect(parseAddress('1017ct').postalCode).toBe('1017 CT');
  });

  it('reads four digits before the city as a PC4 postcode', () => {
    expect(parseAddress('Damrak 1, 1012 Amsterdam')).toMatchObject({
      postalCode: '1012',
      city: 'Amsterdam',
    });
  });

  it('never reads SA, SD or SS as postcode letters', () => {
    expect(parseAddress('Dam 1, 1012 SS Amsterdam').postalCode).not.toBe('1012 SS');
  });

  it('appends Amsterdam and Netherlands when missing', () => {
    const parsed = parseAddress('Prinsengracht 263');
    expect(parsed).toMatchObject({
      street: 'Prinsengracht',
      houseNumber: '263',
      city: 'Amsterdam',
      country: 'Netherlands',
      cityGiven: false,
      countryGiven: false,
    });
    expect(parsed.query).toBe('Prinsengracht 263, Amsterdam, Netherlands');
  });

  it('appends only the country when the city is given', () => {
    const parsed = parseAddress('Coolsingel 40, 3011 AD Rotterdam');
    expect(parsed.city).toBe('Rotterdam');
    expect(parsed.query).toBe('Coolsingel 40, 3011 AD Rotterdam, Netherlands');
  });

  it('takes the last part as the country, also a foreign one', () => {
    expect(parseAddress('Via Roma 1, Milano, Italia')).toMatchObject({
      city: 'Milano',
      country: 'Italia',
      countryGiven: true,
    });
  });

  it.each([
    ['Prinsengracht 263-1', 'Prinsengracht', '263-1'],
    ['Kinkerstraat 12 hs', 'Kinkerstraat', '12 hs'],
    ['Overtoom 1A', 'Overtoom', '1A'],
    ['2e Jan Steenstraat 5', '2e Jan Steenstraat', '5'],
    ['Amsterdam Centraal', 'Amsterdam Centraal', null],
  ])('splits %s into street and house number', (input, street, houseNumber) => {
    expect(parseAddress(input)).toMatchObject({ street, houseNumber });
  });

  it('falls back to Unknown Street, Amsterdam, Netherlands for an empty address', () => {
    expect(parseAddress(' , ,')).toMatchObject({
      street: 'Unknown Street',
      houseNumber: null,
      postalCode: null,
      city: 'Amsterdam',
      country: 'Netherlands',
    });
  });

  it('collapses whitespace and line breaks inside parts', () => {
    expect(parseAddress('Damrak\r\n  1 ,  Amsterdam')).toMatchObject({
      street: 'Damrak',
      houseNumber: '1',
      city: 'Amsterdam',
    });
  });
});

describe('matchKey', () => {
  it('ignores accents, case, spaces, dots and hyphens', () => {
    expect(matchKey('NDSM-plein')).toBe(matchKey('ndsm plein'));
    expect(matchKey('P.C. Hooftstraat')).toBe(matchKey('pc hooftstraat'));
    expect(matchKey('Pays-Bàs')).toBe('paysbas');
  });

  it('reads 1e as eerste and str. as straat', () => {
    expect(matchKey('1e van Swindenstraat')).toBe(matchKey('Eerste van Swindenstraat'));
    expect(matchKey('Kinkerstr.')).toBe(matchKey('Kinkerstraat'));
  });
});
