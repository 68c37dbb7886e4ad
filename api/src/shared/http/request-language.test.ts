import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

const language = (value?: string) =>
  requestLanguage({ headers: value === undefined ? {} : { 'accept-language': value } });

describe('requestLanguage', () => {
  it('reads the language the shop sent, English without one', () => {
    expect(language('nl')).toBe('nl');
    expect(language('en')).toBe('en');
    expect(language()).toBe('en');
  });

  it('takes the first language the shop speaks by preference, with regions', () => {
    expect(language('de-DE,nl-NL;q=0.9,en;q=0.8')).toBe('nl');
    expect(language('en;q=0.5, nl-BE;q=0.8')).toBe('nl');
    expect(language('fr-FR, de')).toBe('en');
    expect(language('nl;q=0, en-GB')).toBe('en');
  });
});
