import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './config';
import { detectLanguage } from './detect-language';

const storing = (value: string | null) => ({
  getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null),
});

describe('the language the shop starts in', () => {
  it("is the customer's own choice over what the browser prefers", () => {
    expect(detectLanguage(storing('en'), ['nl-NL', 'nl'])).toBe('en');
    expect(detectLanguage(storing('nl'), ['en-US'])).toBe('nl');
  });

  it('is the first preferred language the shop speaks, by its main part', () => {
    expect(detectLanguage(storing(null), ['nl-BE', 'en'])).toBe('nl');
    expect(detectLanguage(storing(null), ['de-DE', 'NL'])).toBe('nl');
    expect(detectLanguage(storing(null), ['fr', 'en-GB', 'nl'])).toBe('en');
  });

  it('is English when nothing the browser prefers is spoken, or a stored value is not a language', () => {
    expect(detectLanguage(storing(null), ['de', 'fr'])).toBe('en');
    expect(detectLanguage(storing('klingon'), ['de'])).toBe('en');
    expect(detectLanguage(undefined, [])).toBe('en');
  });

  it('is found when storage refuses to be read', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(detectLanguage(refusing, ['nl'])).toBe('nl');
  });
});
