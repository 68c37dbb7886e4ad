import { describe, expect, it } from 'vitest';
import { parseQrCode } from './qr-codes';

describe('parseQrCode', () => {
  it.each([
    ['italieno:zone:1', { kind: 'zone', zoneId: 1 }],
    ['ITALIENO:ZONE:12', { kind: 'zone', zoneId: 12 }],
    ['italieno:location:ndsm-terrace', { kind: 'location', customId: 'ndsm-terrace' }],
    ['italieno:bar:cafe-de-jaren', { kind: 'bar', slug: 'cafe-de-jaren' }],
    ['https://italieno.nl/scan-qr?zoneId=3', { kind: 'zone', zoneId: 3 }],
    ['https://italieno.nl/scan-qr/?customId=Event_7', { kind: 'location', customId: 'Event_7' }],
    ['http://localhost:3000/bar/cafe-de-jaren', { kind: 'bar', slug: 'cafe-de-jaren' }],
    ['https://italieno.nl/bar/cafe-de-jaren?barMode=true', { kind: 'bar', slug: 'cafe-de-jaren' }],
    ['/scan-qr?zoneId=2', { kind: 'zone', zoneId: 2 }],
    ['/bar/de-kroeg', { kind: 'bar', slug: 'de-kroeg' }],
  ])('reads %s', (code, expected) => {
    expect(parseQrCode(code)).toEqual(expected);
  });

  it.each([
    'hello',
    'italieno:zone:0',
    'italieno:zone:-1',
    'italieno:zone:1.5',
    'italieno:zone:99999999999',
    'italieno:bar:Cafe De Jaren',
    'italieno:location:../../etc',
    'italieno:pizza:1',
    'https://italieno.nl/menu',
    'https://italieno.nl/scan-qr',
    'https://italieno.nl/scan-qr?zoneId=abc',
    'https://italieno.nl/bar/scan',
    'https://italieno.nl/bar/a/b',
    'javascript:alert(1)',
    'scan-qr?zoneId=1',
  ])('refuses %s', (code) => {
    expect(parseQrCode(code)).toBeNull();
  });
});
