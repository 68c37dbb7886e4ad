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

/*
 * The translator's namespaces, each fetched with the pages that show it. The shop's frame and
 * pages (`common`, `shop`) are Paraglide's messages instead, in the code of what shows them
 * (docs/decisions/0052-texts-on-a-library.md).
 */
/**
 * The driver portal's, fetched when it opens. The back office's texts are Paraglide's, by section
 * (`admin<Section>`).
 */
export const STAFF_NAMESPACES = ['portal'] as const;
/** The order pages' (checkout onwards, tracking, My Orders), fetched with those pages. */
export const ORDER_NAMESPACES = ['orders'] as const;
/** The static pages' (about, contact, terms) and the account's (profile, notifications). */
export const PAGE_NAMESPACES = ['pages', 'account'] as const;
/** Web Push's opt-in, fetched with the pages that offer it (the service worker bundles its own). */
export const PUSH_NAMESPACES = ['push'] as const;
export type Namespace =
  | (typeof PUSH_NAMESPACES)[number]
  | (typeof ORDER_NAMESPACES)[number]
  | (typeof PAGE_NAMESPACES)[number]
  | (typeof STAFF_NAMESPACES)[number];
