import { describe, expect, it } from 'vitest';
import { readGeocodeResponse, readValidationResponse, type RawResponse } from './manual-validation';

const json = (body: unknown, status = 200): RawResponse => ({
  ok: status < 400,
  status,
  contentType: 'application/json; charset=utf-8',
  text: JSON.stringify(body),
});

describe('readGeocodeResponse', () => {
  it('reads the coordinates of the answer', () => {
    expect(readGeocodeResponse(json({ coordinates: { lat: 52.37, lng: 4.89 } })).point).toEqual({
      lat: 52.37,
      lng: 4.89,
    });
  });

  it('also reads top-level lat and lng', () => {
    expect(readGeocodeResponse(json({ lat: '52.37', lng: '4.89' })).point).toEqual({
      lat: 52.37,
      lng: 4.89,
    });
  });

  it('without coordinates: No coordinates found for this address', () => {
    expect(() => readGeocodeResponse(json({ placeName: 'Dam' }))).toThrow(
      'No coordinates found for this address',
    );
  });

  it('with coordinates that are not numbers: Invalid coordinates received from geocoding service', () => {
    expect(() => readGeocodeResponse(json({ coordinates: { lat: 'north', lng: 4.9 } }))).toThrow(
      'Invalid coordinates received from geocoding service',
    );
  });

  it("a refusal shows the server's message, else the status", () => {
    expect(() => readGeocodeResponse(json({ message: 'Please enter an address' }, 400))).toThrow(
      'Please enter an address',
    );
    expect(() =>
      readGeocodeResponse({
        ok: false,
        status: 502,
        contentType: 'text/plain',
        text: 'Bad gateway',
      }),
    ).toThrow('Geocoding failed with status 502');
  });
});

describe('readValidationResponse', () => {
  it('reads isValid or valid and the zone', () => {
    expect(readValidationResponse(json({ valid: true, zone: { id: 1 }, message: 'ok' }))).toEqual({
      isValid: true,
      zone: { id: 1 },
      message: 'ok',
    });
    expect(readValidationResponse(json({ isValid: false, zone: null })).isValid).toBe(false);
  });

  it('a failed request: Validation request failed with status N', () => {
    expect(() => readValidationResponse(json({}, 503))).toThrow(
      'Validation request failed with status 503',
    );
  });

  it('an HTML page: Server returned HTML instead of JSON', () => {
    const html = { ok: true, status: 200, contentType: 'text/html', text: '<!doctype html><p>' };
    expect(() => readValidationResponse(html)).toThrow('Server returned HTML instead of JSON');
    expect(() => readValidationResponse({ ...html, contentType: 'application/json' })).toThrow(
      'Server returned HTML instead of JSON',
    );
  });

  it('another content type: Server returned non-JSON response', () => {
    expect(() =>
      readValidationResponse({ ok: true, status: 200, contentType: 'text/plain', text: 'yes' }),
    ).toThrow('Server returned non-JSON response');
  });

  it('broken JSON: Failed to parse server response', () => {
    expect(() =>
      readValidationResponse({
        ok: true,
        status: 200,
        contentType: 'application/json',
        text: '{"isValid":',
      }),
    ).toThrow('Failed to parse server response');
  });
});
