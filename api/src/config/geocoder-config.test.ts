import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('geocoder configuration', () => {
  it('defaults to the embedded geocoder, a 3 s timeout and 30 look-ups a minute', () => {
    expect(loadConfig({}).geocoder).toMatchObject({
      kind: 'embedded',
      baseUrl: null,
      timeoutMs: 3000,
      perMinute: 30,
    });
  });

  it('uses the public PDOK and Nominatim endpoints unless a URL is configured', () => {
    expect(loadConfig({ GEOCODER: 'pdok' }).geocoder.baseUrl).toBe('https://api.pdok.nl/');
    expect(loadConfig({ GEOCODER: 'nominatim' }).geocoder.baseUrl).toBe(
      'https://nominatim.openstreetmap.org/',
    );
    expect(
      loadConfig({ GEOCODER: 'nominatim', GEOCODER_URL: 'https://geo.internal/nominatim' }).geocoder
        .baseUrl,
    ).toBe('https://geo.internal/nominatim/');
  });

  it.each([
    'ftp://geo.internal/',
    'https://user:secret@geo.internal/',
    'https://geo.internal/?key=1',
    'https://geo.internal/#x',
  ])('refuses GEOCODER_URL %s', (url) => {
    expect(() => loadConfig({ GEOCODER: 'pdok', GEOCODER_URL: url })).toThrow(/GEOCODER_URL/);
  });

  it('refuses an unknown geocoder or a timeout out of bounds', () => {
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
    expect(() => loadConfig({ GEOCODER_TIMEOUT_MS: '10' })).toThrow(/GEOCODER_TIMEOUT_MS/);
  });
});
