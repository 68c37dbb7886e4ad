import { describe, expect, it } from 'vitest';
import { addressParts, parsePlaceName, withCityAndCountry } from './address-parsing';

describe('parsePlaceName', () => {
  it('reads street, Dutch postcode with city, and country from a geocoded place', () => {
    expect(parsePlaceName('Overtoom 100, 1054 HK Amsterdam, Netherlands')).toEqual({
      street: 'Overtoom 100',
      postalCode: '1054 HK',
      city: 'Amsterdam',
      state: '',
      country: 'Netherlands',
    });
  });

  it('accepts a postcode written without the space', () => {
    expect(parsePlaceName('Damrak 1, 1012LG Amsterdam, Nederland')).toMatchObject({
      postalCode: '1012LG',
      city: 'Amsterdam',
      country: 'Nederland',
    });
  });

  it('reads the four postcode digits alone when the geocoder only knows the area', () => {
    expect(parsePlaceName('Damrak 1, 1012 Amsterdam, Netherlands')).toMatchObject({
      postalCode: '1012',
      city: 'Amsterdam',
    });
  });

  it('takes a second part without a postcode as the city', () => {
    expect(parsePlaceName('Via Roma 1, Milano, Italy')).toMatchObject({
      street: 'Via Roma 1',
      postalCode: '',
      city: 'Milano',
      country: 'Italy',
    });
  });

  it('takes the last part as the country only when there are at least three parts', () => {
    expect(parsePlaceName('Damrak 1, Amsterdam')).toMatchObject({
      city: 'Amsterdam',
      country: 'Netherlands',
    });
  });

  it('falls back to Unknown Street, Amsterdam and Netherlands', () => {
    expect(parsePlaceName('')).toEqual({
      street: 'Unknown Street',
      postalCode: '',
      city: 'Amsterdam',
      state: '',
      country: 'Netherlands',
    });
  });
});

describe('addressParts', () => {
  it('prefers the structured address of the answer and fills gaps from the place string', () => {
    expect(
      addressParts('Waterlooplein, 1011 Amsterdam, Netherlands', {
        streetAddress: 'Waterlooplein',
        city: 'Amsterdam',
        state: 'Noord-Holland',
        postalCode: '',
        zipCode: '',
        country: 'Netherlands',
      }),
    ).toEqual({
      street: 'Waterlooplein',
      postalCode: '1011',
      city: 'Amsterdam',
      state: 'Noord-Holland',
      country: 'Netherlands',
    });
  });

  it('does not keep the geocoder placeholder street when the place string names one', () => {
    expect(
      addressParts('Damrak 1, 1012 Amsterdam', { streetAddress: 'Unknown Street' }).street,
    ).toBe('Damrak 1');
  });
});

describe('withCityAndCountry', () => {
  it('appends Amsterdam and Netherlands when missing', () => {
    expect(withCityAndCountry('Overtoom 100')).toBe('Overtoom 100, Amsterdam, Netherlands');
  });

  it('appends only the country when the city is there', () => {
    expect(withCityAndCountry('Overtoom 100, 1054 HK amsterdam,')).toBe(
      'Overtoom 100, 1054 HK amsterdam, Netherlands',
    );
  });

  it('leaves a complete address alone', () => {
    expect(withCityAndCountry('Damrak 1, Amsterdam, Nederland')).toBe(
      'Damrak 1, Amsterdam, Nederland',
    );
  });
});
