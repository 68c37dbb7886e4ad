import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './config';
import { detectLanguage } from './detect-language';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the language the shop starts in', () => {
  it("is the customer's own choice over what the browser prefers", () => {
    expect(detectLanguage('en', ['nl-NL', 'nl'])).toBe('en');
    expect(detectLanguage('nl', ['en-US'])).toBe('nl');
  });

  it('is the first preferred language the shop speaks, by its main part', () => {
    expect(detectLanguage(null, ['nl-BE', 'en'])).toBe('nl');
    expect(detectLanguage(null, ['de-DE', 'NL'])).toBe('nl');
    expect(detectLanguage(null, ['fr', 'en-GB', 'nl'])).toBe('en');
  });

  it('is English when nothing the browser prefers is spoken, or a stored value is not a language', () => {
    expect(detectLanguage(null, ['de', 'fr'])).toBe('en');
    expect(detectLanguage('klingon', ['de'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });

  it('is the choice remembered in this browser, or detected when storage refuses to be read', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'nl');
    expect(detectLanguage(undefined, ['en'])).toBe('nl');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(detectLanguage(undefined, ['nl'])).toBe('nl');
    expect(detectLanguage(undefined, ['en'])).toBe('en');
  });
});
