import type { Language } from '@shop/contracts';

/** The languages the shop speaks; English is the spec's and the fallback. */
export const LANGUAGES: readonly Language[] = ['en', 'nl'];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Where the customer's own choice is remembered; a detected language is never written here. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The name of each language in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', nl: 'Nederlands' };

/** The locale numbers and dates are formatted in. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
